/** @jest-environment node */
/*
 * The account calls over HTTP: the route handlers themselves, called with Request objects, on a
 * test database handed to getDb() through its per-process holder.
 */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import { users } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { testDatabases } from '@/lib/server/testing/databases';
import * as login from '@/app/basic-api/v1/authorizations/route';
import * as register from '@/app/basic-api/v1/authorizations/register/route';
import * as phoneCode from '@/app/basic-api/v1/authorizations/phone_code/route';
import * as phoneLogin from '@/app/basic-api/v1/authorizations/phone_login/route';
import * as logout from '@/app/basic-api/v1/authorizations/logout/route';
import * as captcha from '@/app/basic-api/v1/captcha/route';
import * as user from '@/app/basic-api/v1/user/route';
import { createCaptcha } from './captcha';
import { setSmsSender, type SmsMessage } from './sms';

jest.setTimeout(120_000);

const BASE = 'http://localhost:3000/basic-api/v1';
type Handler = (request: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

let addressSeq = 0;
interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}

async function call(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'accept-language': 'en',
    'x-forwarded-for': options.address ?? `172.16.0.${++addressSeq}`,
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  // A browser with the session cookie says where it comes from (Fetch Metadata, Origin or, at least, a Referer).
  if (headers.cookie && !headers['sec-fetch-site'] && !headers.origin) headers.referer ??= 'http://localhost:3000/en/user/profile';
  const request = new Request(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { response, body: await response.json(), cookie: response.headers.get('set-cookie') };
}

const tokenOf = (setCookie: string | null) => /(?:^|,\s*)token=([^;]*)/.exec(setCookie ?? '')?.[1];
const password = 'correct horse battery';

describe.each(testDatabases())('account routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const sent: SmsMessage[] = [];
  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[Symbol.for('case-site.database')] = Promise.resolve(opened);
    setSmsSender({ name: 'recorder', send: async (m) => void sent.push(m) });
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('case-site.database')];
    setSmsSender(undefined);
    await opened?.close();
  });

  it('registers, logs in with the cookie and the Bearer header, logs out, and refuses the dead token', async () => {
    const created = await call(register.POST, 'POST', '/authorizations/register', {
      body: { account: 'Anna', password, password_confirmation: password, agree_policy: true },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(created.response.status).toBe(201);
    expect(created.body).toMatchObject({ code: 201, status: 'success', message: 'Welcome! Your account has been created.' });
    expect(created.body.result).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: AUTH.sessionTtlSeconds });
    expect(tokenOf(created.cookie)).toBe(created.body.result.access_token);
    expect(created.cookie).toMatch(/HttpOnly/i);
    expect(created.cookie).toMatch(/SameSite=Lax/i);
    expect(created.cookie).toMatch(/Path=\//);
    expect(created.cookie).toMatch(new RegExp(`Max-Age=${AUTH.sessionTtlSeconds}`));
    expect(created.cookie).not.toMatch(/Secure/i);

    const loggedIn = await call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(loggedIn.response.status).toBe(200);
    expect(loggedIn.body).toMatchObject({ code: 200, status: 'success' });
    const token: string = loggedIn.body.result.access_token;
    expect(token).not.toBe(created.body.result.access_token);

    const byCookie = await call(user.GET, 'GET', '/user?_t=1', { headers: { cookie: `token=${token}` } });
    expect(byCookie.response.status).toBe(200);
    expect(byCookie.body.result).toEqual({
      id: expect.any(Number),
      account: 'anna',
      nickname: 'anna',
      phone: null,
      avatar: '',
      points: 0,
      roles: ['member'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      social: { wechat: null, qq: null },
      company: '',
      email: null,
      email_verified: false,
      has_password: true,
    });
    const byBearer = await call(user.GET, 'GET', '/user', { headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.body.result.id).toBe(byCookie.body.result.id);

    const out = await call(logout.GET, 'GET', '/authorizations/logout', { headers: { authorization: `Bearer ${token}`, cookie: `token=${token}` } });
    expect(out.body).toMatchObject({ code: 200, status: 'success', result: null });
    expect(out.cookie).toMatch(/token=;/);
    expect(out.cookie).toMatch(/Max-Age=0/);

    const after = await call(user.GET, 'GET', '/user', { headers: { cookie: `token=${token}` } });
    expect(after.response.status).toBe(401);
    expect(after.body).toEqual({ code: 401, status: 'fail', result: null, message: 'Your login has expired. Please log in again.' });
    expect(after.cookie).toMatch(/Max-Age=0/);

    const again = await call(logout.GET, 'GET', '/authorizations/logout');
    expect(again.body).toMatchObject({ code: 200, status: 'success' });
  });

  it('marks the cookie Secure when SITE_URL is https', async () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = 'https://cases.example';
    try {
      const answer = await call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password } });
      expect(answer.cookie).toMatch(/; Secure/i);
      const out = await call(logout.GET, 'GET', '/authorizations/logout', { headers: { cookie: `token=${answer.body.result.access_token}` } });
      expect(out.cookie).toMatch(/; Secure/i);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });

  it('ends the session a new login replaces', async () => {
    const first = await call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password } });
    const old: string = first.body.result.access_token;
    const second = await call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password }, headers: { cookie: `token=${old}` } });
    expect(second.response.status).toBe(200);
    expect((await call(user.GET, 'GET', '/user', { headers: { cookie: `token=${old}` } })).response.status).toBe(401);
    expect((await call(user.GET, 'GET', '/user', { headers: { cookie: `token=${second.body.result.access_token}` } })).response.status).toBe(200);
  });

  it('answers bad credentials with 400 / code 400 and one message, whatever was wrong', async () => {
    const wrong = await call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password: 'wrong password' } });
    const unknown = await call(login.POST, 'POST', '/authorizations', { body: { account: 'nobody', password } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, status: 'fail', message: 'The account or password is wrong.', result: { captcha_required: false } });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookie).toBeNull();
  });

  it('asks for the captcha after 3 failures and takes a solved one', async () => {
    const address = '172.31.0.1';
    // (an account name that does not exist is counted like one that does)
    for (let i = 0; i < 3; i += 1) await call(login.POST, 'POST', '/authorizations', { body: { account: 'zed.guess', password: 'nope nope' }, address });
    const refused = await call(login.POST, 'POST', '/authorizations', { body: { account: 'zed.guess', password }, address });
    expect(refused.body).toMatchObject({ code: 400, message: 'Please enter the characters shown in the picture.', result: { captcha_required: true } });
    const picture = await call(captcha.GET, 'GET', '/captcha', { address });
    expect(picture.body.result).toEqual({ key: expect.any(String), image: expect.stringMatching(/^data:image\/png;base64,/), expires_in: 300 });
    const wrong = await call(login.POST, 'POST', '/authorizations', {
      body: { account: 'zed.guess', password, captcha_key: picture.body.result.key, captcha_code: 'XXXXX' },
      address,
    });
    expect(wrong.body).toMatchObject({ code: 400, result: { captcha_required: true } });
    expect(wrong.body.message).toMatch(/do not match the picture/);
  });

  it('validates registrations field by field', async () => {
    const refused = await call(register.POST, 'POST', '/authorizations/register', {
      body: { account: 'ab', password: 'short', password_confirmation: 'other', agree_policy: false },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.body.result.errors).toEqual({
      account: 'Use 4 to 32 letters, digits, underscores, dots or hyphens.',
      password: 'The password must have 8 to 64 characters.',
      password_confirmation: 'The two passwords differ.',
      agree_policy: 'Please tick the policy before registering.',
    });
    const taken = await call(register.POST, 'POST', '/authorizations/register', {
      body: { account: 'ANNA', password, password_confirmation: password, agree_policy: 'on' },
    });
    expect(taken.body).toMatchObject({ code: 400, result: { errors: { account: 'This account name cannot be used. Please choose another one.' } } });
  });

  it('takes form bodies and answers JSON errors in the envelope', async () => {
    const form = await call(login.POST, 'POST', '/authorizations', {
      body: new URLSearchParams({ account: 'anna', password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body.code).toBe(200);
    const broken = await call(login.POST, 'POST', '/authorizations', { body: '{"account":' });
    expect(broken.body).toMatchObject({ code: 400, status: 'fail' });
    const xml = await call(login.POST, 'POST', '/authorizations', { body: '<a/>', headers: { 'content-type': 'text/xml' } });
    expect(xml.body.code).toBe(415);
    const get = await call(login.GET as Handler, 'GET', '/authorizations');
    expect(get.body).toMatchObject({ code: 405, status: 'fail' });
  });

  it('refuses cross-site requests to every state-changing call', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const foreignOrigin = { origin: 'https://evil.example' };
    for (const headers of [crossSite, foreignOrigin]) {
      const answers = await Promise.all([
        call(login.POST, 'POST', '/authorizations', { body: { account: 'anna', password }, headers }),
        call(register.POST, 'POST', '/authorizations/register', { body: {}, headers }),
        call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '13812345678' }, headers }),
        call(phoneLogin.POST, 'POST', '/authorizations/phone_login', { body: {}, headers }),
        call(logout.GET, 'GET', '/authorizations/logout', { headers }),
      ]);
      for (const { response, body } of answers) {
        expect(response.status).toBe(403);
        expect(body).toMatchObject({ code: 403, status: 'fail', message: 'This request came from another site and was refused.' });
      }
    }
  });

  it('logs in by phone code, registering the phone, with the code from the SMS', async () => {
    const asked = await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '138 1234 5716' } });
    expect(asked.body).toEqual({ code: 200, status: 'success', message: 'A verification code has been sent.', result: { expires_in: 600, resend_after: 60 } });
    const message = sent.at(-1)!;
    expect(message.phone).toBe('+8613812345716');
    expect(message.text).toBe(`Your verification code is ${message.code}. It is valid for 10 minutes. Never share it with anyone.`);

    const tooSoon = await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '13812345716' } });
    expect(tooSoon.response.status).toBe(429);
    expect(Number(tooSoon.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooSoon.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds?/);

    const wrongCode = message.code === '000000' ? '000001' : '000000';
    const wrong = await call(phoneLogin.POST, 'POST', '/authorizations/phone_login', { body: { phone: '13812345716', code: wrongCode } });
    expect(wrong.body).toMatchObject({ code: 400, message: 'The verification code is wrong or has expired.' });

    const loggedIn = await call(phoneLogin.POST, 'POST', '/authorizations/phone_login', { body: { phone: '+86 138 1234 5716', code: message.code } });
    expect(loggedIn.body).toMatchObject({ code: 200, result: { token_type: 'Bearer' } });
    const info = await call(user.GET, 'GET', '/user', { headers: { authorization: `Bearer ${loggedIn.body.result.access_token}` } });
    expect(info.body.result).toMatchObject({ account: null, phone: '138****5716', nickname: '138****5716' });

    const invalid = await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: 'call me' } });
    expect(invalid.body).toMatchObject({ code: 400, result: { errors: { phone: 'Please enter a valid mobile number.' } } });
  });

  it('answers 503 when no SMS sender is configured', async () => {
    setSmsSender(null);
    try {
      const answer = await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '13900000000' } });
      expect(answer.response.status).toBe(503);
      expect(answer.body).toMatchObject({ code: 503, status: 'fail' });
      // Nothing is counted or asked for before that answer: never a captcha, never a 429.
      for (let i = 0; i < AUTH.rateLimit.codePerAddress.max + 2; i += 1) {
        const again = await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '13900000000' }, address: '172.31.12.1' });
        expect(again.response.status).toBe(503);
      }
    } finally {
      setSmsSender({ name: 'recorder', send: async (m) => void sent.push(m) });
    }
  });

  it('answers in the asked language', async () => {
    const answer = await call(login.POST, 'POST', '/authorizations', {
      body: { account: 'nobody.zh', password: 'wrong password' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.body.message).toBe('账号或密码错误。');
  });

  it('rate-limits captcha pictures per address', async () => {
    const address = '172.31.9.9';
    let last;
    for (let i = 0; i <= AUTH.rateLimit.captchaPerAddress.max; i += 1) last = await call(captcha.GET, 'GET', '/captcha', { address });
    expect(last!.response.status).toBe(429);
    expect(last!.response.headers.get('retry-after')).toBeTruthy();
  });

  it('rate-limits logins per address, and counts before the captcha (a solved picture does not buy more tries)', async () => {
    const address = '172.31.10.1';
    let last;
    for (let i = 0; i < AUTH.rateLimit.loginPerAddress.max + 1; i += 1) {
      const picture = await createCaptcha(opened.db);
      last = await call(login.POST, 'POST', '/authorizations', {
        body: { account: 'nobody.limited', password: 'wrong password', captcha_key: picture.key, captcha_code: picture.code },
        address,
      });
    }
    expect(last!.response.status).toBe(429);
    expect(Number(last!.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks for a captcha after 3 code requests from one address, and limits the address across phones', async () => {
    const address = '172.31.11.1';
    const ask = async (i: number, withPicture: boolean) => {
      const picture = withPicture ? await createCaptcha(opened.db) : null;
      return call(phoneCode.POST, 'POST', '/authorizations/phone_code', {
        body: { phone: `+8613710000${String(i).padStart(3, '0')}`, ...(picture ? { captcha_key: picture.key, captcha_code: picture.code } : {}) },
        address,
      });
    };
    for (let i = 0; i < AUTH.captcha.freeCodeRequests; i += 1) expect((await ask(i, false)).body.code).toBe(200);
    const unsolved = await ask(50, false);
    expect(unsolved.body).toMatchObject({ code: 400, result: { captcha_required: true } });
    expect((await ask(51, true)).body.code).toBe(200);
    const answers = [];
    for (let i = 60; i < 60 + AUTH.rateLimit.codePerAddress.max; i += 1) answers.push(await ask(i, true));
    expect(answers.at(-1)!.response.status).toBe(429);
  });
  it('lands a staff account on the back office (in its language, or the nearer of zh-CN and en) after a password or phone login; a member gets no landing', async () => {
    await call(register.POST, 'POST', '/authorizations/register', {
      body: { account: 'sally.sales', password, password_confirmation: password, agree_policy: true },
      headers: { origin: 'http://localhost:3000' },
    });
    const asMember = await call(login.POST, 'POST', '/authorizations', { body: { account: 'sally.sales', password } });
    expect(asMember.body.result).not.toHaveProperty('landing');
    await opened.db
      .update(users)
      .set({ roles: ['member', 'sales'] })
      .where(eq(users.account, 'sally.sales'));
    const landingIn = async (language: string) =>
      (await call(login.POST, 'POST', '/authorizations', { body: { account: 'sally.sales', password }, headers: { 'accept-language': language } })).body.result.landing;
    expect(await landingIn('en')).toBe('/en/admin');
    expect(await landingIn('zh-CN')).toBe('/admin');
    expect(await landingIn('zh-TW')).toBe('/admin');
    expect(await landingIn('ja')).toBe('/en/admin');

    const [staff] = await opened.db
      .insert(users)
      .values({ phone: '+8613900000042', nickname: 'pat', roles: ['member', 'editor'] })
      .returning();
    await call(phoneCode.POST, 'POST', '/authorizations/phone_code', { body: { phone: '13900000042' } });
    const code = sent.find((m) => m.phone === staff.phone)!.code;
    const byPhone = await call(phoneLogin.POST, 'POST', '/authorizations/phone_login', { body: { phone: '13900000042', code } });
    expect(byPhone.body.result).toMatchObject({ token_type: 'Bearer', landing: '/en/admin' });
  });
});
