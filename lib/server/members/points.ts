import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';

/*
 * A member's points balance (users.points), as the ledger's points and shop read and move it. The
 * ledger keeps the history (points_entries) and calls these inside its own transaction, so the
 * balance and its entry still change together; the CHECK (points >= 0) still guards every write.
 */

/** The member's balance (null: no such account). */
export async function pointsOf(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, memberId));
  return row ? row.points : null;
}

/** The member's balance with the row locked until the transaction ends (null: no such account). */
export async function lockPoints(tx: Db, memberId: number): Promise<number | null> {
  const [row] = await tx.select({ points: users.points }).from(users).where(eq(users.id, memberId)).for('update');
  return row ? row.points : null;
}

/** Moves the balance by `delta` in one atomic UPDATE (points = points + delta). */
export async function addPoints(tx: Db, memberId: number, delta: number): Promise<void> {
  await tx
    .update(users)
    .set({ points: sql`${users.points} + ${delta}` })
    .where(eq(users.id, memberId));
}

/** Takes `amount` only when the balance covers it, in one conditional UPDATE: the new balance, or null when it did not. */
export async function spendPoints(tx: Db, memberId: number, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${amount}` })
    .where(and(eq(users.id, memberId), sql`${users.points} >= ${amount}`))
    .returning({ points: users.points });
  return row ? row.points : null;
}

/** Member ids → their balances, in one query. */
export async function pointsByIds(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, points: users.points })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.points]));
}
