import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PointsRule } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { addPoints, lockPoints } from '@/lib/server/members/points';
import { exchangeRates, toLevelMinor } from '@/lib/server/catalogue/rates';
import { ledgerEntries, pointsEntries, pointsRules } from './schema';

/*
 * Earning points (the rules staff set on /admin/levels). Every award is a points_entries row naming
 * its rule and what earned it, and users.points moves by the same delta in the same transaction.
 * The unique index (member, rule, ref) makes an award idempotent: the same payment, order or proof
 * never earns the same rule twice, however often the hook runs.
 */

/** The database or a transaction of it (awards run inside the caller's transaction). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The largest points balance: users.points and points_entries.delta are PostgreSQL `integer` columns. */
export const POINTS_MAX = 2_147_483_647;

/** The ledger kinds that earn points per amount paid. */
const EARNING_KINDS = new Set(['payment', 'deposit']);

/** The points a rule gives (amountMinor: LEVEL_CURRENCY minor units, for per_amount_paid). */
export function pointsFor(rule: Pick<typeof pointsRules.$inferSelect, 'key' | 'points' | 'perAmount' | 'active'>, amountMinor?: number): number {
  if (!rule.active || rule.points <= 0) return 0;
  if (rule.key !== 'per_amount_paid') return rule.points;
  if (!rule.perAmount || !amountMinor || amountMinor <= 0) return 0;
  return Math.floor(amountMinor / rule.perAmount) * rule.points;
}

/**
 * Awards `rule`'s points to a member for `ref` (once: a second call for the same ref does nothing).
 * An inactive rule, a rule without points or an amount too small awards nothing; an award never
 * takes the balance past POINTS_MAX. Returns the points awarded by this call.
 */
export async function awardPoints(tx: DbOrTx, memberId: number, rule: PointsRule, ref: { kind: string; id: number }, amountMinor?: number, note = ''): Promise<number> {
  const [row] = await tx.select().from(pointsRules).where(eq(pointsRules.key, rule));
  if (!row) return 0;
  const asked = pointsFor(row, amountMinor);
  if (asked <= 0) return 0;
  // At most what still fits in the balance (a generous rule and a large payment could ask more).
  const balance = await lockPoints(tx, memberId);
  const delta = Math.min(asked, POINTS_MAX - (balance ?? 0));
  if (delta <= 0) return 0;
  const inserted = await tx
    .insert(pointsEntries)
    .values({ memberId, delta, kind: 'earned', rule, refKind: ref.kind, refId: ref.id, note })
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  if (inserted.length === 0) return 0;
  await addPoints(tx, memberId, delta);
  return delta;
}

/**
 * Points for an account statement entry, in the transaction that posts it: a payment or deposit
 * earns per_amount_paid on its amount converted to LEVEL_CURRENCY; the reversal of one takes back
 * what the original earned, as far as the member still has points (never below 0). Other kinds
 * earn nothing. Returns the change of the member's points.
 */
export async function awardForLedgerEntry(tx: DbOrTx, entry: Pick<LedgerEntryRow, 'id' | 'memberId' | 'kind' | 'amount' | 'currency' | 'reversesId'>): Promise<number> {
  if (!EARNING_KINDS.has(entry.kind)) return 0;
  if (entry.reversesId === null) {
    if (entry.amount <= 0) return 0;
    const converted = toLevelMinor(entry.amount, entry.currency, await exchangeRates(tx as Db));
    return awardPoints(tx, entry.memberId, 'per_amount_paid', { kind: 'ledger_entry', id: entry.id }, converted);
  }
  const [earned] = await tx
    .select({ delta: pointsEntries.delta })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.memberId, entry.memberId),
        eq(pointsEntries.rule, 'per_amount_paid'),
        eq(pointsEntries.refKind, 'ledger_entry'),
        eq(pointsEntries.refId, entry.reversesId),
        eq(pointsEntries.kind, 'earned'),
      ),
    );
  if (!earned || earned.delta <= 0) return 0;
  const balance = await lockPoints(tx, entry.memberId);
  const take = Math.min(earned.delta, balance ?? 0);
  if (take <= 0) return 0;
  const inserted = await tx
    .insert(pointsEntries)
    .values({ memberId: entry.memberId, delta: -take, kind: 'adjustment', rule: 'per_amount_paid', refKind: 'ledger_entry', refId: entry.id, note: '' })
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  if (inserted.length === 0) return 0;
  await addPoints(tx, entry.memberId, -take);
  return -take;
}
