import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import type { UserInfo } from '@/lib/api/contract';
import type { MemberThreadList, ThreadPage } from '@/lib/api/contract/messages';
import { setApiFeedback } from '@/lib/api/feedback';
import { clickEarly, hydrate, serverHtml, typeEarly } from '@/lib/testing/hydration';
import ProfileSettings from './profile/ProfileSettings';
import HelpForm from './help/HelpForm';
import CollegeForm from './college/CollegeForm';
import MessagesView from './messages/MessagesView';

/*
 * The member forms a person can type into before the page's script has arrived (the server renders
 * them): what was typed there is what is sent, even after the form has rendered again.
 */

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('next/link', () => jest.requireActual('@/lib/testing/next-link-mock').mockNextLinkModule());

const get = api.get as unknown as jest.Mock;
const post = api.post as unknown as jest.Mock;
const patch = api.patch as unknown as jest.Mock;
let unregisterFeedback = () => {};

const page = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
    {children}
  </NextIntlClientProvider>
);
const named = (host: HTMLElement, name: string, value?: string) =>
  host.querySelector(value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`) as HTMLInputElement;
const envelope = <T,>(result: T) => ({ code: 0, result, message: 'Saved.', status: 'success' });

// The avatar cropper draws on a canvas, which jsdom has not.
beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
  unregisterFeedback = setApiFeedback({ toast: jest.fn(), modal: jest.fn(), t: (key) => key });
});
afterEach(() => unregisterFeedback());

const USER: UserInfo = {
  id: 7,
  account: 'anna',
  nickname: 'Anna',
  phone: null,
  avatar: '',
  points: 0,
  roles: ['member'],
  created_at: '2026-01-02T03:04:05.000Z',
  company: 'Old Co',
  email: null,
  email_verified: false,
  has_password: true,
};

test('profile: the name, company and a new password typed early are what is saved', async () => {
  const ui = page(<ProfileSettings initialUser={USER} smsAvailable={false} mailAvailable={false} />);
  const host = serverHtml(ui);
  typeEarly(named(host, 'nickname'), 'Anna Early');
  typeEarly(named(host, 'company'), 'Early Cases Ltd');
  typeEarly(named(host, 'current_password'), 'Old-pass-123');
  typeEarly(named(host, 'password'), 'New-pass-4567');
  typeEarly(named(host, 'password_confirmation'), 'New-pass-4567');
  await hydrate(host, ui);
  patch.mockResolvedValue(envelope({ ...USER, nickname: 'Anna Early', company: 'Early Cases Ltd' }));
  post.mockResolvedValue(envelope({ ended_sessions: 0 }));

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
  expect(patch.mock.calls[0][0]).toBe('/user');
  expect(patch.mock.calls[0][1].data).toEqual({ nickname: 'Anna Early', company: 'Early Cases Ltd' });

  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0][0]).toBe('/user/password');
  expect(post.mock.calls[0][1].data).toEqual({ current_password: 'Old-pass-123', password: 'New-pass-4567', password_confirmation: 'New-pass-4567' });
});

test('help: the topic and message typed early are sent', async () => {
  const ui = page(<HelpForm messagesHref="/en/user/message" filesHref="/en/user/uploading" />);
  const host = serverHtml(ui);
  typeEarly(named(host, 'topic'), 'shipping');
  typeEarly(named(host, 'message'), 'Where is my order? It was due on Monday.');
  await hydrate(host, ui);
  post.mockResolvedValue(envelope({ thread_id: 3, message_id: 9 }));

  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0][0]).toBe('/user/help');
  expect(post.mock.calls[0][1].data).toEqual({ topic: 'shipping', message: 'Where is my order? It was due on Monday.', files: [] });
});

test('college: the school, role and ID typed early stay filled in when the form answers (only the card is missing)', async () => {
  const ui = page(<CollegeForm renewal={false} filesHref="/en/user/uploading" />);
  const host = serverHtml(ui);
  typeEarly(named(host, 'school'), 'Royal College of Art');
  clickEarly(named(host, 'role', 'student'));
  typeEarly(named(host, 'id_number'), 'RCA-2026-0042');
  await hydrate(host, ui);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Send for review' }));
  // The shared rules ran on what was typed: only the document is missing, and the form re-rendered with the typed values.
  await waitFor(() => expect(screen.getByTestId('college-form').querySelectorAll('[aria-invalid="true"]')).toHaveLength(0));
  expect(screen.getByLabelText('School or college')).toHaveValue('Royal College of Art');
  expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
  expect(screen.getByLabelText('Student or staff ID number')).toHaveValue('RCA-2026-0042');
  expect(screen.getByRole('alert')).toBeVisible();
  expect(post).not.toHaveBeenCalled();
});

test('messages: a reply typed early can be sent', async () => {
  const thread = { id: null, kind: 'general' as const, order: null, last_message: null, unread: 0, last_message_at: null };
  const list: MemberThreadList = { list: [thread], unread_total: 0 };
  const first: ThreadPage = { thread, messages: [], has_more: false };
  get.mockImplementation((url: string, options?: { params?: Record<string, unknown> }) => Promise.resolve(options?.params?.general ? first : list));
  const ui = page(
    <MessagesView
      initialList={list}
      initialKey={{ general: true }}
      initialPage={first}
      orderHref="/en/user/myOrder/{id}"
      pageHref="/en/user/message"
      filesHref="/en/user/uploading"
    />,
  );
  const host = serverHtml(ui);
  typeEarly(named(host, 'body'), 'Can you send a sample first?');
  await hydrate(host, ui);
  post.mockResolvedValue({
    thread_id: 5,
    message: { id: 1, from_staff: false, author: null, body: 'Can you send a sample first?', files: [], created_at: '2026-05-01T08:00:00.000Z' },
  });

  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post.mock.calls[0]).toEqual(['/messages', { data: { general: true, body: 'Can you send a sample first?', files: [] }, errorMessageMode: 'none' }]);
});
