/** @jest-environment node */
/*
 * The member area's routes under a fuzzed corpus, with a live session (api-fuzz.test.ts reaches
 * them only without one, so their validation and services are never fuzzed there): member A
 * calls every member route with A's ids, member B's ids, huge and broken ids, and bodies whose
 * fields (the member area's own names) hold wrong types, out-of-range numbers and broken text;
 * staff call every back-office route the same way. No answer may be a 5xx or anything but JSON,
 * and nothing of member B's may change through member A's calls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { products, storedFiles } from '@/lib/server/db/schema';
import { createAddress } from '@/lib/server/addresses/service';
import { createDesign } from '@/lib/server/designs/service';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { postMemberMessage } from '@/lib/server/messages/service';
import { createSession } from '@/lib/server/members/sessions';
import { setSmsSender } from '@/lib/server/members/sms';
import { createOrderFromDesign } from '@/lib/server/orders/service';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { addressSchema } from '@/lib/api/contract/addresses';
import { validate } from '@/lib/validation/kit';
import { testDatabases } from '@/lib/server/testing/databases';
import { captureLogs } from '@/lib/server/testing/logs';
import { generator, loadRoutes, tableDigest, type Handler, type RouteFile, type Rng } from '@/lib/server/testing/route-fuzz';

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => undefined }));
jest.setTimeout(600_000);

const ROOT = path.join(process.cwd(), 'app/basic-api');
const SITE = 'http://localhost:3000';
const HOLDER = Symbol.for('case-site.database');

/** The member area's routes (orders, files, designs, messages, addresses) under /basic-api: the upload helper and these /v1 folders. */
const MEMBER_AREA = /^\/(upload|v1\/(files|designs|favorites|orders|proofs|messages|avatars|user)|v1\/admin\/(orders|messages))(\/|$)/;
/** Member B's rows: none may change through member A's calls. */
const B_TABLES = ['designs', 'design_files', 'orders', 'order_files', 'order_events', 'message_threads', 'messages', 'message_files', 'addresses', 'favorites', 'stored_files'];

const FIELDS = [
  'name',
  'nickname',
  'company',
  'email',
  'code',
  'phone',
  'current_password',
  'password',
  'password_confirmation',
  'account',
  'product_id',
  'size',
  'material',
  'colours',
  'print_method',
  'logo_placement',
  'quantity',
  'notes',
  'files',
  'updated_at',
  'design_id',
  'note',
  'decision',
  'status',
  'currency',
  'unit_price',
  'sample_fee',
  'shipping_fee',
  'lead_time_days',
  'carrier',
  'tracking_number',
  'thread_id',
  'order_id',
  'member_id',
  'general',
  'body',
  'kind',
  'is_default',
  'recipient',
  'country',
  'region',
  'line1',
  'line2',
  'city',
  'postal_code',
  '__proto__',
];
/** Ids that parse (huge, past PostgreSQL's integer) and values of every wrong kind. */
const NUMBERS: unknown[] = [0, -1, 1.5, 2147483647, 2147483648, 999999999999999, 1e308, '2147483648', '999999999999999', '9999999999999999', ' 7 ', '1e3', '0x10'];
const TEXTS: unknown[] = [
  '',
  ' ',
  'a',
  'x'.repeat(6000),
  'a\u0000b',
  '\ud800',
  '\ufffd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  true,
  false,
  null,
  [],
  ['a'],
  [1, 2],
  {},
  { $ne: 1 },
  'navy',
  '#1A2B3C',
  'accepted',
  'approve',
  'changes',
  'shipped',
  'quoted',
  'cancelled',
  'CNY',
  'JPY',
  'USD',
  '12.50',
  '1e9',
  '-3',
  '99999999999999999.99',
  'shipping',
  'billing',
  'CN',
  'DE',
  '110101',
  '2026-01-01T00:00:00Z',
  '2026-13-45',
  '9999-01-01',
  '13812345678',
  '+4930123456',
  'a@b.example',
  '123456',
  'correct horse battery',
  [randomBytes(16).toString('hex')],
  'a,b,c',
];
const SEGMENTS_BAD = ['0', '-1', 'abc', '%FF', '2147483648', '999999999999999', '9999999999999999', 'x'.repeat(300), ''];
const QUERY_NAMES = ['page', 'status', 'keyword', 'member', 'filter', 'order', 'general', 'before', 'updated_at', 'name', 'purpose', 'v'];
const QUERY_VALUES = [
  '',
  '1',
  '0',
  '-1',
  '2147483648',
  '999999999999999',
  'abc',
  '%00',
  '%FF',
  'x'.repeat(3000),
  'waiting',
  'unread',
  'mine',
  'staff',
  'member',
  '2026-01-01',
  '9999-99-99',
];

async function digest(opened: OpenedDatabase, memberId: number): Promise<string> {
  const parts: string[] = [];
  for (const table of B_TABLES) {
    const owner =
      table === 'designs' || table === 'orders' || table === 'addresses' || table === 'favorites'
        ? `member_id = ${memberId}`
        : table === 'message_threads'
          ? `member_id = ${memberId}`
          : table === 'stored_files'
            ? `owner_id = ${memberId}`
            : table === 'design_files'
              ? `design_id in (select id from designs where member_id = ${memberId})`
              : table === 'messages'
                ? `thread_id in (select id from message_threads where member_id = ${memberId})`
                : table === 'message_files'
                  ? `message_id in (select m.id from messages m join message_threads t on t.id = m.thread_id where t.member_id = ${memberId})`
                  : `order_id in (select id from orders where member_id = ${memberId})`;
    parts.push(`${table} ${await tableDigest(opened, table, owner)}`);
  }
  return parts.join('\n');
}

describe.each(testDatabases())('the member area’s routes under a fuzzed corpus, logged in, on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let folder: string;
  const savedEnv = { ...process.env };
  let a: Actor;
  let b: Actor;
  let tokens: { a: string; staff: string };
  /** Ids of A's and B's rows by route segment name. */
  const ids: Record<string, { a: string; b: string }> = {};
  let routes: RouteFile[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'member-fuzz-'));
    setStorage(new LocalDiskStorage(folder));
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    Object.assign(process.env, { SITE_URL: SITE });
    setSmsSender({ name: 'recorder', send: async () => undefined });
    a = await actorWith(opened.db, 'fuzz.ann', ['member']);
    b = await actorWith(opened.db, 'fuzz.bob', ['member']);
    const staff = await actorWith(opened.db, 'fuzz.sally', ['member', 'sales']);
    const meta = { userAgent: 'jest', clientAddress: '203.0.113.7' };
    tokens = { a: (await createSession(opened.db, a.user.id, meta)).token, staff: (await createSession(opened.db, staff.user.id, meta)).token };
    const [{ id: productId }] = await opened.db.select({ id: products.id }).from(products).limit(1);
    const rowsOf = async (who: Actor) => {
      const handle = randomBytes(16).toString('hex');
      await opened.db.insert(storedFiles).values({
        handle,
        storageKey: `files/member/${handle}`,
        purpose: 'member',
        name: 'art.pdf',
        mime: 'application/pdf',
        bytes: 10,
        sha256: '0'.repeat(64),
        ownerId: who.user.id,
      });
      const design = await createDesign(
        opened.db,
        who,
        { productId, name: '', size: '', material: '', colours: [], printMethod: '', logoPlacement: '', quantity: 600, notes: '', files: [handle] },
        'en',
      );
      const order = await createOrderFromDesign(opened.db, who, { designId: design.id, quantity: null, note: '' });
      const message = await postMemberMessage(opened.db, who, { target: { order: order.id }, body: 'Hello', files: [] }, 'en');
      const fields = validate(addressSchema, {
        kind: 'shipping',
        recipient: 'Anna',
        phone: '+49 30 1234567',
        country: 'DE',
        line1: 'Hauptstr. 1',
        city: 'Berlin',
        postal_code: '10115',
      });
      if (!fields.ok) throw new Error(JSON.stringify(fields.errors));
      const address = await createAddress(opened.db, who, fields.value);
      return { handle, design: design.id, order: order.id, thread: message.thread_id, address: address.id };
    };
    const ra = await rowsOf(a);
    const rb = await rowsOf(b);
    ids.handle = { a: ra.handle, b: rb.handle };
    ids.id = { a: String(ra.design), b: String(rb.design) };
    ids.order = { a: String(ra.order), b: String(rb.order) };
    ids.thread = { a: String(ra.thread), b: String(rb.thread) };
    ids.address = { a: String(ra.address), b: String(rb.address) };
    ids.productId = { a: String(productId), b: String(productId) };
    ids.proofId = { a: '1', b: '2' };
    routes = loadRoutes(ROOT, (pattern) => MEMBER_AREA.test(pattern));
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    process.env = savedEnv;
    setSmsSender(undefined);
    setStorage(undefined);
    await opened?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** The id a segment takes: A's own, B's, or a broken or huge one. */
  function segment(rng: Rng, pattern: string, param: string): string {
    const kind = pattern.includes('/orders/') ? 'order' : pattern.includes('/messages/') ? 'thread' : pattern.includes('/addresses/') ? 'address' : param;
    const pair = ids[kind] ?? ids[param];
    const roll = rng.next();
    if (pair && roll < 0.35) return pair.a;
    if (pair && roll < 0.7) return pair.b;
    return rng.pick(SEGMENTS_BAD);
  }

  function bodyOf(rng: Rng): { body: BodyInit | undefined; type: string | null } {
    const roll = rng.next();
    if (roll < 0.05) return { body: undefined, type: null };
    if (roll < 0.1) return { body: new Uint8Array(randomBytes(64)), type: 'application/octet-stream' };
    if (roll < 0.13) return { body: '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', type: 'application/pdf' };
    const fields: Record<string, unknown> = {};
    for (let i = 0; i < 1 + Math.floor(rng.next() * 7); i += 1) {
      const field = rng.pick(FIELDS);
      const r = rng.next();
      fields[field] = r < 0.3 ? rng.pick(NUMBERS) : r < 0.45 ? Number(rng.pick(Object.values(ids)).b) : r < 0.55 ? Number(rng.pick(Object.values(ids)).a) : rng.pick(TEXTS);
    }
    if (rng.next() < 0.2) {
      const form = Object.entries(fields)
        .map(([k, v]) => `${encodeURIComponent(k)}=${rng.pick(['%00', '%FF', String(v).replace(/[^A-Za-z0-9._-]/g, '_'), '2147483648'])}`)
        .join('&');
      return { body: form, type: 'application/x-www-form-urlencoded' };
    }
    return { body: JSON.stringify(fields), type: 'application/json' };
  }

  it('answers every case below 500, as JSON, and changes nothing of member B’s through member A', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logs = captureLogs();
    const rng = generator(name === 'pglite' ? 11_2026 : 11);
    const cases = name === 'pglite' ? 60 : 20;
    const failures: string[] = [];
    const before = await digest(opened, b.user.id);
    let calls = 0;
    const statuses = new Map<string, Set<number>>();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const route of routes) {
      const staffRoute = route.pattern.startsWith('/v1/admin/');
      for (const [method, handler] of Object.entries(route.handlers) as [string, Handler][]) {
        for (let i = 0; i < cases; i += 1) {
          calls += 1;
          const params: Record<string, string> = {};
          const pathPart = route.pattern.replace(/\[([^\]]+)\]/g, (_whole, param: string) => (params[param] = segment(rng, route.pattern, param)));
          const query: string[] = [];
          for (let q = 0; q < Math.floor(rng.next() * 4); q += 1) query.push(`${rng.pick(QUERY_NAMES)}=${rng.pick(QUERY_VALUES)}`);
          const url = `${SITE}/basic-api${pathPart}${query.length ? `?${query.join('&')}` : ''}`;
          const { body, type } = method === 'GET' ? { body: undefined, type: null } : bodyOf(rng);
          const headers: Record<string, string> = {
            'sec-fetch-site': 'same-origin',
            'accept-language': rng.pick(['en', 'ja', 'ar', 'zh-CN']),
            'x-forwarded-for': `10.11.${(calls >> 8) & 255}.${calls & 255}`,
            cookie: `token=${staffRoute ? tokens.staff : tokens.a}`,
          };
          if (type) headers['content-type'] = type;
          if (rng.next() < 0.2) headers['x-proof-note'] = rng.pick(['%E0%A4%A', 'ok', '%00', 'x'.repeat(5000)]);
          const label = `${method} ${url.slice(0, 160)} ${JSON.stringify(params).slice(0, 80)} [${type}] ${typeof body === 'string' ? body.slice(0, 160) : ''}`;
          let response: Response;
          try {
            response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
          } catch (error) {
            failures.push(`${label}: threw ${String(error)}`);
            continue;
          }
          const seen = statuses.get(`${method} ${route.pattern}`) ?? new Set<number>();
          statuses.set(`${method} ${route.pattern}`, seen.add(response.status));
          const contentType = response.headers.get('content-type') ?? '';
          if (response.status >= 500) failures.push(`${label}: ${response.status} ${await response.text()}`);
          else if (response.status >= 300 && response.status < 400) continue;
          else if (response.status === 200 && !contentType.includes('application/json'))
            await response.arrayBuffer(); // a file download
          else if (!contentType.includes('application/json')) failures.push(`${label}: ${response.status} not JSON (${contentType})`);
          else await response.json();
        }
      }
    }
    const after = await digest(opened, b.user.id);
    const errorCalls = [...errors.mock.calls];
    errors.mockRestore();
    warnings.mockRestore();
    logs.restore();
    if (process.env.FUZZ_STATS) console.log([...statuses].map(([route, seen]) => `${route}: ${[...seen].sort().join(' ')}`).join('\n'));
    expect(failures).toEqual([]);
    // The session works: the calls get past the gate into validation and the services.
    const all = new Set([...statuses.values()].flatMap((seen) => [...seen]));
    for (const status of [200, 201, 400, 404]) expect([status, all.has(status)]).toEqual([status, true]);
    expect(errorCalls.filter((args) => String(args[0]).startsWith('[api]'))).toEqual([]);
    expect(logs.lines.filter((line) => line.msg.startsWith('[api]'))).toEqual([]);
    // Staff calls may change B's rows (they answer every member); only A's calls are checked here.
    const memberOnly = (text: string) => text.split('\n').filter((line) => /^(designs|design_files|addresses|favorites|stored_files|order_files) /.test(line));
    expect(memberOnly(after)).toEqual(memberOnly(before));
  });
});
