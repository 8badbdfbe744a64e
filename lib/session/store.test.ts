/** @jest-environment jsdom */
import { getToken } from '@/lib/api/feedback';
import { loginDestination } from './destination';
import { createSessionStore, INITIAL_SESSION_STATE, mergeUserInfo, sessionStore } from './store';

const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 3, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };

describe('session store', () => {
  test('starts with every field of the session state empty', () => {
    expect(createSessionStore().getState()).toEqual({
      token: null,
      roles: [],
      userInfo: null,
      lastUpdateTime: 0,
      captchaKey: null,
      captchaImage: null,
      isLogin: false,
      loginDialogOpen: false,
      sessionTimeout: false,
    });
  });

  test('notifies subscribers on change only, and stops after unsubscribe', () => {
    const store = createSessionStore();
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    store.setToken('tok');
    store.setToken('tok');
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getState();
    store.setLoginDialogOpen(true);
    expect(store.getState()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.setSessionTimeout(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('user info: roles and the update time follow; avatar and points merged for the same member', () => {
    let now = 1000;
    const store = createSessionStore(() => now);
    store.setUserInfo({ ...USER, avatar: '/a.png' });
    expect(store.getState()).toMatchObject({ roles: ['member'], lastUpdateTime: 1000, userInfo: { avatar: '/a.png', points: 3 } });
    now = 2000;
    store.setUserInfo({ ...USER, avatar: '', points: Number.NaN });
    expect(store.getState()).toMatchObject({ lastUpdateTime: 2000, userInfo: { avatar: '/a.png', points: 3 } });
    store.updateUserInfo({ points: 40 });
    expect(store.getState().userInfo?.points).toBe(40);
    // Another member inherits nothing.
    expect(mergeUserInfo(store.getState().userInfo, { ...USER, id: 8, avatar: '', points: Number.NaN })).toMatchObject({ avatar: '', points: 0 });
    store.setUserInfo(null);
    expect(store.getState()).toMatchObject({ userInfo: null, roles: [] });
  });

  test('captcha, flags and reset', () => {
    const store = createSessionStore();
    store.setCaptcha({ key: 'k', image: 'data:image/svg+xml,x' });
    store.setLoggedIn(true);
    store.setSessionTimeout(true);
    expect(store.getState()).toMatchObject({ captchaKey: 'k', captchaImage: 'data:image/svg+xml,x', isLogin: true, sessionTimeout: true });
    store.setCaptcha(null);
    expect(store.getState()).toMatchObject({ captchaKey: null, captchaImage: null });
    store.reset();
    expect(store.getState()).toEqual(INITIAL_SESSION_STATE);
  });

  test('the API client reads the token from memory; nothing is written to browser storage', () => {
    sessionStore.setToken('tok_in_memory');
    expect(getToken()).toBe('tok_in_memory');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    sessionStore.setToken('  ');
    expect(getToken()).toBeNull();
    sessionStore.reset();
  });
});

describe('loginDestination', () => {
  test('a same-site redirect is kept; anything else, and the login page itself, goes home', () => {
    expect(loginDestination('/en/user/profile', '/en')).toBe('/en/user/profile');
    expect(loginDestination('/user/myOrder?page=2', '/')).toBe('/user/myOrder?page=2');
    expect(loginDestination('http://localhost:3000/en/faq', '/en', 'http://localhost:3000')).toBe('/en/faq');
    for (const bad of [null, '', '//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/login', '/en/login?redirect=/x']) {
      expect([bad, loginDestination(bad, '/en', 'http://localhost:3000')]).toEqual([bad, '/en']);
    }
  });
});
