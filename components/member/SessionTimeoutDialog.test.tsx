import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { getToken, notifySessionTimeout } from '@/lib/api/feedback';
import { INITIAL_SESSION_STATE, sessionStore } from '@/lib/session/store';
import { localCache, sessionCache } from '@/lib/storage';
import { stubDialog } from '@/lib/testing/dialog';
import SessionTimeoutDialog from './SessionTimeoutDialog';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const m = messages.member.timeout;
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 0, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };

function renderDialog(reload = jest.fn()) {
  const user = userEvent.setup();
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SessionTimeoutDialog homeHref="/en" reload={reload} />
    </NextIntlClientProvider>,
  );
  return { user, reload, ...view };
}

const timeout = () => act(() => notifySessionTimeout({ code: 401, httpStatus: 401, message: 'expired', method: 'GET', url: '/basic-api/v1/user' }));

beforeAll(stubDialog);
beforeEach(() => {
  sessionStore.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('a 401 clears the token and opens a dialog that Escape and the backdrop cannot close', async () => {
  sessionStore.setToken('tok');
  sessionStore.setUserInfo(USER);
  const { user, reload } = renderDialog();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  timeout();
  const dialog = screen.getByRole('dialog', { name: m.title });
  expect(dialog).toHaveAccessibleDescription('Your login has expired. Please log in again.');
  expect(getToken()).toBeNull();
  expect(sessionStore.getState()).toMatchObject({ token: null, sessionTimeout: true });

  await user.keyboard('{Escape}');
  await user.click(dialog);
  expect(screen.getByRole('dialog', { name: m.title })).toBeInTheDocument();
  // Only the confirm button: no cancel.
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect(reload).not.toHaveBeenCalled();
});

test('confirming wipes the stored data and reloads home', async () => {
  localCache.set('favourites', [1, 2]);
  sessionCache.set('draft', 'x');
  window.localStorage.setItem('not-ours', 'kept');
  sessionStore.setUserInfo(USER);
  const { user, reload } = renderDialog();
  timeout();
  await user.click(screen.getByRole('button', { name: m.confirm }));
  expect(localCache.get('favourites')).toBeUndefined();
  expect(sessionCache.get('draft')).toBeUndefined();
  expect(window.localStorage.getItem('not-ours')).toBe('kept');
  expect(sessionStore.getState()).toEqual(INITIAL_SESSION_STATE);
  expect(reload).toHaveBeenCalledWith('/en');
});

test('the handler is registered only while the dialog is mounted', () => {
  const { unmount } = renderDialog();
  unmount();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  timeout();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no handler registered'));
  expect(sessionStore.getState().sessionTimeout).toBe(false);
  warn.mockRestore();
});
