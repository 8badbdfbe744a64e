import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';

/*
 * Member pages kept in memory by the built server (lib/server/http/member-page-cache.mjs): served
 * again to the same session while nothing changed, rendered again after any change and never
 * served once the session has ended. The loads send the session cookie themselves, from a context
 * that keeps no cookies, so that the same cookie can be presented after the logout.
 */

const address = { 'x-forwarded-for': '198.51.100.152', 'accept-language': 'en' };

async function load(bare: APIRequestContext, token: string) {
  const answer = await bare.get('/en/user/profile', { headers: { cookie: `token=${token}` }, maxRedirects: 0 });
  return { status: answer.status(), kept: answer.headers()['x-member-page-cache'], html: answer.status() === 200 ? await answer.text() : '' };
}

test('a member page is served again only while nothing changed, and never after the session ended', async ({ playwright, request, baseURL }, testInfo) => {
  const setup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: address });
  const bare = await playwright.request.newContext({ baseURL, extraHTTPHeaders: address });
  try {
    const site = { Origin: new URL(baseURL!).origin };
    const token = await registerByApi(setup, accountName(testInfo.project.name, 'kept'));
    const member = { ...site, Authorization: `Bearer ${token}` };

    const first = await load(bare, token);
    expect(first.status).toBe(200);
    expect(first.kept).toBe('miss');
    const again = await load(bare, token);
    expect(again.kept).toBe('hit');
    expect(again.html).toBe(first.html);

    // The member's own change: the next load is rendered, and shows it.
    expect((await setup.patch(`${API}/user`, { headers: member, data: { nickname: 'Kept Page Nickname' } })).status()).toBe(200);
    const changed = await load(bare, token);
    expect(changed.kept).toBe('miss');
    expect(changed.html).toContain('Kept Page Nickname');
    expect((await load(bare, token)).kept).toBe('hit');

    // Anyone else's change (a new member here) makes every kept page old; that member's own cookie
    // gets their own page.
    const otherSetup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: address });
    const otherToken = await registerByApi(otherSetup, accountName(testInfo.project.name, 'kept2'));
    await otherSetup.dispose();
    const other = await load(bare, otherToken);
    expect(other.kept).toBe('miss');
    expect(other.html).not.toContain('Kept Page Nickname');
    const afterOther = await load(bare, token);
    expect(afterOther.kept).toBe('miss');
    expect(afterOther.html).toContain('Kept Page Nickname');
    expect((await load(bare, token)).kept).toBe('hit');

    // Logged out: the same cookie gets no kept page, only the way to the login page.
    expect((await setup.get(`${API}/authorizations/logout`, { headers: member })).status()).toBe(200);
    const ended = await load(bare, token);
    expect(ended.status).toBe(307);
    expect(ended.kept).toBeUndefined();

    // The operator sees the hits and misses.
    const metrics = await (await request.get('/metrics')).text();
    expect(metrics).toMatch(/^member_page_cache_total\{result="hit"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^member_page_cache_total\{result="miss"\} [1-9]\d*$/m);
  } finally {
    await setup.dispose();
    await bare.dispose();
  }
});
