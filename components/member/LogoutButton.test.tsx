import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import { INITIAL_SESSION_STATE, sessionStore } from '@/lib/session/store';
import { stubDialog } from '@/lib/testing/dialog';
import LogoutButton from './LogoutButton';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const replace = jest.fn();
const m = messages.member.logout;
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 12, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };

function renderButton() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LogoutButton homeHref="/en" />
    </NextIntlClientProvider>,
  );
  return user;
}

beforeAll(stubDialog);
beforeEach(() => {
  get.mockReset();
  replace.mockReset();
  (useRouter as jest.Mock).mockReturnValue({ replace, push: jest.fn() });
  sessionStore.reset();
});

test('asks first in a "Warm reminder" dialog; cancel keeps the session', async () => {
  sessionStore.setToken('tok');
  sessionStore.setUserInfo(USER);
  const user = renderButton();
  await user.click(screen.getByRole('button', { name: m.button }));
  const dialog = screen.getByRole('dialog', { name: 'Warm reminder' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
  await user.click(screen.getByRole('button', { name: m.cancel }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
  expect(sessionStore.getState().token).toBe('tok');
});

test('confirm: the "logging out" loader shows, the server session ends, the state resets, then home', async () => {
  sessionStore.setToken('tok');
  sessionStore.setUserInfo(USER);
  sessionStore.setLoggedIn(true);
  let finish: (value: null) => void = () => {};
  get.mockReturnValueOnce(new Promise<null>((resolve) => (finish = resolve)));
  const user = renderButton();
  await user.click(screen.getByRole('button', { name: m.button }));
  await user.click(screen.getByRole('button', { name: m.confirm }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(m.loading);
  expect(get).toHaveBeenCalledWith('/authorizations/logout', { ignoreCancelToken: true });
  expect(replace).not.toHaveBeenCalled();

  finish(null);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(sessionStore.getState()).toEqual(INITIAL_SESSION_STATE);
});

test('a failed server call still clears the session here and goes home', async () => {
  sessionStore.setUserInfo(USER);
  get.mockRejectedValueOnce(new Error('network'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const user = renderButton();
  await user.click(screen.getByRole('button', { name: m.button }));
  await user.click(screen.getByRole('button', { name: m.confirm }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  expect(sessionStore.getState().userInfo).toBeNull();
  warn.mockRestore();
});

test('without a known session nothing is sent to the server', async () => {
  const user = renderButton();
  await user.click(screen.getByRole('button', { name: m.button }));
  await user.click(screen.getByRole('button', { name: m.confirm }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
  expect(get).not.toHaveBeenCalled();
});
