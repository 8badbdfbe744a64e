/** @jest-environment node */
/*
 * The WeChat and QQ clients against a fake provider (an HTTP server this test starts): configuration
 * from the environment, the authorize URLs, the code exchange, and every provider error turned into
 * a ProviderError of the right kind.
 */
import { FAKE_CREDENTIALS, FakeSocialProvider, type FakePerson } from '@/lib/server/testing/fake-social-provider';
import { getProviderJson } from './provider-http';
import { authorizeUrl, configuredProviders, fetchProfile, ProviderError, providerConfig, type ProviderConfig } from './providers';
import { qqProfileFromToken } from './qq';

jest.setTimeout(30_000);

const fake = new FakeSocialProvider();
let wechat: ProviderConfig;
let qq: ProviderConfig;

const alice: FakePerson = { openid: 'o-alice', unionid: 'u-alice', nickname: 'Alice 小艾', avatar: 'https://thirdwx.example/alice.png' };
const bob: FakePerson = { openid: 'o-bob', nickname: 'Bob', avatar: 'http://qzapp.example/bob/100' };

beforeAll(async () => {
  await fake.start();
  wechat = providerConfig('wechat', fake.env())!;
  qq = providerConfig('qq', fake.env())!;
});
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = 'up';
});

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('configuration', () => {
  it('is off without both the id and the secret, and defaults to the real providers', () => {
    expect(providerConfig('wechat', {})).toBeNull();
    expect(providerConfig('wechat', { WECHAT_APP_ID: 'wx1' })).toBeNull();
    expect(providerConfig('qq', { QQ_APP_ID: '1', QQ_APP_KEY: '  ' })).toBeNull();
    expect(providerConfig('wechat', { WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' })).toEqual({
      provider: 'wechat',
      appId: 'wx1',
      secret: 's',
      apiBase: 'https://api.weixin.qq.com',
      authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
      timeoutMs: 10_000,
    });
    expect(providerConfig('qq', { QQ_APP_ID: '1', QQ_APP_KEY: 'k', QQ_API_BASE: 'http://127.0.0.1:9/' })).toMatchObject({
      apiBase: 'http://127.0.0.1:9',
      authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
    });
    expect(configuredProviders({ QQ_APP_ID: '1', QQ_APP_KEY: 'k' })).toEqual({ wechat: false, qq: true });
  });

  it('stays off with a base URL that is not http(s)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(providerConfig('wechat', { WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', WECHAT_API_BASE: 'ftp://x' })).toBeNull();
    error.mockRestore();
  });
});

describe('authorize URLs', () => {
  it('WeChat: QR-code login with appid, redirect_uri, code, snsapi_login, state, #wechat_redirect', () => {
    const url = new URL(authorizeUrl(wechat, { state: 'S1', redirectUri: 'https://cases.example/weChatLogin' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: FAKE_CREDENTIALS.wechat.appId,
      redirect_uri: 'https://cases.example/weChatLogin',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'S1',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('QQ: client_id, redirect_uri, code (or token), get_user_info, state', () => {
    const url = new URL(authorizeUrl(qq, { state: 'S2', redirectUri: 'https://cases.example/qqLogin' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FAKE_CREDENTIALS.qq.appId,
      redirect_uri: 'https://cases.example/qqLogin',
      response_type: 'code',
      scope: 'get_user_info',
      state: 'S2',
    });
    expect(new URL(authorizeUrl(qq, { state: 'S', redirectUri: 'x:/', responseType: 'token' })).searchParams.get('response_type')).toBe('token');
  });
});

describe('WeChat exchange', () => {
  it('answers the unionid when there is one, else the openid, with nickname and picture', async () => {
    expect(await fetchProfile(wechat, { code: fake.issueCode('wechat', alice) }, '')).toEqual({
      provider: 'wechat',
      providerUserId: 'u-alice',
      nickname: 'Alice 小艾',
      avatar: 'https://thirdwx.example/alice.png',
    });
    expect(await fetchProfile(wechat, { code: fake.issueCode('wechat', bob) }, '')).toMatchObject({ providerUserId: 'o-bob', nickname: 'Bob' });
  });

  it('turns a wrong or used code and wrong credentials into a rejection', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await failureOf(fetchProfile(wechat, { code: 'nope' }, ''))).kind).toBe('rejected');
    const code = fake.issueCode('wechat', alice);
    await fetchProfile(wechat, { code }, '');
    const used = await failureOf(fetchProfile(wechat, { code }, ''));
    expect(used).toMatchObject({ kind: 'rejected', detail: expect.stringContaining('40163') });
    const wrongSecret = await failureOf(fetchProfile({ ...wechat, secret: 'other' }, { code: fake.issueCode('wechat', alice) }, ''));
    expect(wrongSecret.detail).toContain('40125');
    expect(wrongSecret.message).not.toContain('other');
    warn.mockRestore();
  });

  it('turns an unreachable, failing or silent provider into "unavailable"', async () => {
    fake.mode = 'down';
    expect((await failureOf(fetchProfile(wechat, { code: 'x' }, ''))).kind).toBe('unavailable');
    fake.mode = 'hang';
    const slow = await failureOf(fetchProfile({ ...wechat, timeoutMs: 200 }, { code: 'x' }, ''));
    expect(slow).toMatchObject({ kind: 'unavailable', detail: expect.stringContaining('no answer in 200 ms') });
    fake.mode = 'up';
    const closed = await failureOf(fetchProfile({ ...wechat, apiBase: 'http://127.0.0.1:9' }, { code: 'x' }, ''));
    expect(closed.kind).toBe('unavailable');
  });
});

describe('QQ exchange', () => {
  const redirectUri = 'https://cases.example/qqLogin';

  it('exchanges a code (with the same redirect_uri), then me and get_user_info', async () => {
    expect(await fetchProfile(qq, { code: fake.issueCode('qq', bob, redirectUri) }, redirectUri)).toEqual({
      provider: 'qq',
      providerUserId: 'o-bob',
      nickname: 'Bob',
      avatar: 'https://qzapp.example/bob/100',
    });
    expect(fake.calls.slice(-3)).toEqual(['/oauth2.0/token', '/oauth2.0/me', '/user/get_user_info']);
  });

  it('rejects a code with another redirect_uri, a wrong code and a dead token', async () => {
    expect((await failureOf(fetchProfile(qq, { code: fake.issueCode('qq', bob, redirectUri) }, 'https://elsewhere.example/'))).kind).toBe('rejected');
    expect((await failureOf(fetchProfile(qq, { code: 'nope' }, redirectUri))).detail).toContain('100019');
    expect((await failureOf(fetchProfile(qq, { accessToken: 'dead' }, redirectUri))).detail).toContain('100016');
  });

  it('takes an access token issued to this app, and refuses one issued to another app', async () => {
    expect(await qqProfileFromToken(qq, fake.issueQqToken(bob))).toMatchObject({ providerUserId: 'o-bob' });
    const foreign = await failureOf(qqProfileFromToken(qq, fake.issueQqToken(bob, '999')));
    expect(foreign).toMatchObject({ kind: 'rejected', detail: expect.stringContaining('another app') });
  });

  it('reads JSONP answers (QQ without fmt=json)', async () => {
    const token = fake.issueQqToken(bob);
    expect(await getProviderJson(qq, '/oauth2.0/me', { access_token: token })).toEqual({ client_id: FAKE_CREDENTIALS.qq.appId, openid: 'o-bob' });
  });

  it('WeChat needs a code, not a token', async () => {
    expect((await failureOf(fetchProfile(wechat, { accessToken: 't' }, ''))).kind).toBe('rejected');
  });
});
