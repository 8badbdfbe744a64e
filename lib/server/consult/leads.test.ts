/** @jest-environment node */
import { validate } from '@/lib/validation/kit';
import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, consultRequests, leadNotes } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertLead } from '@/lib/server/testing/leads';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { leadQuerySchema } from '@/lib/api/contract/leads';
import { addLeadNote, changeLead, getLead, listLeads, markLeadRead, salesPeople } from './leads';

import { csvCell, streamLeadsCsv } from './leads-csv';

jest.setTimeout(120_000);

const query = (raw: Record<string, string> = {}) => {
  const checked = validate(leadQuerySchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1 555', `"'+1 555"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['say "hi"', '"say ""hi"""'],
    ['包装袋', '"包装袋"'],
    [null, '""'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe.each(testDatabases())('the leads inbox on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};

  const staff = (account: string, roles: Role[]): Promise<Actor> => actorWith(opened.db, account, roles);

  const lead = (values: Partial<typeof consultRequests.$inferInsert> = {}) => insertLead(opened.db, values);

  beforeAll(async () => {
    opened = await open();
    actors.sales = await staff('sam.sales', ['member', 'sales']);
    actors.other = await staff('sue.sales', ['member', 'sales']);
    actors.editor = await staff('eve.editor', ['member', 'editor']);
    actors.member = await staff('max.member', ['member']);
    actors.admin = await staff('ada.admin', ['member', 'admin']);
  });
  afterAll(() => opened?.close());

  it('is for sales and admin only: nobody gets 401, a member or an editor 404', async () => {
    const row = await lead();
    expect(await statusOf(listLeads(opened.db, null, query()))).toBe(401);
    expect(await statusOf(listLeads(opened.db, actors.member, query()))).toBe(404);
    expect(await statusOf(getLead(opened.db, actors.editor, row.id))).toBe(404);
    expect(await statusOf(listLeads(opened.db, actors.sales, query()))).toBe('ok');
    expect(await statusOf(listLeads(opened.db, actors.admin, query()))).toBe('ok');
    expect(await statusOf((async () => readAll(streamLeadsCsv(opened.db, actors.editor, query())))())).toBe(404);
  });

  it('filters by status, dates, country and keyword, newest first, and marks what nobody opened', async () => {
    const old = await lead({ name: 'Bo Chen', company: 'Shenzhen Bags', country: 'China', createdAt: new Date('2026-01-10T08:00:00Z') });
    const fresh = await lead({
      name: 'Carla Ruiz',
      email: 'carla@ruiz.example',
      country: 'Spain',
      message: 'EVA cases with foam inserts',
      createdAt: new Date('2026-03-05T08:00:00Z'),
    });
    const ids = (page: { list: { id: number }[] }) => page.list.map((l) => l.id);
    expect(ids(await listLeads(opened.db, actors.sales, query({ keyword: 'foam' })))).toEqual([fresh.id]);
    expect(ids(await listLeads(opened.db, actors.sales, query({ keyword: 'SHENZHEN' })))).toEqual([old.id]);
    expect(ids(await listLeads(opened.db, actors.sales, query({ country: 'spain' })))).toEqual([fresh.id]);
    expect(ids(await listLeads(opened.db, actors.sales, query({ from: '2026-01-01', to: '2026-01-31' })))).toEqual([old.id]);
    expect(ids(await listLeads(opened.db, actors.sales, query({ keyword: '100%_' })))).toEqual([]);
    const page = await listLeads(opened.db, actors.sales, query({ from: '2026-01-01', to: '2026-03-31' }));
    expect(ids(page)).toEqual([fresh.id, old.id]);
    expect(page.list.every((l) => !l.read)).toBe(true);
    // Reading a lead writes nothing; the page marks it read once it is shown.
    expect((await getLead(opened.db, actors.sales, fresh.id)).read).toBe(false);
    expect((await listLeads(opened.db, actors.sales, query({ from: '2026-01-01', to: '2026-03-31' }))).list.map((l) => l.read)).toEqual([false, false]);
    expect(await markLeadRead(opened.db, actors.sales, fresh.id)).toEqual({ id: fresh.id, read: true, changed: true });
    expect(await markLeadRead(opened.db, actors.sales, fresh.id)).toEqual({ id: fresh.id, read: true, changed: false });
    const after = await listLeads(opened.db, actors.sales, query({ from: '2026-01-01', to: '2026-03-31' }));
    expect(after.list.map((l) => l.read)).toEqual([true, false]);
    expect(await statusOf(markLeadRead(opened.db, actors.sales, 999_999))).toBe(404);
    expect(await statusOf(markLeadRead(opened.db, actors.editor, old.id))).toBe(404);
    expect((await getLead(opened.db, actors.sales, old.id)).read).toBe(false);
    expect(ids(await listLeads(opened.db, actors.sales, query({ status: 'new', keyword: 'Carla' })))).toEqual([fresh.id]);
    expect(validate(leadQuerySchema, { status: 'archived' }).ok).toBe(false);
    // The reference the buyer quotes on the phone finds the lead.
    expect(ids(await listLeads(opened.db, actors.sales, query({ keyword: fresh.reference.toLowerCase() })))).toEqual([fresh.id]);
    // As copied from the Arabic thank-you page (Unicode isolates around it).
    expect(ids(await listLeads(opened.db, actors.sales, query({ keyword: `\u2066${fresh.reference}\u2069` })))).toEqual([fresh.id]);
    expect(validate(leadQuerySchema, { from: '2026-13-40' }).ok).toBe(false);
  });

  it("finds a lead by its country's code or name in any language, older free-text leads by their text, and names it in the CSV", async () => {
    const coded = await lead({ name: 'Hana Kobayashi', country: 'JP', message: 'Kanji123 pouches, please quote.' });
    const typed = await lead({ name: 'Ichiro Sato', country: 'Japan', message: 'Kanji123 cases, please quote.' });
    const ids = (page: { list: { id: number }[] }) => page.list.map((l) => l.id).sort((a, b) => a - b);
    expect(ids(await listLeads(opened.db, actors.sales, query({ country: 'japan', keyword: 'Kanji123' })))).toEqual([coded.id, typed.id]);
    for (const country of ['JP', '日本', 'Japon']) {
      expect([country, ids(await listLeads(opened.db, actors.sales, query({ country, keyword: 'Kanji123' })))]).toEqual([country, [coded.id]]);
    }
    const page = await listLeads(opened.db, actors.sales, query({ keyword: 'Kanji123' }));
    expect(page.list.find((l) => l.id === coded.id)).toMatchObject({ reference: coded.reference, country: 'JP', files_count: 0 });
    const csv = await readAll(streamLeadsCsv(opened.db, actors.sales, query({ keyword: 'Kanji123' })));
    expect(csv).toContain(`"${coded.reference}"`);
    expect(csv.match(/"Japan"/g)).toHaveLength(2);
    expect((await getLead(opened.db, actors.sales, coded.id)).files).toEqual([]);
  });

  it('moves a lead along its workflow, assigns it to sales only, refuses a stale save, and audits each change', async () => {
    const row = await lead({ name: 'Dora Weiss' });
    let current = await getLead(opened.db, actors.sales, row.id);
    const change = (patch: Record<string, unknown>, actor: Actor = actors.sales) =>
      changeLead(opened.db, actor, row.id, { expectedUpdatedAt: new Date(current.updated_at), ...patch });

    current = await change({ status: 'contacted', assigneeId: actors.other.user.id, followUpAt: new Date('2026-02-01T00:00:00Z') });
    expect(current).toMatchObject({ status: 'contacted', assignee: { id: actors.other.user.id, name: 'sue.sales' }, follow_up_at: '2026-02-01T00:00:00.000Z' });
    expect(await statusOf(change({ status: 'new' }))).toBe(400);
    expect(await statusOf(change({ assigneeId: actors.editor.user.id }))).toBe(400);
    // A second staff member saving on what they read before the first change: a conflict, nothing overwritten.
    const stale = new Date(new Date(current.updated_at).getTime() - 1000);
    expect(await statusOf(changeLead(opened.db, actors.other, row.id, { expectedUpdatedAt: stale, status: 'spam' }))).toBe(409);
    current = await change({ status: 'quoting' });
    current = await change({ status: 'won', assigneeId: null, followUpAt: null });
    expect(current).toMatchObject({ status: 'won', assignee: null, follow_up_at: null });

    const trail = await opened.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(trail.map((t) => t.action)).toEqual(['lead.change', 'lead.change', 'lead.change']);
    expect(trail[0]).toMatchObject({ actorId: actors.sales.user.id, actorLabel: 'sam.sales', before: { status: 'new' }, after: { status: 'contacted' } });
    expect(await statusOf(changeLead(opened.db, actors.sales, 999_999, { expectedUpdatedAt: new Date() }))).toBe(404);
  });

  it('keeps notes in order, never edited, and shows overdue follow-ups under "due"', async () => {
    const row = await lead({ name: 'Emil Berg', followUpAt: new Date('2026-01-01T00:00:00Z') });
    await lead({ name: 'Frida Berg', followUpAt: new Date('2026-01-01T00:00:00Z'), status: 'won' });
    await addLeadNote(opened.db, actors.sales, row.id, 'Called, sending samples.');
    const withNotes = await addLeadNote(opened.db, actors.other, row.id, 'Samples shipped.');
    expect(withNotes.notes.map((n) => [n.author, n.body])).toEqual([
      ['sam.sales', 'Called, sending samples.'],
      ['sue.sales', 'Samples shipped.'],
    ]);
    expect(await opened.db.select().from(leadNotes).where(eq(leadNotes.leadId, row.id))).toHaveLength(2);
    const due = await listLeads(opened.db, actors.sales, query({ due: '1', keyword: 'Berg' }), new Date('2026-06-01T00:00:00Z'));
    expect(due.list.map((l) => l.name)).toEqual(['Emil Berg']);
    expect((await salesPeople(opened.db, actors.sales)).map((p) => p.name)).toEqual(['ada.admin', 'sam.sales', 'sue.sales']);
  });

  it('exports every selected lead as CSV, streamed in batches, with a BOM and neutralised formulas', async () => {
    const values = Array.from({ length: 1203 }, (_, i) => ({
      name: i === 0 ? '=HYPERLINK("http://evil.example")' : `Export ${i}`,
      email: `export${i}@example.com`,
      message: 'Bulk order for the export test, please.',
      locale: 'zh-CN',
      country: 'Exportland',
      reference: `HX-EXPORT-${i}`,
    }));
    await opened.db.insert(consultRequests).values(values);
    const csv = await readAll(streamLeadsCsv(opened.db, actors.sales, query({ country: 'Exportland' })));
    expect(csv.startsWith('\uFEFF"id","reference","created_at"')).toBe(true);
    expect(csv).toContain('"HX-EXPORT-0"');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1203);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(1203);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
