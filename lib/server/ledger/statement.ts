import 'server-only';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { STATEMENT_STAFF_ROLES, type CurrencyTotal, type EntryInput, type LedgerOverview, type OrderDue, type Statement, type StatementEntry } from '@/lib/api/contract/statement';
import { STATEMENT, type LedgerKind } from '@/lib/config';
import { hasRole, requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { memberCard, memberCardsByIds, memberExists, searchMemberCards } from '@/lib/server/members/lookup';
import {
  memberOrderForPosting,
  memberOrdersNewestFirst,
  memberOrderTotals,
  memberTotalsByCurrency,
  orderLabelsByIds,
  totalsByMemberAndCurrency,
  type OrderLabel,
} from '@/lib/server/orders/for-ledger';
import { ApiProblem, badRequest, InvalidInput, notFound } from '@/lib/server/problems';
import { awardForLedgerEntry } from './points';
import { ledgerEntries } from './schema';

/*
 * The account statement (/user/myPurse; the back office's ledger). Money is a ledger, never a
 * balance column: staff (sales, admin) post entries, audited; an entry is never edited, only
 * reversed by another of the same kind, order and currency with the opposite amount (once; a
 * reversal is never reversed: the unique reverses_id and the checks below). The balance in a
 * currency is the sum of the member's entries in it; an order's due is its total (unit price ×
 * quantity + shipping once the quote is accepted; sample fees are charged as entries) less the sum
 * of its entries; the total due is Σ order totals − Σ entries. A member reads only their own
 * statement (another member's id is a 404); sales and admins read anyone's.
 */

type EntryRow = typeof ledgerEntries.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const asDb = (tx: Tx) => tx as unknown as Db;

const memberName = (u: { id: number; nickname: string; account: string | null; phone: string | null }) => u.nickname || u.account || u.phone || `#${u.id}`;

/**
 * The entry that reversed an entry, if any. The outer row's id is named with its table: a query
 * of ledger_entries alone renders a column without it, and a bare "id" here would be r's own.
 */
const reversedBySql = sql<number | null>`(select r.id from ledger_entries r where r.reverses_id = ledger_entries.id)`;

/** The balance in the entry's currency after it (in date order, then posting order). */
const runningBalanceSql = sql<string>`sum(${ledgerEntries.amount}) over (partition by ${ledgerEntries.currency} order by ${ledgerEntries.entryDate}, ${ledgerEntries.id})`;

/** The orders a page of entries names, in one lookup (a line shows its order's reference and title). */
const orderLabelsOf = (db: Db, rows: readonly { entry: EntryRow }[]) =>
  orderLabelsByIds(
    db,
    rows.map((r) => r.entry.orderId),
  );

/** The entry's order as its line names it (null: none). */
const orderOf = (labels: Map<number, OrderLabel>, entry: EntryRow): StatementEntry['order'] => (entry.orderId === null ? null : (labels.get(entry.orderId) ?? null));

function entryView(row: EntryRow, extra: { balance: number | string; reversedBy: number | null; order: StatementEntry['order'] }): StatementEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    entry_date: row.entryDate.toISOString(),
    note: row.note,
    order: extra.order,
    reverses_id: row.reversesId,
    reversed_by: extra.reversedBy,
    balance: Number(extra.balance),
    created_at: row.createdAt.toISOString(),
  };
}

const entryAudit = (row: EntryRow) => ({
  member_id: row.memberId,
  order_id: row.orderId,
  kind: row.kind,
  amount: row.amount,
  currency: row.currency,
  entry_date: row.entryDate.toISOString(),
  note: row.note,
  reverses_id: row.reversesId,
});

/* ───────────────────────── staff writes ───────────────────────── */

/**
 * Posts an entry to a member's statement (sales, admin; audited): the member must exist, and an
 * order, when named, must be theirs and in the entry's currency (so an order's due stays in one
 * currency). Points for a payment or deposit are awarded in the same transaction.
 */
export async function postEntry(db: Db, actor: Actor | null, input: EntryInput): Promise<StatementEntry> {
  const staff = requireRole(actor, ...STATEMENT_STAFF_ROLES);
  return db.transaction(async (tx) => {
    if (!(await memberExists(tx, input.memberId))) throw new InvalidInput({ member_id: { key: 'invalid' } }, { messageKey: 'ledger.unknownMember' });
    let order: StatementEntry['order'] = null;
    if (input.orderId !== null) {
      const row = await memberOrderForPosting(asDb(tx), input.memberId, input.orderId);
      // Another member's order (or none): the entry cannot belong to it.
      if (!row) throw new InvalidInput({ order_id: { key: 'invalid' } }, { messageKey: 'ledger.orderNotMember' });
      if (row.currency !== input.currency)
        throw new InvalidInput({ currency: { key: 'choice' } }, { messageKey: 'ledger.currencyMismatch', result: { order_currency: row.currency } });
      order = { id: row.id, reference: row.reference, title: row.title };
    }
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        memberId: input.memberId,
        orderId: input.orderId,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        ...(input.entryDate ? { entryDate: input.entryDate } : {}),
        note: input.note,
        postedBy: staff.user.id,
      })
      .returning();
    await awardForLedgerEntry(tx, entry);
    await recordAudit(asDb(tx), { actor: staff }, { action: 'ledger.post', entity: 'member', entityId: input.memberId, after: { id: entry.id, ...entryAudit(entry) } });
    const [{ balance }] = await tx
      .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, input.memberId), eq(ledgerEntries.currency, input.currency)));
    return entryView(entry, { balance, reversedBy: null, order });
  });
}

/**
 * Reverses an entry (sales, admin; audited): a new entry of the same kind, order and currency with
 * the opposite amount, dated now, `reverses_id` set. An entry is reversed once (409 after that,
 * also when two staff press at once: the unique reverses_id); a reversal is never reversed (400).
 * The points a reversed payment earned are taken back in the same transaction.
 */
export async function reverseEntry(db: Db, actor: Actor | null, id: number, input: { note: string }): Promise<StatementEntry> {
  const staff = requireRole(actor, ...STATEMENT_STAFF_ROLES);
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).for('update');
      if (!original) throw notFound();
      if (original.reversesId !== null) throw badRequest('ledger.reversalOfReversal');
      const [already] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesId, id));
      if (already) throw new ApiProblem(409, 'ledger.alreadyReversed');
      const [reversal] = await tx
        .insert(ledgerEntries)
        .values({
          memberId: original.memberId,
          orderId: original.orderId,
          kind: original.kind,
          amount: -original.amount,
          currency: original.currency,
          note: input.note,
          reversesId: original.id,
          postedBy: staff.user.id,
        })
        .returning();
      await awardForLedgerEntry(tx, reversal);
      await recordAudit(
        asDb(tx),
        { actor: staff },
        {
          action: 'ledger.reverse',
          entity: 'member',
          entityId: original.memberId,
          before: { id: original.id, ...entryAudit(original) },
          after: { id: reversal.id, ...entryAudit(reversal) },
        },
      );
      const order = original.orderId === null ? null : ((await orderLabelsByIds(asDb(tx), [original.orderId])).get(original.orderId) ?? null);
      const [{ balance }] = await tx
        .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, original.memberId), eq(ledgerEntries.currency, original.currency)));
      return entryView(reversal, { balance, reversedBy: null, order });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiProblem(409, 'ledger.alreadyReversed');
    throw error;
  }
}

/* ───────────────────────── reads ───────────────────────── */

/** Who may read `memberId`'s statement: the member themselves, or sales and admins; anyone else gets the same 404 as an unknown member. */
function statementReader(actor: Actor | null, memberId: number): Actor {
  const reader = requireMember(actor);
  if (reader.user.id !== memberId && !hasRole(reader, ...STATEMENT_STAFF_ROLES)) throw notFound();
  return reader;
}

/** Every order of the member that carries money: a total, or entries. */
async function orderDues(db: Db, memberId: number, currency: string | null): Promise<OrderDue[]> {
  // What the member's entries paid per order, then their orders with a total or with entries (orders answers those, newest first).
  const paidRows = await db
    .select({ orderId: ledgerEntries.orderId, paid: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), isNotNull(ledgerEntries.orderId)))
    .groupBy(ledgerEntries.orderId);
  const paid = new Map(paidRows.map((r) => [Number(r.orderId), Number(r.paid)]));
  const rows = await memberOrderTotals(db, memberId, currency, [...paid.keys()]);
  return rows.map((r) => {
    const paidSum = paid.get(r.id) ?? 0;
    return { id: r.id, reference: r.reference, title: r.title, status: r.status, currency: r.currency, total: r.total, paid: paidSum, due: r.total - paidSum };
  });
}

/** Σ entries and Σ order totals per currency (every currency either appears in). */
async function currencyTotals(db: Db, memberId: number, currency: string | null): Promise<CurrencyTotal[]> {
  const [entries, totals] = await Promise.all([
    db
      .select({ currency: ledgerEntries.currency, sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), currency ? eq(ledgerEntries.currency, currency) : undefined))
      .groupBy(ledgerEntries.currency),
    memberTotalsByCurrency(db, memberId, currency),
  ]);
  const by = new Map<string, CurrencyTotal>();
  const of = (c: string) => by.get(c) ?? by.set(c, { currency: c, balance: 0, orders_total: 0, due: 0 }).get(c)!;
  for (const e of entries) of(e.currency).balance = Number(e.sum);
  for (const o of totals) if (o.sum !== 0) of(o.currency).orders_total = o.sum;
  return [...by.values()].map((t) => ({ ...t, due: t.orders_total - t.balance })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * A member's statement: entries newest first with the running balance of their currency (at most
 * STATEMENT.pageEntries; `entries_total` counts them all), each order's due, and totals per
 * currency; `currency` narrows all of it to one currency. The member reads their own; staff anyone's.
 */
export async function statementFor(db: Db, actor: Actor | null, memberId: number, options: { currency?: string | null } = {}): Promise<Statement> {
  statementReader(actor, memberId);
  const currency = options.currency ?? null;
  const member = await memberCard(db, memberId);
  if (!member) throw notFound();
  const where = and(eq(ledgerEntries.memberId, memberId), currency ? eq(ledgerEntries.currency, currency) : undefined);
  const [rows, [{ total }], dues, totals] = await Promise.all([
    db
      .select({ entry: ledgerEntries, balance: runningBalanceSql, reversedBy: reversedBySql })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.entryDate), desc(ledgerEntries.id))
      .limit(STATEMENT.pageEntries),
    db.select({ total: count() }).from(ledgerEntries).where(where),
    orderDues(db, memberId, currency),
    currencyTotals(db, memberId, currency),
  ]);
  const labels = await orderLabelsOf(db, rows);
  return {
    member: { id: member.id, name: memberName(member), company: member.company },
    currency,
    entries: rows.map((r) => entryView(r.entry, { balance: r.balance, reversedBy: r.reversedBy === null ? null : Number(r.reversedBy), order: orderOf(labels, r.entry) })),
    entries_total: Number(total),
    orders: dues,
    totals,
  };
}

/**
 * The currencies a member has anything in (entries, or accepted orders), whatever one a statement
 * is narrowed to: the page's currency filter, without reading the whole statement a second time.
 */
export async function statementCurrencies(db: Db, actor: Actor | null, memberId: number): Promise<string[]> {
  statementReader(actor, memberId);
  return (await currencyTotals(db, memberId, null)).map((t) => t.currency);
}

/** Every entry of a member's statement in date order with its running balance, a batch at a time (the CSV). */
export async function* statementRows(db: Db, actor: Actor | null, memberId: number, options: { currency?: string | null; batch?: number } = {}): AsyncGenerator<StatementEntry[]> {
  statementReader(actor, memberId);
  const batch = options.batch ?? 500;
  const currency = options.currency ?? null;
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select({ entry: ledgerEntries, balance: runningBalanceSql, reversedBy: reversedBySql })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), currency ? eq(ledgerEntries.currency, currency) : undefined))
      .orderBy(asc(ledgerEntries.entryDate), asc(ledgerEntries.id))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    const labels = await orderLabelsOf(db, rows);
    yield rows.map((r) => entryView(r.entry, { balance: r.balance, reversedBy: r.reversedBy === null ? null : Number(r.reversedBy), order: orderOf(labels, r.entry) }));
    if (rows.length < batch) return;
  }
}

/**
 * The back office's ledger: members with an amount due (Σ accepted order totals − Σ entries > 0,
 * per currency, the largest first) and the newest entries of everyone (sales, admin).
 */
export async function ledgerOverview(db: Db, actor: Actor | null): Promise<LedgerOverview> {
  requireRole(actor, ...STATEMENT_STAFF_ROLES);
  // Two grouped sums merged here (portable across PGlite and PostgreSQL; a row per member and currency).
  const [totals, paid] = await Promise.all([
    totalsByMemberAndCurrency(db),
    db
      .select({
        memberId: ledgerEntries.memberId,
        currency: ledgerEntries.currency,
        sum: sql<string>`sum(${ledgerEntries.amount})`,
        last: sql<string | Date>`max(${ledgerEntries.entryDate})`,
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.memberId, ledgerEntries.currency),
  ]);
  const key = (m: number, c: string) => `${m}:${c}`;
  const sums = new Map<string, { member_id: number; currency: string; due: number; last_entry_at: string | Date | null }>();
  for (const t of totals) sums.set(key(t.memberId, t.currency), { member_id: t.memberId, currency: t.currency, due: t.sum, last_entry_at: null });
  for (const e of paid) {
    const row = sums.get(key(e.memberId, e.currency)) ?? { member_id: e.memberId, currency: e.currency, due: 0, last_entry_at: null };
    row.due -= Number(e.sum);
    row.last_entry_at = e.last;
    sums.set(key(e.memberId, e.currency), row);
  }
  const list = [...sums.values()]
    .filter((r) => r.due > 0)
    .sort((a, b) => b.due - a.due)
    .slice(0, STATEMENT.overviewMembers);
  const ids = [...new Set(list.map((r) => Number(r.member_id)))];
  const recentRows = await db
    .select({ entry: ledgerEntries, reversedBy: reversedBySql })
    .from(ledgerEntries)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(STATEMENT.overviewEntries);
  // The members of both lists in one lookup; an entry whose member is gone is left out, as the join did.
  const [byId, labels] = await Promise.all([memberCardsByIds(db, [...ids, ...recentRows.map((r) => r.entry.memberId)]), orderLabelsOf(db, recentRows)]);
  const recent = recentRows.flatMap((r) => {
    const member = byId.get(r.entry.memberId);
    return member ? [{ ...r, member }] : [];
  });
  return {
    due: list.map((r) => {
      const p = byId.get(Number(r.member_id))!;
      return {
        member: { id: p.id, name: memberName(p), company: p.company },
        currency: r.currency,
        due: Number(r.due),
        last_entry_at: r.last_entry_at ? new Date(r.last_entry_at).toISOString() : null,
      };
    }),
    recent: recent.map((r) => ({
      ...entryView(r.entry, { balance: 0, reversedBy: r.reversedBy === null ? null : Number(r.reversedBy), order: orderOf(labels, r.entry) }),
      member: { id: r.member.id, name: memberName(r.member) },
    })),
  };
}

/** The orders a posting may name for a member (the form's choices): newest first, with their currency. */
export async function ordersForPosting(
  db: Db,
  actor: Actor | null,
  memberId: number,
): Promise<{ id: number; reference: string; title: string; currency: string; status: string }[]> {
  requireRole(actor, ...STATEMENT_STAFF_ROLES);
  return memberOrdersNewestFirst(db, memberId, 200);
}

/** Members for the posting form's search (account, nickname, company, e-mail, phone), at most 20. */
export async function findMembersForPosting(db: Db, actor: Actor | null, keyword: string): Promise<{ id: number; name: string; company: string; email: string | null }[]> {
  requireRole(actor, ...STATEMENT_STAFF_ROLES);
  const k = keyword.replace(/[\\%_]/g, (c) => `\\${c}`).trim();
  if (!k) return [];
  const p = `%${k}%`;
  const rows = await searchMemberCards(db, p, ['account', 'nickname', 'company', 'email', 'phone'], 20);
  return rows.map((u) => ({ id: u.id, name: memberName(u), company: u.company, email: u.email }));
}

/** The kinds in their display order (the form, the CSV legend). */
export const KINDS_IN_ORDER: readonly LedgerKind[] = ['payment', 'deposit', 'sample_fee', 'credit', 'refund', 'adjustment'];
