import { api, ApiError } from '@/lib/api/client';
import { completeLogin, expireSession, hasKnownSession, logout } from './flows';
import { INITIAL_SESSION_STATE, sessionStore } from './store';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const get = api.get as unknown as jest.Mock;
const TOKEN = { access_token: 'tok_abc', token_type: 'Bearer' as const, expires_in: 604800 };
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 5, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };

beforeEach(() => {
  get.mockReset();
  sessionStore.reset();
});

describe('completeLogin (the login transition)', () => {
  test('stores the token, fetches the user info, sets the flags, then goes to the destination', async () => {
    sessionStore.setSessionTimeout(true);
    get.mockResolvedValueOnce(USER);
    const navigate = jest.fn();
    await completeLogin(TOKEN, { home: '/en', destination: '/en/user/profile', navigate });
    expect(get).toHaveBeenCalledWith('/user', { errorMessageMode: 'none' });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok_abc', isLogin: true, sessionTimeout: false, userInfo: { points: 5 } });
    expect(navigate).toHaveBeenCalledWith('/en/user/profile');
  });

  test('goes home when asked, and stays when there is nowhere to go', async () => {
    get.mockResolvedValue(USER);
    const navigate = jest.fn();
    await completeLogin(TOKEN, { goHome: true, home: '/en', destination: '/en/user/profile', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/en');
    navigate.mockClear();
    await completeLogin(TOKEN, { home: '/en', destination: null, navigate });
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a staff account lands on its landing page unless a page was asked for; a member without one goes home', async () => {
    get.mockResolvedValue({ ...USER, roles: ['member', 'sales'] });
    const navigate = jest.fn();
    await completeLogin({ ...TOKEN, landing: '/en/admin' }, { home: '/en', destination: '/en', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/en/admin');
    await completeLogin({ ...TOKEN, landing: '/en/admin' }, { home: '/en', destination: '/en/user/myOrder', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/en/user/myOrder');
    await completeLogin({ ...TOKEN, landing: '/en/admin' }, { goHome: true, home: '/en', destination: '/en', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/en');
    await completeLogin(TOKEN, { home: '/en', destination: '/en', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/en');
  });

  test('a failed user-info fetch does not undo the login', async () => {
    get.mockRejectedValueOnce(new ApiError('Server error', { kind: 'http', method: 'GET', url: '/basic-api/v1/user', httpStatus: 500 }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = jest.fn();
    await completeLogin(TOKEN, { home: '/en', destination: '/en/user/profile', navigate });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok_abc', isLogin: true, userInfo: null });
    expect(navigate).toHaveBeenCalledWith('/en/user/profile');
    warn.mockRestore();
  });
});

describe('logout and expiry', () => {
  test('logout ends a known session on the server, then resets everything', async () => {
    sessionStore.setToken('tok');
    sessionStore.setCaptcha({ key: 'k', image: 'i' });
    get.mockResolvedValueOnce(null);
    expect(hasKnownSession()).toBe(true);
    await logout();
    expect(get).toHaveBeenCalledWith('/authorizations/logout', { ignoreCancelToken: true });
    expect(sessionStore.getState()).toEqual(INITIAL_SESSION_STATE);
  });

  test('expiry clears only the token and raises the flag', () => {
    sessionStore.setToken('tok');
    sessionStore.setUserInfo(USER);
    expireSession();
    expect(sessionStore.getState()).toMatchObject({ token: null, sessionTimeout: true, userInfo: { account: 'anna' } });
  });
});
