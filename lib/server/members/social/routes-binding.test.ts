/** @jest-environment node */
/*
 * Binding WeChat or QQ to the logged-in member over HTTP: the bind, a later login finding that
 * member, an account of another member refused, and the refusals without a session or with
 * another member's or browser's state.
 * (The handlers, database and fake provider: routes-testing.ts.)
 */
import { eq } from 'drizzle-orm';
import { socialAccounts } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import * as startRoute from '@/app/basic-api/v1/authorizations/social/[provider]/start/route';
import * as wechatCallback from '@/app/basic-api/v1/wechatCallback/route';
import * as bindRoute from '@/app/basic-api/v1/user/socialite_bind/[app]/route';
import * as userRoute from '@/app/basic-api/v1/user/route';
import { call, person, SITE, start, useSocialRoutes } from './routes-testing';

jest.setTimeout(120_000);

describe.each(testDatabases())('social binding routes on $name', ({ open }) => {
  const routes = useSocialRoutes(open);
  const { fake, memberWithSession } = routes;

  it('binds WeChat to the logged-in member; a later WeChat login finds that member', async () => {
    const { user, token } = await memberWithSession('dora.binds');
    const dora = person('Dora');
    const link = await start('wechat', 'purpose=bind&redirect=%2Fuser%2Fprofile', { session: token });
    expect(link.redirectUri).toBe(`${SITE}/user/profile/wechatBind?app=wechat`);
    const code = fake.issueCode('wechat', dora);
    const bound = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=${code}&state=${link.state}`, {
      params: { app: 'wechat' },
      session: token,
      browser: link.browser,
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
      params: { app: 'qq' },
      session: owner.token,
      browser: first.browser,
    });
    expect(ok.body.status).toBe('success');

    const second = await start('qq', 'purpose=bind', { session: other.token });
    const taken = await call(bindRoute.GET, `/user/socialite_bind/qq?code=${fake.issueCode('qq', erin, second.redirectUri)}&state=${second.state}`, {
      params: { app: 'qq' },
      session: other.token,
      browser: second.browser,
    });
    expect(taken.response.status).toBe(200);
    expect(taken.body).toEqual({ status: 'fail', message: 'This QQ account is already bound to another member.', reason: 'bound_to_other' });
    const links = await routes.opened.db.select().from(socialAccounts).where(eq(socialAccounts.userId, other.user.id));
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
      params: { app: 'wechat' },
      session: hank.token,
      browser: link.browser,
    });
    expect(hanks.body).toEqual({ status: 'fail', message: bindState, reason: 'state' });
    const otherBrowser = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=${fake.issueCode('wechat', person('G'))}&state=${link.state}`, {
      params: { app: 'wechat' },
      session: gina.token,
      browser: 'B'.repeat(43),
    });
    expect(otherBrowser.body).toMatchObject({ status: 'fail', reason: 'state' });
    const badCode = await call(bindRoute.GET, `/user/socialite_bind/wechat?code=wrong&state=${link.state}`, {
      params: { app: 'wechat' },
      session: gina.token,
      browser: link.browser,
    });
    expect(badCode.body).toMatchObject({ status: 'fail', reason: 'provider_rejected', message: expect.stringContaining('WeChat did not accept') });
    const unknown = await call(bindRoute.GET, '/user/socialite_bind/github?code=x&state=y', { params: { app: 'github' }, session: gina.token });
    expect(unknown.body).toEqual({ status: 'fail', message: 'There is no such login provider.', reason: 'unknown_provider' });
  });
});
