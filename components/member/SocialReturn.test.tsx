import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import { SWRConfig } from 'swr';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { setApiFeedback, type ApiFeedback } from '@/lib/api/feedback';
import { rememberLoginDestination } from '@/lib/session/social';
import { sessionStore } from '@/lib/session/store';
import { expectBindThenUserInfo } from '@/lib/testing/social-calls';
import SocialReturn, { type SocialReturnProps } from './SocialReturn';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const replace = jest.fn();
const toast = jest.fn();
const s = messages.member.social;
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 0, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };
const LOGIN_ANSWER = { access_token: 'tok_social', token_type: 'Bearer', expires_in: 604800, redirect: '/en/cart' };
const HREFS = { home: '/en', loginHref: '/en/login', profileHref: '/en/user/profile' };

let unregisterFeedback: () => void = () => {};

function failure(httpStatus: number, message: string, url: string) {
  return new ApiError(message, { kind: 'http', method: 'GET', url, httpStatus, code: httpStatus, result: null });
}

function renderReturn(url: string, props: Pick<SocialReturnProps, 'provider' | 'purpose'>, strict = false) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  const tree = (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <SocialReturn {...HREFS} {...props} />
      </NextIntlClientProvider>
    </SWRConfig>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return user;
}

beforeEach(() => {
  get.mockReset();
  replace.mockReset();
  toast.mockReset();
  (useRouter as jest.Mock).mockReturnValue({ replace, push: jest.fn(), refresh: jest.fn() });
  sessionStore.reset();
  const feedback: ApiFeedback = { toast, modal: jest.fn(), t: (key) => key };
  unregisterFeedback = setApiFeedback(feedback);
});
afterEach(() => {
  unregisterFeedback();
  window.history.replaceState(null, '', '/');
  rememberLoginDestination(null);
});

describe('login', () => {
  test('success: the callback once (even in Strict Mode), the query dropped, the session set, then the redirect', async () => {
    get.mockResolvedValueOnce(LOGIN_ANSWER).mockResolvedValueOnce(USER);
    renderReturn('/en/weChatLogin?code=abc&state=xyz', { provider: 'wechat', purpose: 'login' }, true);

    expect(screen.getByRole('heading', { name: 'WeChat login' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/en/weChatLogin');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/cart'));
    expect(replace).toHaveBeenCalledTimes(1);

    const callbacks = get.mock.calls.filter(([path]) => path === '/wechatCallback');
    expect(callbacks).toHaveLength(1);
    expect(get).toHaveBeenCalledWith('/wechatCallback', {
      params: { code: 'abc', state: 'xyz' },
      errorMessageMode: 'none',
      ignoreCancelToken: true,
    });
    expect(get).toHaveBeenCalledWith('/user', { errorMessageMode: 'none' });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok_social', isLogin: true, userInfo: { id: 7 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Logging you in with WeChat');
  });

  test('success without a redirect goes home', async () => {
    get.mockResolvedValueOnce({ ...LOGIN_ANSWER, redirect: null }).mockResolvedValueOnce(USER);
    renderReturn('/en/qqLogin#access_token=tok&state=s', { provider: 'qq', purpose: 'login' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'));
    expect(get).toHaveBeenCalledWith('/qqCallback', expect.objectContaining({ params: { access_token: 'tok', state: 's' } }));
    expect(window.location.hash).toBe('');
  });

  test('refused: the server text, a way to start again and a way back to the login page', async () => {
    get.mockRejectedValueOnce(failure(400, 'The authorization has expired. Please try again.', '/basic-api/v1/wechatCallback'));
    // The login was started for the profile page (the buttons keep that in this tab).
    rememberLoginDestination('/en/user/profile');
    const user = renderReturn('/en/weChatLogin?code=abc&state=xyz', { provider: 'wechat', purpose: 'login' });

    expect(await screen.findByRole('alert')).toHaveTextContent('The authorization has expired. Please try again.');
    expect(screen.getByText('The WeChat login did not complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.backToLogin })).toHaveAttribute('href', '/en/login');
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLogin).toBe(false);

    // Try again asks the server for a new start (the page would leave for the answered url).
    get.mockRejectedValueOnce(failure(429, 'Too many attempts.', '/basic-api/v1/authorizations/social/wechat/start'));
    await user.click(screen.getByRole('button', { name: s.tryAgain }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/authorizations/social/wechat/start', {
        params: { purpose: 'login', redirect: '/en/user/profile', locale: 'en' },
        errorMessageMode: 'none',
        ignoreCancelToken: true,
      }),
    );
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: s.tryAgain })).not.toHaveAttribute('aria-disabled');
  });

  test('no code on the address: the cancelled message, and no call', async () => {
    renderReturn('/en/weChatLogin?state=xyz', { provider: 'wechat', purpose: 'login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('WeChat sent no authorization: it was cancelled or did not finish.');
    expect(get).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('button', { name: s.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.backToLogin })).toHaveAttribute('href', '/en/login');
  });
});

describe('bind', () => {
  test('success: the user info is fetched again, a toast says so, then back to the profile', async () => {
    get.mockResolvedValueOnce({ status: 'success', message: 'Bound successfully.', redirect: null }).mockResolvedValueOnce(USER);
    renderReturn('/en/user/profile/qqBind?code=abc&state=xyz', { provider: 'qq', purpose: 'bind' });

    expect(screen.getByRole('heading', { name: 'Bind QQ' })).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/profile'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(s.bound, { kind: 'success' });
    expectBindThenUserInfo(get, 'qq', { code: 'abc', state: 'xyz' });
    expect(sessionStore.getState().userInfo).toMatchObject({ id: 7 });
    expect(screen.getByRole('status')).toHaveTextContent(s.bound);
    expect(window.location.search).toBe('');
  });

  test('refused: the server text and a way back to the profile', async () => {
    get.mockResolvedValueOnce({ status: 'fail', message: 'This QQ account is already bound to another member.', reason: 'already_bound' });
    renderReturn('/en/user/profile/qqBind?code=abc&state=xyz', { provider: 'qq', purpose: 'bind' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This QQ account is already bound to another member.');
    expect(screen.getByText('QQ could not be bound to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.backToProfile })).toHaveAttribute('href', '/en/user/profile');
    expect(screen.queryByRole('link', { name: s.backToLogin })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  test('a dead session (401): the expired text, no alert, no navigation', async () => {
    get.mockRejectedValueOnce(failure(401, 'Unauthenticated.', '/basic-api/v1/user/socialite_bind/wechat'));
    renderReturn('/en/user/profile/wechatBind?code=abc&state=xyz', { provider: 'wechat', purpose: 'bind' });

    expect(await screen.findByText(messages.member.profile.expired)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
