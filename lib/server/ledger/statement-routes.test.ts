/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { ledgerEntries } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/members/sessions';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import * as statementRoute from '@/app/basic-api/v1/user/statement/route';
import * as ledgerRoute from '@/app/basic-api/v1/admin/ledger/route';
import * as reverseRoute from '@/app/basic-api/v1/admin/ledger/[id]/reverse/route';

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => undefined }));
jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');
const SITE = 'http://localhost:3000';
type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

describe.each(testDatabases())('the statement routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let a: Actor;
  let tokens: { a: string; b: string; sales: string };

  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    a = await actorWith(opened.db, 'route.ann', ['member']);
    const b = await actorWith(opened.db, 'route.bob', ['member']);
    const sales = await actorWith(opened.db, 'route.sally', ['member', 'sales']);
    const meta = { clientAddress: '127.0.0.1', userAgent: 'jest' };
    tokens = {
      a: (await createSession(opened.db, a.user.id, meta)).token,
      b: (await createSession(opened.db, b.user.id, meta)).token,
      sales: (await createSession(opened.db, sales.user.id, meta)).token,
    };
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  const call = (handler: unknown, token: string, path: string, init: { method?: string; body?: unknown; locale?: string; params?: Record<string, unknown> } = {}) =>
    (handler as Handler)(
      new Request(`${SITE}/basic-api/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, origin: SITE, 'accept-language': init.locale ?? 'en', ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      }),
      { params: Promise.resolve(init.params ?? {}) },
    );

  it('posts and reverses through the back office’s calls, with translated field errors for bad input', async () => {
    const posted = await call(ledgerRoute.POST, tokens.sales, '/admin/ledger', {
      method: 'POST',
      body: { member_id: a.user.id, kind: 'payment', amount: '1,200.50', currency: 'USD', note: '=SUM(A1)' },
    });
    expect(posted.status).toBe(201);
    const entry = (await posted.json()).result;
    expect(entry).toMatchObject({ amount: 120050, balance: 120050 });
    const bad = await call(ledgerRoute.POST, tokens.sales, '/admin/ledger', {
      method: 'POST',
      body: { member_id: a.user.id, kind: 'payment', amount: '0', currency: 'USD' },
      locale: 'ja',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).result.errors)).toEqual(['amount']);
    const byMember = await call(ledgerRoute.POST, tokens.a, '/admin/ledger', { method: 'POST', body: { member_id: a.user.id, kind: 'credit', amount: '5', currency: 'USD' } });
    expect(byMember.status).toBe(404);
    await call(ledgerRoute.POST, tokens.sales, '/admin/ledger', {
      method: 'POST',
      body: { member_id: a.user.id, kind: 'sample_fee', amount: '40', currency: 'USD', entry_date: '2026-01-01' },
    });
    const reversed = await call(reverseRoute.POST, tokens.sales, `/admin/ledger/${entry.id}/reverse`, {
      method: 'POST',
      body: { note: 'wrong member' },
      params: { id: String(entry.id) },
    });
    expect(reversed.status).toBe(201);
    const again = await call(reverseRoute.POST, tokens.sales, `/admin/ledger/${entry.id}/reverse`, { method: 'POST', body: {}, params: { id: String(entry.id) } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This entry has already been reversed.');
    expect(await opened.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, a.user.id))).toHaveLength(3);
  });

  it('answers the member’s own statement as JSON, and as a CSV for Excel in their language', async () => {
    const json = await call(statementRoute.GET, tokens.a, '/user/statement');
    expect(json.status).toBe(200);
    const body = (await json.json()).result;
    expect(body.member.id).toBe(a.user.id);
    expect(body.entries).toHaveLength(3);
    expect(body.totals).toEqual([{ currency: 'USD', balance: -4000, orders_total: 0, due: 4000 }]);
    const other = await call(statementRoute.GET, tokens.b, '/user/statement');
    expect((await other.json()).result.entries).toHaveLength(0);

    const csv = await call(statementRoute.GET, tokens.a, '/user/statement?format=csv', { locale: 'zh-CN' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-\d{8}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"日期","编号","条目","订单","备注","币种","金额","余额","冲销编号"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2026-01-01,\d+,"打样费","","",USD,-40\.00,-40\.00,$/);
    // A note that a spreadsheet would run as a formula is neutralised; amounts stay numbers.
    expect(lines.some((l) => l.includes(`"'=SUM(A1)"`) && l.includes(',1200.50,'))).toBe(true);
    expect(lines[3]).toMatch(/,-1200\.50,-40\.00,\d+$/);

    const wrong = await call(statementRoute.GET, tokens.a, '/user/statement?format=xls');
    expect(wrong.status).toBe(400);
  });
});
