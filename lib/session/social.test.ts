import { api, ApiError } from '@/lib/api/client';
import { readProviderReturn, socialBind, socialLogin, startSocial, type ProviderReturn } from './social';
import { sessionStore } from './store';
import { expectBindThenUserInfo } from '@/lib/testing/social-calls';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());

const get = api.get as unknown as jest.Mock;
const USER = { id: 7, account: 'anna', nickname: 'anna', phone: null, avatar: '', points: 5, roles: ['member'], created_at: '2026-01-02T03:04:05.000Z' };

const at = (search: string, hash = '') => ({ search, hash });

beforeEach(() => {
  get.mockReset();
  sessionStore.reset();
});

describe('readProviderReturn', () => {
  test.each(['wechat', 'qq'] as const)('%s: code and state on the query', (provider) => {
    expect(readProviderReturn(provider, at('?code=abc&state=xyz'))).toEqual({ grant: { code: 'abc' }, state: 'xyz' });
  });

  test('QQ: access_token on the query', () => {
    expect(readProviderReturn('qq', at('?access_token=tok123&state=s1'))).toEqual({ grant: { access_token: 'tok123' }, state: 's1' });
  });

  test('QQ: access_token and state in the fragment', () => {
    expect(readProviderReturn('qq', at('', '#access_token=tok456&state=s2&expires_in=7776000'))).toEqual({
      grant: { access_token: 'tok456' },
      state: 's2',
    });
  });

  test('QQ: a code on the query wins over a token', () => {
    expect(readProviderReturn('qq', at('?code=c1&access_token=t1&state=s'))).toEqual({ grant: { code: 'c1' }, state: 's' });
  });

  test('WeChat ignores access_token, on the query and in the fragment', () => {
    expect(readProviderReturn('wechat', at('?access_token=tok&state=s'))).toEqual({ grant: null, state: 's' });
    expect(readProviderReturn('wechat', at('', '#access_token=tok&state=s'))).toEqual({ grant: null, state: null });
  });

  test.each(['wechat', 'qq'] as const)('%s: nothing on the address gives no grant and no state', (provider) => {
    expect(readProviderReturn(provider, at('', ''))).toEqual({ grant: null, state: null });
    expect(readProviderReturn(provider, at('?foo=bar', '#top'))).toEqual({ grant: null, state: null });
  });

  test('values are trimmed, and blank ones count as missing', () => {
    expect(readProviderReturn('wechat', at('?code=%20abc%20&state=%20xyz%20'))).toEqual({ grant: { code: 'abc' }, state: 'xyz' });
    expect(readProviderReturn('qq', at('', '#access_token=%20tok%20&state=%20s%20'))).toEqual({ grant: { access_token: 'tok' }, state: 's' });
    expect(readProviderReturn('wechat', at('?code=%20%20&state=%20'))).toEqual({ grant: null, state: null });
  });
});

describe('startSocial', () => {
  test('asks the server for the authorize link and leaves for it', async () => {
    get.mockResolvedValueOnce({ url: 'https://open.weixin.qq.com/connect/qrconnect?state=abc' });
    const leave = jest.fn();
    await startSocial('wechat', { purpose: 'login', redirect: '/en/user/profile', locale: 'en' }, leave);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/authorizations/social/wechat/start', {
      params: { purpose: 'login', redirect: '/en/user/profile', locale: 'en' },
      errorMessageMode: 'none',
      ignoreCancelToken: true,
    });
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/qrconnect?state=abc');
  });

  test('no redirect is sent as null', async () => {
    get.mockResolvedValueOnce({ url: 'https://graph.qq.com/oauth2.0/authorize?state=q' });
    const leave = jest.fn();
    await startSocial('qq', { purpose: 'bind', locale: 'zh' }, leave);
    expect(get).toHaveBeenCalledWith('/authorizations/social/qq/start', {
      params: { purpose: 'bind', redirect: null, locale: 'zh' },
      errorMessageMode: 'none',
      ignoreCancelToken: true,
    });
    expect(leave).toHaveBeenCalledWith('https://graph.qq.com/oauth2.0/authorize?state=q');
  });

  test('a refusal propagates and the page stays', async () => {
    const refusal = new ApiError('Too many attempts.', { kind: 'http', method: 'GET', url: '/basic-api/v1/authorizations/social/qq/start', httpStatus: 429 });
    get.mockRejectedValueOnce(refusal);
    const leave = jest.fn();
    await expect(startSocial('qq', { purpose: 'login', redirect: null, locale: 'en' }, leave)).rejects.toBe(refusal);
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('socialLogin', () => {
  const ANSWER = { access_token: 'tok_social', token_type: 'Bearer', expires_in: 604800, redirect: '/en/user/profile' };

  test('WeChat: GET /wechatCallback with the code and state', async () => {
    get.mockResolvedValueOnce(ANSWER);
    await expect(socialLogin('wechat', { grant: { code: 'abc' }, state: 'xyz' })).resolves.toEqual(ANSWER);
    expect(get).toHaveBeenCalledWith('/wechatCallback', {
      params: { code: 'abc', state: 'xyz' },
      errorMessageMode: 'none',
      ignoreCancelToken: true,
    });
  });

  test('QQ: GET /qqCallback with the code, or with the access token', async () => {
    get.mockResolvedValue(ANSWER);
    await socialLogin('qq', { grant: { code: 'c1' }, state: 's1' });
    expect(get).toHaveBeenLastCalledWith('/qqCallback', { params: { code: 'c1', state: 's1' }, errorMessageMode: 'none', ignoreCancelToken: true });
    await socialLogin('qq', { grant: { access_token: 't2' }, state: 's2' });
    expect(get).toHaveBeenLastCalledWith('/qqCallback', { params: { access_token: 't2', state: 's2' }, errorMessageMode: 'none', ignoreCancelToken: true });
  });

  test('a refusal rejects with the ApiError', async () => {
    const refusal = new ApiError('The authorization has expired.', { kind: 'http', method: 'GET', url: '/basic-api/v1/wechatCallback', httpStatus: 400 });
    get.mockRejectedValueOnce(refusal);
    await expect(socialLogin('wechat', { grant: { code: 'abc' }, state: 'xyz' })).rejects.toBe(refusal);
  });
});

describe('socialBind', () => {
  const BACK: ProviderReturn = { grant: { code: 'abc' }, state: 'xyz' };

  test('reads the raw answer; on success the user info is fetched again into the store', async () => {
    const answer = { status: 'success', message: 'Bound successfully.', redirect: null };
    get.mockResolvedValueOnce(answer).mockResolvedValueOnce({ ...USER, points: 42 });
    await expect(socialBind('qq', BACK)).resolves.toEqual(answer);
    expect(get).toHaveBeenCalledTimes(2);
    expectBindThenUserInfo(get, 'qq', { code: 'abc', state: 'xyz' });
    expect(sessionStore.getState()).toMatchObject({ isLogin: true, userInfo: { id: 7, points: 42 } });
  });

  test('QQ token grant is passed as access_token', async () => {
    get.mockResolvedValueOnce({ status: 'fail', message: 'x' });
    await socialBind('qq', { grant: { access_token: 'tt' }, state: 's' });
    expect(get).toHaveBeenCalledWith('/user/socialite_bind/qq', expect.objectContaining({ params: { access_token: 'tt', state: 's' } }));
  });

  test('a failed user-info fetch after success does not turn the binding into a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    get
      .mockResolvedValueOnce({ status: 'success', message: 'ok', redirect: '/en/user/profile' })
      .mockRejectedValueOnce(new ApiError('Server error', { kind: 'http', method: 'GET', url: '/basic-api/v1/user', httpStatus: 500 }));
    await expect(socialBind('wechat', BACK)).resolves.toEqual({ status: 'success', message: 'ok', redirect: '/en/user/profile' });
    expect(warn).toHaveBeenCalled();
    expect(sessionStore.getState().userInfo).toBeNull();
    warn.mockRestore();
  });

  test('on "fail" the user info is not fetched', async () => {
    const answer = { status: 'fail', message: 'This QQ account is already bound to another member.', reason: 'already_bound' };
    get.mockResolvedValueOnce(answer);
    await expect(socialBind('qq', BACK)).resolves.toEqual(answer);
    expect(get).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().userInfo).toBeNull();
  });

  test.each([
    ['null', null],
    ['a string', 'ok'],
    ['no status', { message: 'hi' }],
    ['an unknown status', { status: 'ok', message: 'hi' }],
  ])('a malformed answer (%s) reads as a failure without a message', async (_label, answer) => {
    get.mockResolvedValueOnce(answer);
    await expect(socialBind('wechat', BACK)).resolves.toEqual({ status: 'fail', message: '' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  test('a dead session rejects with the ApiError', async () => {
    const expired = new ApiError('Unauthenticated.', { kind: 'http', method: 'GET', url: '/basic-api/v1/user/socialite_bind/qq', httpStatus: 401, code: 401 });
    get.mockRejectedValueOnce(expired);
    await expect(socialBind('qq', BACK)).rejects.toBe(expired);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
