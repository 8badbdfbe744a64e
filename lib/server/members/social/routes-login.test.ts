/** @jest-environment node */
/*
 * WeChat and QQ login over HTTP: the providers offered, the authorization links, the callbacks
 * (a new member, the same member again, refused states, provider errors, a provider not configured,
 * a disabled member, cross-site calls) and the language of the answers.
 * (The handlers, database and fake provider: routes-testing.ts.)
 */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import { oauthStates, socialAccounts, users } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { FAKE_CREDENTIALS } from '@/lib/server/testing/fake-social-provider';
import * as providersRoute from '@/app/basic-api/v1/authorizations/social/providers/route';
import * as startRoute from '@/app/basic-api/v1/authorizations/social/[provider]/start/route';
import * as wechatCallback from '@/app/basic-api/v1/wechatCallback/route';
import * as qqCallback from '@/app/basic-api/v1/qqCallback/route';
import * as bindRoute from '@/app/basic-api/v1/user/socialite_bind/[app]/route';
import * as userRoute from '@/app/basic-api/v1/user/route';
import { hashSecret } from '../tokens';
import { call, person, SITE, start, useSocialRoutes, type CallOptions } from './routes-testing';

jest.setTimeout(120_000);

describe.each(testDatabases())('social login routes on $name', ({ open }) => {
  const routes = useSocialRoutes(open);
  const { fake, memberWithSession } = routes;

  it('lists the configured providers, and hides one without credentials', async () => {
    expect((await call(providersRoute.GET, '/authorizations/social/providers')).body).toEqual({
      code: 200,
      status: 'success',
      message: '',
      result: { wechat: true, qq: true },
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
    const [row] = await routes.opened.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashSecret('oauth-state', state)));
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
    const [link] = await routes.opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, info.body.result.id));
    expect(link).toMatchObject({ provider: 'wechat', providerUserId: alice.unionid, nickname: 'Alice' });
    const [member] = await routes.opened.db.select().from(users).where(eq(users.id, info.body.result.id));
    expect(member.passwordHash).toBeNull();

    // next time (the nickname changed at WeChat): the same member, the link's profile refreshed
    alice.nickname = 'Alice Li';
    const again = await start('wechat', 'purpose=login', { browser: first.browser });
    const second = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', alice)}&state=${again.state}`, { browser: first.browser });
    expect(second.body).toMatchObject({ code: 200, result: { redirect: null } });
    const infoAgain = await call(userRoute.GET, '/user', { session: second.body.result.access_token });
    expect(infoAgain.body.result.id).toBe(info.body.result.id);
    const [refreshed] = await routes.opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, info.body.result.id));
    expect(refreshed.nickname).toBe('Alice Li');
  });

  it("answers a staff account's landing page with the WeChat login (the page asked for still wins on the client)", async () => {
    const sam = person('Sam');
    const first = await start('wechat', 'purpose=login');
    const once = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', sam)}&state=${first.state}`, { browser: first.browser });
    expect(once.body.result).not.toHaveProperty('landing');
    const info = await call(userRoute.GET, '/user', { session: once.body.result.access_token });
    await routes.opened.db
      .update(users)
      .set({ roles: ['member', 'admin'] })
      .where(eq(users.id, info.body.result.id));
    const again = await start('wechat', 'purpose=login&redirect=%2Fuser%2Fprofile', { browser: first.browser });
    const staff = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', sam)}&state=${again.state}`, { browser: first.browser });
    expect(staff.body.result).toMatchObject({ landing: '/en/admin', redirect: '/user/profile' });
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
    await routes.opened.db
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
        code: 503,
        status: 'fail',
        message: 'WeChat login is not available on this site at the moment.',
        result: { reason: 'not_configured' },
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

  it('refuses a WeChat login into a disabled member, and starts no session', async () => {
    const ivy = person('Ivy');
    const first = await start('wechat', 'purpose=login');
    const loggedIn = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', ivy)}&state=${first.state}`, { browser: first.browser });
    expect(loggedIn.body).toMatchObject({ code: 200 });
    const [link] = await routes.opened.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, ivy.openid));
    await routes.opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, link.userId));
    const again = await start('wechat', 'purpose=login');
    const refused = await call(wechatCallback.GET, `/wechatCallback?code=${fake.issueCode('wechat', ivy)}&state=${again.state}`, { browser: again.browser });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 'fail',
      result: { reason: 'disabled' },
      message: 'The member account of this WeChat account has been disabled. Please contact us.',
    });
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
