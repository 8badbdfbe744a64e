import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadFile, LeadNote, LeadPage, LeadPerson, LeadSummary } from '@/lib/api/contract';
import { API, CLOSED_LEAD_STATUSES, DEFAULT_LOCALE, type LeadStatus, type Locale } from '@/lib/config';
import { countryFromText } from '@/lib/countries';
import type { LeadChange, LeadQuery } from '@/lib/api/contract/leads';
import { LEADS_PAGE_SIZE } from '@/lib/api/contract/leads';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { productNamesByIds } from '@/lib/server/catalogue/lookup';
import { resolveText } from '@/lib/server/catalogue/localized';
import { containsAny, escapeLike } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { filesOfLeads, type StoredFileInfo } from '@/lib/server/files/service';
import { isSalesAccount, memberCardsByIds, salesAccounts } from '@/lib/server/members/lookup';
import { ApiProblem, badRequest, notFound } from '@/lib/server/problems';
import { consultAttachments, consultRequests, leadNotes } from './schema';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The sales team's side of the consultation requests: the inbox (filters, unread marker), a
 * lead's workflow, assignee, follow-up date and append-only notes. Sales and admin only; every
 * change is audited in its own transaction.
 */

type LeadRow = typeof consultRequests.$inferSelect;

/** Where a lead may go from where it is: forward, or closed; a closed lead may be reopened. */
const NEXT_STATUS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'quoting', 'won', 'lost', 'spam'],
  contacted: ['quoting', 'won', 'lost', 'spam'],
  quoting: ['contacted', 'won', 'lost', 'spam'],
  won: ['quoting'],
  lost: ['contacted'],
  spam: ['new'],
};

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || NEXT_STATUS[from].includes(to);
}

/**
 * Direction marks and isolates (a reference copied from an Arabic page carries them): never part of
 * what staff search for.
 */
const unmarked = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();

/** The filters of the inbox (and of its CSV export). */
export function leadConditions(raw: LeadQuery, now: Date): SQL[] {
  const query = { ...raw, keyword: unmarked(raw.keyword), country: unmarked(raw.country) };
  const c: SQL[] = [];
  if (query.status) c.push(eq(consultRequests.status, query.status));
  if (query.from) c.push(gte(consultRequests.createdAt, query.from));
  if (query.to) c.push(lt(consultRequests.createdAt, query.to));
  if (query.product) c.push(eq(consultRequests.productId, query.product));
  if (query.country) {
    // A code ('DE'), or a name in any of the 14 languages ('Germany', '德国'), finds the leads that
    // stored its code; the text also finds older leads that hold what the buyer typed.
    const code = countryFromText(query.country);
    const typed = ilike(consultRequests.country, escapeLike(query.country));
    c.push(code ? or(eq(consultRequests.country, code), typed)! : typed);
  }
  if (query.keyword) {
    c.push(containsAny(query.keyword, [consultRequests.reference, consultRequests.name, consultRequests.company, consultRequests.email, consultRequests.message]));
  }
  if (query.due) c.push(lte(consultRequests.followUpAt, now), notInArray(consultRequests.status, [...CLOSED_LEAD_STATUSES]));
  return c;
}

async function peopleOf(db: Db, ids: (number | null)[]): Promise<Map<number, LeadPerson>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const cards = await memberCardsByIds(db, wanted);
  return new Map([...cards.values()].map((r) => [r.id, { id: r.id, name: r.nickname || r.account || `#${r.id}` }]));
}

async function productNames(db: Db, ids: (number | null)[], locale: Locale): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const names = await productNamesByIds(db, wanted);
  return new Map([...names].map(([id, name]) => [id, resolveText(name, locale).value]));
}

/** How many files each lead has. */
async function fileCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: consultAttachments.consultId, n: count() })
    .from(consultAttachments)
    .where(inArray(consultAttachments.consultId, ids))
    .groupBy(consultAttachments.consultId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Where staff download a lead's file (app/basic-api/v1/admin/files/[handle]). */
export const leadFileUrl = (handle: string) => `${API.base}${API.prefix}/admin/files/${handle}`;

const leadFile = (f: StoredFileInfo): LeadFile => ({ handle: f.handle, name: f.name, mime: f.mime, bytes: f.bytes, url: leadFileUrl(f.handle) });

function summaryOf(row: LeadRow, people: Map<number, LeadPerson>, names: Map<number, string>, files: number): LeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    company: row.company,
    email: row.email,
    country: row.country,
    product: row.productId !== null && names.has(row.productId) ? { id: row.productId, name: names.get(row.productId)! } : null,
    status: row.status,
    assignee: row.assigneeId !== null ? (people.get(row.assigneeId) ?? null) : null,
    follow_up_at: row.followUpAt?.toISOString() ?? null,
    read: row.readAt !== null,
    files_count: files,
    created_at: row.createdAt.toISOString(),
  };
}

/** The inbox's two statements for a query, not run yet: how many leads match, and its page (newest first). The bench explains these very ones. */
export function inboxStatements(db: Db, query: LeadQuery, now: Date) {
  const where = and(...leadConditions(query, now));
  return {
    total: db.select({ total: count() }).from(consultRequests).where(where),
    page: db
      .select()
      .from(consultRequests)
      .where(where)
      .orderBy(desc(consultRequests.createdAt), desc(consultRequests.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((query.page - 1) * LEADS_PAGE_SIZE),
  };
}

/** The inbox: newest first, LEADS_PAGE_SIZE a page. */
export async function listLeads(db: Db, actor: Actor | null, query: LeadQuery, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<LeadPage> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const statements = inboxStatements(db, query, now);
  const [{ total }] = await statements.total;
  const rows = await statements.page;
  const [people, names, files] = await Promise.all([
    peopleOf(
      db,
      rows.map((r) => r.assigneeId),
    ),
    productNames(
      db,
      rows.map((r) => r.productId),
      locale,
    ),
    fileCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return { list: rows.map((r) => summaryOf(r, people, names, files.get(r.id) ?? 0)), total, page: query.page, limit: LEADS_PAGE_SIZE };
}

async function leadOf(db: Db, row: LeadRow, locale: Locale = DEFAULT_LOCALE): Promise<Lead> {
  const notes = await db.select().from(leadNotes).where(eq(leadNotes.leadId, row.id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const [people, names, files] = await Promise.all([peopleOf(db, [row.assigneeId]), productNames(db, [row.productId], locale), filesOfLeads(db, [row.id])]);
  const attached = files.get(row.id) ?? [];
  return {
    ...summaryOf(row, people, names, attached.length),
    phone: row.phone,
    quantity: row.quantity,
    message: row.message,
    locale: row.locale,
    source_page: row.sourcePage,
    client_address: row.clientAddress,
    updated_at: row.updatedAt.toISOString(),
    notes: notes.map((n): LeadNote => ({ id: n.id, author: n.authorLabel, body: n.body, created_at: n.createdAt.toISOString() })),
    files: attached.map(leadFile),
  };
}

/**
 * A lead with its notes. Reading changes nothing (a link from another site that opens the page
 * must not mark it read): the page marks it read with markLeadRead once it is shown.
 */
export async function getLead(db: Db, actor: Actor | null, id: number, locale: Locale = DEFAULT_LOCALE): Promise<Lead> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const [row] = await db.select().from(consultRequests).where(eq(consultRequests.id, id));
  if (!row) throw notFound();
  return leadOf(db, row, locale);
}

/**
 * POST /admin/leads/{id}/read: the lead has been seen (the first time is kept). `changed` says
 * whether it was unread until now.
 */
export async function markLeadRead(db: Db, actor: Actor | null, id: number): Promise<{ id: number; read: true; changed: boolean }> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const [marked] = await db
    .update(consultRequests)
    .set({ readAt: sql`now()` })
    .where(and(eq(consultRequests.id, id), isNull(consultRequests.readAt)))
    .returning({ id: consultRequests.id });
  if (!marked) {
    const [exists] = await db.select({ id: consultRequests.id }).from(consultRequests).where(eq(consultRequests.id, id));
    if (!exists) throw notFound();
  }
  return { id, read: true, changed: Boolean(marked) };
}

/** The accounts a lead can be assigned to: staff with the sales or admin role, not disabled. */
export async function salesPeople(db: Db, actor: Actor | null): Promise<LeadPerson[]> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const rows = await salesAccounts(db);
  return rows.map((r) => ({ id: r.id, name: r.nickname || r.account || `#${r.id}` }));
}

const auditView = (row: LeadRow) => ({
  status: row.status,
  assignee_id: row.assigneeId,
  follow_up_at: row.followUpAt?.toISOString() ?? null,
});

/**
 * Changes a lead's status, assignee or follow-up date, if nobody changed it since `expectedUpdatedAt`
 * (else a 409 conflict: no silent overwrite).
 */
export async function changeLead(db: Db, actor: Actor | null, id: number, change: LeadChange): Promise<Lead> {
  const staff = requireRole(actor, ...LEADS_STAFF_ROLES);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(consultRequests).where(eq(consultRequests.id, id)).for('update');
    if (!before) throw notFound();
    // Both are milliseconds (a Date keeps no more): the time the client read is the time it sends back.
    if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    if (change.status && !canMove(before.status, change.status)) {
      throw badRequest('badTransition', { values: { from: before.status, to: change.status } });
    }
    if (change.assigneeId) {
      if (!(await isSalesAccount(tx, change.assigneeId))) throw badRequest('notSales');
    }
    const [after] = await tx
      .update(consultRequests)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
        ...(change.followUpAt !== undefined ? { followUpAt: change.followUpAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(consultRequests.id, id))
      .returning();
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'lead.change', entity: 'lead', entityId: id, before: auditView(before), after: auditView(after) });
    return leadOf(tx as unknown as Db, after);
  });
}

/** Adds a note (append-only). */
export async function addLeadNote(db: Db, actor: Actor | null, id: number, body: string): Promise<Lead> {
  const staff = requireRole(actor, ...LEADS_STAFF_ROLES);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(consultRequests).where(eq(consultRequests.id, id));
    if (!lead) throw notFound();
    const label = staff.user.nickname || staff.user.account || `#${staff.user.id}`;
    const [note] = await tx.insert(leadNotes).values({ leadId: id, authorId: staff.user.id, authorLabel: label, body }).returning();
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'lead.note', entity: 'lead', entityId: id, after: { note_id: note.id, body } });
    return leadOf(tx as unknown as Db, lead);
  });
}

/** The inbox at a glance: leads per status, and unread (the ones due for follow-up are among what waits: overview/waits.ts). */
export async function leadCounts(db: Db, actor: Actor | null) {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const rows = await db.select({ status: consultRequests.status, n: count() }).from(consultRequests).groupBy(consultRequests.status);
  const [{ unread }] = await db.select({ unread: count() }).from(consultRequests).where(isNull(consultRequests.readAt));
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<LeadStatus, number>>;
  return { byStatus, unread };
}
