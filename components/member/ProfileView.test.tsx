import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format-date';
import { sessionStore } from '@/lib/session/store';
import { stubDialog } from '@/lib/testing/dialog';
import ProfileView from './ProfileView';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const get = api.get as unknown as jest.Mock;
const m = messages.member.profile;
const USER = {
  id: 7,
  account: 'anna.lee',
  nickname: 'Anna Lee',
  phone: '138****5716',
  avatar: '',
  points: 1250,
  roles: ['member'],
  created_at: '2026-01-02T03:04:05.000Z',
};

function renderView(providers: ('wechat' | 'qq')[] = [], initialUser?: typeof USER) {
  const user = userEvent.setup();
  render(
    // A fresh SWR cache per test, no retries to wait for.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <ProfileView homeHref="/en" profileHref="/en/user/profile" providers={providers} initialUser={initialUser} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  return user;
}

function failure(httpStatus: number, message: string) {
  return new ApiError(message, { kind: 'http', method: 'GET', url: '/basic-api/v1/user', httpStatus, code: httpStatus, result: null });
}

beforeAll(stubDialog);
beforeEach(() => {
  get.mockReset();
  sessionStore.reset();
});

test('loading, then the member: account, nickname, masked phone, points, member since, initials, logout', async () => {
  get.mockResolvedValueOnce(USER);
  renderView();
  expect(screen.getByRole('status')).toHaveTextContent(m.loading);
  expect(await screen.findByRole('heading', { name: 'Anna Lee' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/user', { errorMessageMode: 'none' });

  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(value(m.account)).toHaveTextContent('anna.lee');
  expect(value(m.nickname)).toHaveTextContent('Anna Lee');
  expect(value(m.phone)).toHaveTextContent('138****5716');
  expect(value(m.points)).toHaveTextContent('1,250');
  expect(value(m.memberSince)).toHaveTextContent(formatDateTime(new Date(USER.created_at)));
  expect(screen.getByRole('img', { name: 'Avatar of Anna Lee' })).toHaveTextContent('AL');
  expect(screen.getByRole('button', { name: messages.member.logout.button })).toBeInTheDocument();
  expect(sessionStore.getState()).toMatchObject({ isLogin: true, roles: ['member'] });
});

test('missing values read "Not set"', async () => {
  get.mockResolvedValueOnce({ ...USER, account: null, nickname: '138****5716', avatar: '' });
  renderView();
  await screen.findByRole('heading', { name: '138****5716' });
  expect(screen.getByText(m.account, { selector: 'dt' }).nextElementSibling).toHaveTextContent(m.notSet);
});

test('a failure shows its message and a retry that fetches again', async () => {
  get.mockRejectedValueOnce(failure(500, 'Server error, please contact the administrator'));
  const user = renderView();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(m.error);
  expect(alert).toHaveTextContent('Server error, please contact the administrator');
  expect(screen.queryByRole('button', { name: messages.member.logout.button })).not.toBeInTheDocument();

  get.mockResolvedValueOnce(USER);
  await user.click(screen.getByRole('button', { name: m.retry }));
  expect(await screen.findByRole('heading', { name: 'Anna Lee' })).toBeInTheDocument();
});

test('a 401 says the login has expired (the layout dialog takes over) and offers no retry', async () => {
  get.mockRejectedValueOnce(failure(401, 'You have no permission'));
  renderView();
  expect(await screen.findByText(m.expired)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
});

test('linked accounts: each configured provider, linked with its nickname or with a bind button that starts a binding', async () => {
  const social = messages.member.social;
  get.mockResolvedValueOnce({ ...USER, social: { wechat: { nickname: 'Anna WX', bound_at: '2026-02-01T00:00:00.000Z' }, qq: null } });
  const user = renderView(['wechat', 'qq']);
  await screen.findByRole('heading', { name: 'Anna Lee' });
  const section = screen.getByRole('region', { name: social.linkedTitle });
  expect(section).toHaveTextContent('Linked as Anna WX');
  expect(section).toHaveTextContent(social.notLinked);
  expect(screen.queryByRole('button', { name: 'Bind WeChat' })).not.toBeInTheDocument();

  // The start is refused (say, too many tries): the server's text shows, the button is usable again.
  get.mockRejectedValueOnce(new ApiError('Too many attempts. Please wait 60 seconds.', { kind: 'http', method: 'GET', url: '/x', httpStatus: 429, code: 429, result: null }));
  await user.click(screen.getByRole('button', { name: 'Bind QQ' }));
  expect(get).toHaveBeenLastCalledWith('/authorizations/social/qq/start', {
    params: { purpose: 'bind', redirect: '/en/user/profile', locale: 'en' },
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 60 seconds.');
  expect(screen.getByRole('button', { name: 'Bind QQ' })).not.toHaveAttribute('aria-disabled');
});

test('no configured provider: no linked-accounts section', async () => {
  get.mockResolvedValueOnce({ ...USER, social: { wechat: null, qq: null } });
  renderView([]);
  await screen.findByRole('heading', { name: 'Anna Lee' });
  expect(screen.queryByRole('region', { name: messages.member.social.linkedTitle })).not.toBeInTheDocument();
});

test('the member rendered on the server shows at once, without a second round trip, and fills the session', () => {
  renderView([], USER);
  expect(screen.getByRole('heading', { name: 'Anna Lee' })).toBeInTheDocument();
  expect(screen.queryByText(m.loading)).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
  expect(sessionStore.getState().userInfo?.id).toBe(7);
  expect(sessionStore.getState().isLogin).toBe(true);
});
