/** @jest-environment node */
/*
 * The password reset over HTTP: both route handlers called with Request objects, on a test
 * database handed to getDb() through its per-process holder.
 */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { outbox, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/members/password';
import { createSession } from '@/lib/server/members/sessions';
import { testDatabases } from '@/lib/server/testing/databases';
import { FROM, SITE, type RouteHandler } from '@/lib/server/testing/browser-requests';
import * as login from '../route';
import * as user from '../../user/route';
import * as codeRoute from './code/route';
import * as resetRoute from './route';

jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');
const NEW_PASSWORD = 'a fresh password 7';

let address = 0;
/** One request as the reset page sends it (same origin, English), from its own client address unless told. */
async function send(handler: RouteHandler, path: string, body: unknown, extra: { from?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    ...FROM.sameOrigin,
    'accept-language': 'en',
    'content-type': 'application/json',
    'x-forwarded-for': extra.from ?? `198.51.100.${++address}`,
  };
  if (extra.cookie) headers.cookie = extra.cookie;
  const method = path === '/user' ? 'GET' : 'POST';
  const request = new Request(`${SITE}/basic-api/v1${path}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie') ?? '' };
}

describe.each(testDatabases())('the password reset routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const smtpBefore = process.env.SMTP_URL;
  beforeAll(async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    await opened.db.insert(users).values({ account: 'reset.route', passwordHash: await hashPassword('the old password'), email: 'route@example.com', emailVerifiedAt: new Date() });
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    if (smtpBefore === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = smtpBefore;
    await opened?.close();
  });

  it('answers a target that names nobody exactly as one that names a member', async () => {
    const known = await send(codeRoute.POST, '/authorizations/password_reset/code', { target: 'route@example.com' });
    const unknown = await send(codeRoute.POST, '/authorizations/password_reset/code', { target: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({
      code: 200,
      status: 'success',
      message: 'If these details belong to an account, a code is on its way to its e-mail or mobile phone.',
      result: { expires_in: AUTH.code.ttlSeconds, resend_after: AUTH.reset.codePerTarget.windowSeconds },
    });
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const missing = await send(codeRoute.POST, '/authorizations/password_reset/code', {});
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors.target).toBe('This field is required.');
    const mismatch = await send(resetRoute.POST, '/authorizations/password_reset', {
      target: 'route@example.com',
      code: '123456',
      password: NEW_PASSWORD,
      password_confirmation: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.result.errors.password_confirmation).toBe('The two passwords differ.');
    const short = await send(resetRoute.POST, '/authorizations/password_reset', { target: 'route@example.com', code: '12', password: 'short', password_confirmation: 'short' });
    expect(Object.keys(short.body.result.errors).sort()).toEqual(['code', 'password']);
  });

  it('sets the new password with the mailed code, clears the cookie and ends the old session', async () => {
    const [member] = await opened.db.select().from(users).where(eq(users.account, 'reset.route'));
    const session = await createSession(opened.db, member.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
    const [mail] = await opened.db.select().from(outbox).where(eq(outbox.recipient, 'route@example.com'));
    expect(mail.payload.subject).toMatch(/^Your password reset code: \d{6}$/);
    const code = /is (\d{6})\./.exec(String(mail.payload.text))![1];
    const form = { target: 'ROUTE@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrong = await send(resetRoute.POST, '/authorizations/password_reset', { ...form, code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'The verification code is wrong or has expired.' } });
    const done = await send(resetRoute.POST, '/authorizations/password_reset', { ...form, code }, { cookie: `token=${session.token}` });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your new password is set and every session has been logged out. Please log in with it.');
    expect(done.cookie).toMatch(/token=;.*Max-Age=0/);
    expect((await send(user.GET, '/user', undefined, { cookie: `token=${session.token}` })).status).toBe(401);
    expect((await send(login.POST, '/authorizations', { account: 'reset.route', password: NEW_PASSWORD })).status).toBe(200);
    expect((await send(resetRoute.POST, '/authorizations/password_reset', { ...form, code })).status).toBe(400);
  });

  it('limits code requests per address', async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < AUTH.reset.codePerAddress.max; i++) {
      expect((await send(codeRoute.POST, '/authorizations/password_reset/code', { target: `someone${i}` }, { from })).status).toBe(200);
    }
    const refused = await send(codeRoute.POST, '/authorizations/password_reset/code', { target: 'someone.else' }, { from });
    expect(refused.status).toBe(429);
  });
});
