/** @jest-environment node */
/*
 * Fuzzes every /v1 route handler with a generated corpus: methods, query arrays and bad escapes,
 * content types, broken and oversized bodies, NUL, invalid UTF-8 and lone surrogates, wrong
 * types, forged tokens and odd headers. No answer may be a 5xx, every answer must be JSON, no
 * personal data may reach the error log, and nothing the business keeps may change.
 *
 * The routes are found on disk, so a new route is fuzzed without anyone remembering to add it.
 * The corpus comes from a seeded generator: a failure names the case, and a rerun reproduces it.
 */
import path from 'node:path';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { setSmsSender } from '@/lib/server/members/sms';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { FakeSocialProvider } from '@/lib/server/testing/fake-social-provider';
import { captureLogs } from '@/lib/server/testing/logs';
import { generator, loadRoutes, tableDigest, type Handler, type RouteFile, type Rng } from '@/lib/server/testing/route-fuzz';

// Outside a Next server there is no incremental cache: the cached catalogue reads run uncached.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));

jest.setTimeout(300_000);

const V1 = path.join(process.cwd(), 'app/basic-api/v1');
const SITE = 'http://localhost:3000';
const HOLDER = Symbol.for('case-site.database');
const SECRET = 'fuzz-secret-7c1e';

/** Tables whose rows the business keeps: fuzzing must not add, change or remove any. */
const KEPT = [
  'users',
  'sessions',
  'consult_requests',
  'social_accounts',
  'phone_codes',
  'products',
  'categories',
  'faqs',
  'system_config',
  'slider_items',
  'home_cards',
  'product_images',
];

const NAMES = ['page', 'limit', 'keyword', 'sort', 'category', 'parent', 'id', 'code', 'state', 'access_token', 'purpose', 'redirect', 'locale', 'response_type', '_t', 'app'];
const QUERY_VALUES = [
  '',
  '1',
  '0',
  '-1',
  '6',
  '1.5',
  '1e309',
  'NaN',
  '999999999999999999999',
  'x'.repeat(5000),
  '%00',
  '%FF',
  '%E4%B8',
  '%C0%AF',
  '%ED%A0%80',
  '%2F%2Fevil.example',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3E',
  "'%20or%201=1--",
  'pouch',
  'root',
  'login',
  'bind',
  'token',
  '%F0%9F%98%80',
  'ar%D8%B9',
  '%',
  '%%',
  '+',
  'a+b',
  `${SECRET}%40example.com`,
];
const SEGMENTS = ['1', '0', '-1', 'abc', '%FF', '99999999999999999999', 'wechat', 'qq', 'github', 'address', 'method', '..', 'x'.repeat(300), ''];

const TEXTS: unknown[] = [
  '',
  ' ',
  'a',
  'x'.repeat(3000),
  `${SECRET}@example.com`,
  `message ${SECRET} please quote`,
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '\ufffd',
  '\u202e\u0645',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  ['a'],
  {},
  { $ne: 1 },
  '13812345678x',
];
const FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'country',
  'message',
  'product_id',
  'quantity',
  'locale',
  'source_page',
  'account',
  'password',
  'password_confirmation',
  'agree_policy',
  'code',
  'captcha_key',
  'captcha_code',
  '__proto__',
  'constructor',
];
const TYPES = [
  null,
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  '*/*',
  'application/json, text/html',
  'APPLICATION/JSON',
];

/** Valid requests of the routes that write: each case below breaks one field of one of these. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/consult': {
    name: 'Anna Schmidt',
    company: 'Nordic Gear',
    email: 'anna@nordic-gear.example',
    phone: '+49 30 1234567',
    country: 'Germany',
    message: 'We need 1,500 neoprene pouches, please quote.',
    product_id: 1,
    quantity: 1500,
    locale: 'en',
    source_page: '/contact',
  },
  '/authorizations': { account: 'fuzz.member', password: 'correct horse battery' },
  '/authorizations/register': { account: 'fuzz.member', password: 'correct horse battery', password_confirmation: 'correct horse battery', agree_policy: true },
  '/authorizations/phone_code': { phone: '13812345678' },
  '/authorizations/phone_login': { phone: '13812345678', code: '123456' },
};
/** Values no field may take: each must be refused with a 4xx, never stored, never a 5xx. */
const BAD_VALUES: unknown[] = ['a\u0000b', '\ud800x', 'x\udfff', 'bad \ufffd', 'bell\u0007', {}, ['a', 'b'], { $gt: '' }, 'x'.repeat(3000)];
/** The same in a form body: NUL, bytes that are not UTF-8, a lone surrogate in CESU form, U+FFFD. */
const BAD_FORM_VALUES = ['a%00b', '%FF', '%C0%AF', '%ED%A0%80', '%EF%BF%BD', '%E4%B8', 'x'.repeat(3000)];
/** Query values every GET must refuse or ignore without a 5xx. */
const BAD_QUERY = ['%00', '%FF', '%E4%B8', '%ED%A0%80', '%EF%BF%BD', '%C0%AF', 'x'.repeat(5000), '%', '1e309', '-1'];

function* mutations(pattern: string): Generator<{ body: string; type: string; label: string }> {
  const valid = VALID_BODIES[pattern];
  if (!valid) return;
  for (const field of Object.keys(valid)) {
    for (const bad of BAD_VALUES) {
      yield { body: JSON.stringify({ ...valid, [field]: bad }), type: 'application/json', label: `${field}=${JSON.stringify(bad).slice(0, 20)}` };
    }
    for (const bad of BAD_FORM_VALUES) {
      const form = Object.entries({ ...valid, [field]: '' })
        .map(([k, v]) => `${k}=${k === field ? bad : encodeURIComponent(String(v))}`)
        .join('&');
      yield { body: form, type: 'application/x-www-form-urlencoded', label: `form ${field}=${bad.slice(0, 12)}` };
    }
  }
}

function bodyFor(rng: Rng, type: string | null): BodyInit | undefined {
  const kind = rng.next();
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < 1 + Math.floor(rng.next() * 6); i += 1) fields[rng.pick(FIELDS)] = rng.pick(TEXTS);
  if (kind < 0.1) return undefined;
  if (kind < 0.2) return '{"name":';
  if (kind < 0.27) return JSON.stringify([fields]);
  if (kind < 0.33) return new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  if (kind < 0.38) return `{"a":${'['.repeat(5000)}`;
  if (kind < 0.42) return 'x'.repeat(70 * 1024);
  if (kind < 0.47) return '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna\r\n--zzz--\r\n';
  if (type?.includes('urlencoded') && kind < 0.7) {
    return Object.entries(fields)
      .map(([k, v]) => `${k}=${rng.pick(['%00', '%FF', 'a%20b', String(v), '%E4%B8%AD'])}`)
      .join('&');
  }
  return JSON.stringify(fields);
}

function headersFor(rng: Rng, type: string | null, seq: number): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}` };
  if (type !== null) headers['content-type'] = type;
  headers['accept-language'] = rng.pick(['en', 'zh-CN', 'ar', 'xx;q=abc', '*', 'en-US,en;q=0.9', 'q=' + 'x'.repeat(500), '']);
  if (rng.next() < 0.7) headers['sec-fetch-site'] = rng.pick(['same-origin', 'cross-site', 'none', 'same-site']);
  if (rng.next() < 0.3) headers.origin = rng.pick([SITE, 'https://evil.example', 'null']);
  if (rng.next() < 0.4) headers.cookie = rng.pick(['token=abc', `token=${'A'.repeat(43)}`, 'token=', 'token="x', 'oauth_browser=zz; token=%FF', 'a=b;;;=']);
  if (rng.next() < 0.3) headers.authorization = rng.pick(['Bearer', 'Bearer x y', `Bearer ${'B'.repeat(43)}`, 'Basic abc', 'Bearer \u00ff']);
  return headers;
}

function urlFor(rng: Rng, pattern: string): { url: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const pathPart = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_whole, rest: string | undefined, name: string) => {
    const value = rng.pick(SEGMENTS);
    params[name] = rest ? [value] : value;
    return value;
  });
  const query = [];
  for (let i = 0; i < Math.floor(rng.next() * 4); i += 1) {
    const name = rng.pick(NAMES);
    query.push(`${name}=${rng.pick(QUERY_VALUES)}`);
    if (rng.next() < 0.2) query.push(`${name}=${rng.pick(QUERY_VALUES)}`);
  }
  return { url: `${SITE}/basic-api/v1${pathPart}${query.length ? `?${query.join('&')}` : ''}`, params };
}

async function digest(opened: OpenedDatabase): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of KEPT) out[table] = await tableDigest(opened, table);
  return out;
}

describe.each(testDatabases())('the /v1 routes under a fuzzed corpus on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  const fake = new FakeSocialProvider();
  const savedEnv = { ...process.env };
  let routes: RouteFile[];

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    await fake.start();
    Object.assign(process.env, fake.env(), { SITE_URL: SITE });
    setSmsSender({ name: 'recorder', send: async () => undefined });
    routes = loadRoutes(V1);
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    process.env = savedEnv;
    setSmsSender(undefined);
    await fake.close();
    await opened?.close();
  });

  it('finds every route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/consult', '/product/[id]', '/user/socialite_bind/[app]', '/[...rest]']));
  });

  it('answers every case below 500, as JSON, logs nothing personal and changes nothing kept', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logs = captureLogs();
    const before = await digest(opened);
    const rng = generator(name === 'pglite' ? 20261122 : 8);
    const casesPerHandler = name === 'pglite' ? 40 : 12;
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const [method, handler] of Object.entries(route.handlers) as [string, Handler][]) {
        for (let i = 0; i < casesPerHandler; i += 1) {
          calls += 1;
          const type = rng.pick(TYPES);
          const { url, params } = urlFor(rng, route.pattern);
          const body = method === 'GET' ? undefined : bodyFor(rng, type);
          const label = `${method} ${url.slice(0, 160)} [${type}]`;
          let response: Response;
          try {
            response = await handler(new Request(url, { method, headers: headersFor(rng, type, calls), body }), { params: Promise.resolve(params) });
          } catch (error) {
            failures.push(`${label}: threw ${String(error)}`);
            continue;
          }
          if (response.status >= 500) failures.push(`${label}: ${response.status} ${await response.text()}`);
          else if (response.status >= 300 && response.status < 400)
            continue; // the expired route's redirect
          else if (!(response.headers.get('content-type') ?? '').includes('application/json')) failures.push(`${label}: not JSON`);
          else await response.json();
        }
      }
    }
    // Targeted cases: every field of every write broken in every way, every query name with every bad value.
    const send = async (label: string, handler: Handler, url: string, params: Record<string, unknown>, init: RequestInit) => {
      calls += 1;
      const headers = { 'sec-fetch-site': 'same-origin', 'accept-language': 'en', 'x-forwarded-for': `10.200.${(calls >> 8) & 255}.${calls & 255}`, ...init.headers };
      try {
        const response = await handler(new Request(url, { ...init, headers }), { params: Promise.resolve(params) });
        if (response.status >= 500) failures.push(`${label}: ${response.status} ${await response.text()}`);
      } catch (error) {
        failures.push(`${label}: threw ${String(error)}`);
      }
    };
    for (const route of routes) {
      const post = route.handlers.POST;
      if (post) {
        for (const m of mutations(route.pattern)) {
          await send(`POST ${route.pattern} ${m.label}`, post, `${SITE}/basic-api/v1${route.pattern}`, {}, { method: 'POST', body: m.body, headers: { 'content-type': m.type } });
        }
      }
      const get = route.handlers.GET;
      if (get && !route.pattern.includes('[')) {
        for (const name of NAMES) {
          for (const bad of BAD_QUERY) {
            await send(`GET ${route.pattern}?${name}=${bad.slice(0, 12)}`, get, `${SITE}/basic-api/v1${route.pattern}?page=1&${name}=${bad}&${name}=2`, {}, { method: 'GET' });
          }
        }
      }
    }

    const after = await digest(opened);
    // Read the calls before restoring the spies: restoring clears them.
    const errorCalls = [...errors.mock.calls];
    const logged = [...errorCalls, ...warnings.mock.calls].map((args) => args.map(String).join(' ')).join('\n') + logs.text();
    errors.mockRestore();
    warnings.mockRestore();
    logs.restore();
    expect(calls).toBeGreaterThan(routes.length * casesPerHandler);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(logged).not.toContain(SECRET);
    expect(errorCalls.filter((args) => String(args[0]).startsWith('[api]'))).toEqual([]);
    expect(logs.lines.filter((line) => line.msg.startsWith('[api]'))).toEqual([]);
  });
});
