/** @jest-environment node */
/*
 * WeChat and QQ login and binding over HTTP: the route handlers, called with Request objects, on a
 * test database handed to getDb() through its per-process holder, against a fake provider (an
 * HTTP server this test starts on 127.0.0.1) that the configuration points at.
 */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { oauthStates, socialAccounts, users } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { FAKE_CREDENTIALS, FakeSocialProvider, type FakePerson } from '@/lib/server/testing/fake-social-provider';
import * as providersRoute from '@/app/basic-api/v1/authorizations/social/providers/route';
import * as startRoute from '@/app/basic-api/v1/authorizations/social/[provider]/start/route';
import * as wechatCallback from '@/app/basic-api/v1/wechatCallback/route';
import * as qqCallback from '@/app/basic-api/v1/qqCallback/route';
import * as bindRoute from '@/app/basic-api/v1/user/socialite_bind/[app]/route';
import * as userRoute from '@/app/basic-api/v1/user/route';
import { createAccountUser } from '../accounts';
import { createSession } from '../sessions';
import { hashSecret } from '../tokens';

jest.setTimeout(120_000);

const SITE = 'http://localhost:3000';
const BASE = `${SITE}/basic-api/v1`;
const HOLDER = Symbol.for('case-site.database');

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

let addressSeq = 0;
interface CallOptions<P> {
  params?: P;
  /** The `oauth_browser` cookie: which browser this is. */
  browser?: string | null;
  /** A session token, sent as the `token` cookie. */
  session?: string;
  headers?: Record<string, string>;
  address?: string;
}

async function call<P = Record<string, never>>(handler: Handler<P>, path: string, options: CallOptions<P> = {}) {
  const cookies = [
    options.browser ? `${AUTH.social.browserCookie}=${options.browser}` : null,
    options.session ? `${AUTH.cookieName}=${options.session}` : null,
  ].filter(Boolean);
  const headers: Record<string, string> = {
    'accept-language': 'en',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': options.address ?? `10.9.0.${++addressSeq % 250}`,
    ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    ...options.headers,
  };
  const response = await handler(new Request(`${BASE}${path}`, { headers }), { params: Promise.resolve((options.params ?? {}) as P) });
  const setCookies = response.headers.getSetCookie();
  const cookie = (name: string) => setCookies.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1]).find((v) => v !== undefined);
  return { response, body: await response.json(), setCookies, cookie };
}

/** Asks for an authorization link like the page does; answers the URL's parts and the browser cookie. */
async function start(provider: 'wechat' | 'qq', query: string, options: CallOptions<{ provider: string }> = {}) {
  const answer = await call(startRoute.GET, `/authorizations/social/${provider}/start?${query}`, { ...options, params: { provider } });
  expect(answer.body).toMatchObject({ code: 200, status: 'success' });
  const url = new URL(answer.body.result.url);
  return {
    url,
    state: url.searchParams.get('state')!,
    redirectUri: url.searchParams.get('redirect_uri')!,
    browser: answer.cookie(AUTH.social.browserCookie) ?? options.browser!,
    answer,
  };
}

const person = (name: string, extra: Partial<FakePerson> = {}): FakePerson => ({
  openid: `o-${name}-${Math.random().toString(36).slice(2, 8)}`,
  nickname: name,
  avatar: `https://avatars.example/${name}.png`,
  ...extra,
});

describe.each(testDatabases())('social login routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const fake = new FakeSocialProvider();
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    await fake.start();
    Object.assign(process.env, fake.env(), { SITE_URL: SITE });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    process.env = savedEnv;
    jest.restoreAllMocks();
    await fake.close();
    await opened?.close();
  });

  async function memberWithSession(account: string) {
    const user = (await createAccountUser(opened.db, account, 'not-a-real-hash'))!;
    const session = await createSession(opened.db, user.id, { userAgent: 'jest', clientAddress: '10.0.0.1' });
    return { user, token: session.token };
  }

  it('lists the configured providers, and hides one without credentials', async () => {
    expect((await call(providersRoute.GET, '/authorizations/social/providers')).body).toEqual({
      code: 200, status: 'success', message: '', result: { wechat: true, qq: true },
    });
    const secret = process.env.QQ_APP_KEY;
    delete process.env.QQ_APP_KEY;
    try {
      expect((await call(providersRoute.GET, '/authorizations/social/providers')).body.result).toEqual({ wechat: true, qq: false });
    } finally {
      process.env.QQ_APP_KEY = secret;
    }
  });

  it('builds the WeChat link: appid, the login page as redirect_uri, a state, and the browser cookie', async () => {
    const { url, state, redirectUri, answer } = await start('wechat', 'purpose=login&redirect=%2Fuser%2Fprofile');
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/connect/qrconnect`);
    expect(url.searchParams.get('appid')).toBe(FAKE_CREDENTIALS.wechat.appId);
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(redirectUri).toBe(`${SITE}/weChatLogin`);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = answer.setCookies.find((c) => c.startsWith(`${AUTH.social.browserCookie}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/basic-api\/v1/);
    expect(cookie).toMatch(/Max-Age=600/);
    // only the state's hash is stored
    const [row] = await opened.db.select().from(oauthStates).where(eq(oauthStates.stateHash, hashSecret('oauth-state', state)));
    expect(row).toMatchObject({ provider: 'wechat', purpose: 'login', userId: null, redirect: '/user/profile', redirectUri: `${SITE}/weChatLogin` });
    expect(JSON.stringify(row)).not.toContain(state);
  });

  it('keeps the browser cookie across links, puts the locale on the return page, and builds the QQ link', async () => {
    const first = await start('qq', 'purpose=login&locale=en');
    expect(first.redirectUri).toBe(`${SITE}/en/qqLogin`);
    expect(first.url.searchParams.get('client_id')).toBe(FAKE_CREDENTIALS.qq.appId);
    expect(first.url.searchParams.get('scope')).toBe('get_user_info');
    const second = await start('qq', 'purpose=login&locale=zh-CN', { browser: first.browser });
    expect(second.browser).toBe(first.browser);
    expect(second.redirectUri).toBe(`${SITE}/qqLogin`);
  });

  it('refuses bad start requests', async () => {
    const get = (path: string, options: CallOptions<{ provider: string }>) => call(startRoute.GET, path, options);
    expect((await get('/authorizations/social/github/start', { params: { provider: 'github' } })).response.status).toBe(404);
    const evil = await get('/authorizations/social/wechat/start?purpose=login&redirect=%2F%2Fevil.example', { params: { provider: 'wechat' } });
    expect(evil.body).toMatchObject({ code: 400, message: 'The page to return to must be a path on this site.' });
    expect((await get('/authorizations/social/wechat/start?purpose=steal', { params: { provider: 'wechat' } })).response.status).toBe(400);
    expect((await get('/authorizations/social/wechat/start?response_type=token', { params: { provider: 'wechat' } })).response.status).toBe(400);
    const bind = await get('/authorizations/social/wechat/start?purpose=bind', { params: { provider: 'wechat' } });
    expect(bind.response.status).toBe(401);
    expect(bind.body).toMatchObject({ code: 401, message: 'Your login has expired. Please log in again.' });
    const crossSite = await get('/authorizations/social/wechat/start', { params: { provider: 'wechat' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.response.status).toBe(403);
  });

  it('logs in with WeChat: a new member from the provider profile, a session, and the same member the next time', async () => {
    const alice = person('Alice', { unionid: `u-alice-${Date.now()}` });
    const first = await start('wechat', 'purpose=login&redirect=%2Fuser%2FmyOrder');
    const code = fake.issueCode('wechat', alice);
    const login = await call(wechatCallback.GET, `/wechatCallback?code=${code}&state=${first.state}`, { browser: first.browser });
    expect(login.response.status).toBe(200);
    expect(login.body).toEqual({
      code: 200,
      status: 'success',
      message: 'You are logged in with WeChat.',
      result: { access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: AUTH.sessionTtlSeconds, redirect: '/user/myOrder' },
    });
    const token = login.cookie(AUTH.cookieName);
    expect(token).toBe(login.body.result.access_token);
    const info = await call(userRoute.GET, '/user', { session: token });
    expect(info.body.result).toMatchObject({ account: null, phone: null, nickname: 'Alice', avatar: 'https://avatars.example/Alice.png' });
    const [link] = await opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, info.body.result.id));
    expect(link).toMatchObject({ provider: 'wechat', providerUserId: alice.unionid, nickname: 'Alice' });
    const [member] = await opened.db.select().from(users).where(eq(users.id, info.body.result.id));
    expect(member.passwordHash).toBeNull();

    // next time (the nickname changed at WeChat): the same member, the link's profile refreshed
    alice.nickname = 'Alice Li';
    const again = await start('wechat', 'purpose=login', { browser: first.browser });
    const second = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', alice)}&state=${again.state}`, { browser: first.browser });
    expect(second.body).toMatchObject({ code: 200, result: { redirect: null } });
    const infoAgain = await call(userRoute.GET, '/user', { session: second.body.result.access_token });
    expect(infoAgain.body.result.id).toBe(info.body.result.id);
    const [refreshed] = await opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, info.body.result.id));
    expect(refreshed.nickname).toBe('Alice Li');
  });

  it('refuses a wrong, reused, expired or other-browser state with a clear message', async () => {
    const bob = person('Bob');
    const stateMessage = 'The login link has expired or was opened in another browser. Please start the WeChat login again.';
    const expectRefused = (answer: { response: Response; body: unknown }) => {
      expect(answer.response.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, status: 'fail', message: stateMessage, result: { reason: 'state' } });
    };

    const link = await start('wechat', 'purpose=login');
    // no state, a made-up state
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}`, { browser: link.browser }));
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${'x'.repeat(43)}`, { browser: link.browser }));
    // another browser (another cookie, or none): refused, and the state stays usable by its own browser
    const otherBrowser = (await start('qq', 'purpose=login')).browser;
    expect(otherBrowser).not.toBe(link.browser);
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${link.state}`, { browser: otherBrowser }));
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${link.state}`, { browser: null }));
    // a QQ state on the WeChat callback
    const qqLink = await start('qq', 'purpose=login', { browser: link.browser });
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${qqLink.state}`, { browser: link.browser }));

    const ok = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${link.state}`, { browser: link.browser });
    expect(ok.body.status).toBe('success');
    // used once already
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${link.state}`, { browser: link.browser }));

    // expired (10 minutes have passed)
    const late = await start('wechat', 'purpose=login', { browser: link.browser });
    await opened.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashSecret('oauth-state', late.state)));
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${late.state}`, { browser: link.browser }));

    // a bind state is not a login state
    const { token } = await memberWithSession('bind.not.login');
    const bindLink = await start('wechat', 'purpose=bind', { browser: link.browser, session: token });
    expectRefused(await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', bob)}&state=${bindLink.state}`, { browser: link.browser }));
  });

  it('answers provider errors and a missing code clearly', async () => {
    const link = await start('wechat', 'purpose=login');
    const wrong = await call(wechatCallback.GET, `/wechatCallback?code=not-a-code&state=${link.state}`, { browser: link.browser });
    expect(wrong.body).toEqual({
      code: 400,
      status: 'fail',
      message: 'WeChat did not accept the authorization (the code is invalid or has already been used). Please try again.',
      result: { reason: 'provider_rejected' },
    });
    expect(wrong.setCookies.some((c) => c.startsWith(`${AUTH.cookieName}=`))).toBe(false);

    const down = await start('wechat', 'purpose=login', { browser: link.browser });
    fake.mode = 'down';
    try {
      const answer = await call(wechatCallback.GET, `/wechatCallback?code=x&state=${down.state}`, { browser: link.browser });
      expect(answer.response.status).toBe(502);
      expect(answer.body).toMatchObject({ code: 502, message: 'WeChat cannot be reached at the moment. Please try again later.', result: { reason: 'provider_unavailable' } });
    } finally {
      fake.mode = 'up';
    }
    const missing = await call(wechatCallback.GET, `/wechatCallback?state=${link.state}`, { browser: link.browser });
    expect(missing.body).toMatchObject({ code: 400, message: 'WeChat sent no authorization code. Please start again.' });
  });

  it('answers 503 with a clear message when the provider is not configured', async () => {
    const id = process.env.WECHAT_APP_ID;
    delete process.env.WECHAT_APP_ID;
    try {
      const callback = await call(wechatCallback.GET, '/wechatCallback?code=x&state=y');
      expect(callback.response.status).toBe(503);
      expect(callback.body).toEqual({
        code: 503, status: 'fail', message: 'WeChat login is not available on this site at the moment.', result: { reason: 'not_configured' },
      });
      const link = await call(startRoute.GET, '/authorizations/social/wechat/start?purpose=login', { params: { provider: 'wechat' } });
      expect(link.response.status).toBe(503);
      const bind = await call(bindRoute.GET, '/user/socialite_bind/wechat?code=x&state=y', {
        params: { app: 'wechat' },
        session: (await memberWithSession('not.configured')).token,
      });
      expect(bind.response.status).toBe(200);
      expect(bind.body).toEqual({ status: 'fail', message: 'WeChat login is not available on this site at the moment.', reason: 'not_configured' });
    } finally {
      process.env.WECHAT_APP_ID = id;
    }
  });

  it('logs in with QQ by code (the same redirect_uri), and by access_token (the /qqLogin?access_token= form)', async () => {
    const carol = person('Carol');
    const link = await start('qq', 'purpose=login&redirect=%2Fuser%2Fprofile');
    const code = fake.issueCode('qq', carol, link.redirectUri);
    const byCode = await call(qqCallback.GET, `/qqCallback?code=${code}&state=${link.state}`, { browser: link.browser });
    expect(byCode.body).toMatchObject({ code: 200, message: 'You are logged in with QQ.', result: { redirect: '/user/profile' } });
    const member = (await call(userRoute.GET, '/user', { session: byCode.body.result.access_token })).body.result;
    expect(member).toMatchObject({ nickname: 'Carol', avatar: 'https://avatars.example/Carol.png' });

    const implicit = await start('qq', 'purpose=login&response_type=token', { browser: link.browser });
    expect(implicit.url.searchParams.get('response_type')).toBe('token');
    const byToken = await call(qqCallback.GET, `/qqCallback?access_token=${fake.issueQqToken(carol)}&state=${implicit.state}`, { browser: link.browser });
    expect(byToken.body).toMatchObject({ code: 200, status: 'success' });
    expect((await call(userRoute.GET, '/user', { session: byToken.body.result.access_token })).body.result.id).toBe(member.id);

    // a token QQ issued to another app is refused (it would let any QQ app log its users in here)
    const foreign = await start('qq', 'purpose=login', { browser: link.browser });
    const refused = await call(qqCallback.GET, `/qqCallback?access_token=${fake.issueQqToken(carol, '424242')}&state=${foreign.state}`, { browser: link.browser });
    expect(refused.body).toMatchObject({ code: 400, result: { reason: 'provider_rejected' } });
    // a token still needs this browser's state
    const noState = await call(qqCallback.GET, `/qqCallback?access_token=${fake.issueQqToken(carol)}`, { browser: link.browser });
    expect(noState.body).toMatchObject({ code: 400, result: { reason: 'state' } });
  });

  it('binds WeChat to the logged-in member; a later WeChat login finds that member', async () => {
    const { user, token } = await memberWithSession('dora.binds');
    const dora = person('Dora');
    const link = await start('wechat', 'purpose=bind&redirect=%2Fuser%2Fprofile', { session: token });
    expect(link.redirectUri).toBe(`${SITE}/user/profile/wechatBind?app=wechat`);
    const code = fake.issueCode('wechat', dora);
    const bound = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=${code}&state=${link.state}`, {
      params: { app: 'wechat' }, session: token, browser: link.browser,
    });
    expect(bound.response.status).toBe(200);
    expect(bound.body).toEqual({ status: 'success', message: 'Bound successfully.', redirect: '/user/profile' });
    expect(bound.body).not.toHaveProperty('code');
    // GET /user names the link (what the profile page shows)
    const info = (await call(userRoute.GET, '/user', { session: token })).body.result;
    expect(info.social).toEqual({ wechat: { nickname: dora.nickname, bound_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }, qq: null });

    const login = await start('wechat', 'purpose=login', { browser: link.browser });
    const loggedIn = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', dora)}&state=${login.state}`, { browser: link.browser });
    expect((await call(userRoute.GET, '/user', { session: loggedIn.body.result.access_token })).body.result).toMatchObject({ id: user.id, account: 'dora.binds' });

    // binding again: the member already has a WeChat account
    const again = await call(startRoute.GET, '/authorizations/social/wechat/start?purpose=bind', { params: { provider: 'wechat' }, session: token, browser: link.browser });
    expect(again.body).toMatchObject({ code: 400, message: 'Your account is already bound to a WeChat account.' });
  });

  it('refuses to bind an account that belongs to another member, with the message in the raw answer', async () => {
    const owner = await memberWithSession('erin.owner');
    const other = await memberWithSession('frank.other');
    const erin = person('Erin');
    const first = await start('qq', 'purpose=bind', { session: owner.token });
    expect(first.redirectUri).toBe(`${SITE}/user/profile/qqBind`);
    const ok = await call(bindRoute.GET, `/user/socialite_bind/qq?code=${fake.issueCode('qq', erin, first.redirectUri)}&state=${first.state}`, {
      params: { app: 'qq' }, session: owner.token, browser: first.browser,
    });
    expect(ok.body.status).toBe('success');

    const second = await start('qq', 'purpose=bind', { session: other.token });
    const taken = await call(bindRoute.GET, `/user/socialite_bind/qq?code=${fake.issueCode('qq', erin, second.redirectUri)}&state=${second.state}`, {
      params: { app: 'qq' }, session: other.token, browser: second.browser,
    });
    expect(taken.response.status).toBe(200);
    expect(taken.body).toEqual({ status: 'fail', message: 'This QQ account is already bound to another member.', reason: 'bound_to_other' });
    const links = await opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, other.user.id));
    expect(links).toEqual([]);
  });

  it('binding: no session is 401, a state of another member or browser and a provider error are status fail', async () => {
    const gina = await memberWithSession('gina.binds');
    const hank = await memberWithSession('hank.binds');
    const link = await start('wechat', 'purpose=bind', { session: gina.token });

    const noSession = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=x&state=${link.state}`, { params: { app: 'wechat' }, browser: link.browser });
    expect(noSession.response.status).toBe(401);
    expect(noSession.body).toEqual({ status: 'fail', message: 'Your login has expired. Please log in again.', reason: 'session' });

    const bindState = 'The binding link has expired or was opened in another browser. Please start binding WeChat again.';
    const hanks = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=${fake.issueCode('wechat', person('H'))}&state=${link.state}`, {
      params: { app: 'wechat' }, session: hank.token, browser: link.browser,
    });
    expect(hanks.body).toEqual({ status: 'fail', message: bindState, reason: 'state' });
    const otherBrowser = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=${fake.issueCode('wechat', person('G'))}&state=${link.state}`, {
      params: { app: 'wechat' }, session: gina.token, browser: 'B'.repeat(43),
    });
    expect(otherBrowser.body).toMatchObject({ status: 'fail', reason: 'state' });
    const badCode = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=wrong&state=${link.state}`, {
      params: { app: 'wechat' }, session: gina.token, browser: link.browser,
    });
    expect(badCode.body).toMatchObject({ status: 'fail', reason: 'provider_rejected', message: expect.stringContaining('WeChat did not accept') });
    const unknown = await call(bindRoute.GET, '/user/socialite_bind/github?code=x&state=y', { params: { app: 'github' }, session: gina.token });
    expect(unknown.body).toEqual({ status: 'fail', message: 'There is no such login provider.', reason: 'unknown_provider' });
  });

  it('refuses a WeChat login into a disabled member, and starts no session', async () => {
    const ivy = person('Ivy');
    const first = await start('wechat', 'purpose=login');
    const loggedIn = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', ivy)}&state=${first.state}`, { browser: first.browser });
    expect(loggedIn.body).toMatchObject({ code: 200 });
    const [link] = await opened.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, ivy.openid));
    await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, link.userId));
    const again = await start('wechat', 'purpose=login');
    const refused = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', ivy)}&state=${again.state}`, { browser: again.browser });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'fail', result: { reason: 'disabled' }, message: 'The member account of this WeChat account has been disabled. Please contact us.' });
    expect(refused.cookie(AUTH.cookieName)).toBeUndefined();
  });

  it('refuses cross-site callbacks and rate-limits them per address', async () => {
    const crossSite = await call(wechatCallback.GET, '/wechatCallback?code=x&state=y', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.response.status).toBe(403);
    const address = '10.77.0.1';
    const { max } = AUTH.rateLimit.socialCallbackPerAddress;
    for (let i = 0; i < max; i += 1) await call(qqCallback.GET, '/qqCallback?code=x&state=y', { address });
    const limited = await call(qqCallback.GET, '/qqCallback?code=x&state=y', { address });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers in the asked language', async () => {
    const answer = await call(wechatCallback.GET, '/wechatCallback?code=x&state=y', { headers: { 'accept-language': 'zh-CN' } });
    expect(answer.body.message).toBe('登录链接已过期，或是在另一个浏览器中打开的。请重新发起微信登录。');
  });
});
