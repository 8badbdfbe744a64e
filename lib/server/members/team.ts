import 'server-only';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type Role, type StaffRole } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';

/*
 * What the account team (lib/server/help) reads and writes of accounts: the staff accounts with
 * the fields their cards start from, and each member's account manager. Reads take `db` or a
 * transaction of it, so a lock taken here holds until the caller's transaction ends.
 */

/** An account as the team's cards and the manager choice see it. */
export interface TeamAccount {
  id: number;
  account: string | null;
  nickname: string;
  email: string | null;
  roles: Role[];
  disabledAt: Date | null;
  accountManagerId: number | null;
}

const teamColumns = {
  id: users.id,
  account: users.account,
  nickname: users.nickname,
  email: users.email,
  roles: users.roles,
  disabledAt: users.disabledAt,
  accountManagerId: users.accountManagerId,
};

function holds(role: StaffRole): SQL {
  return sql`${users.roles} @> ${sql.raw(`'${JSON.stringify([role])}'::jsonb`)}`;
}
const anyStaffRole = () => or(...STAFF_ROLES.map(holds))!;

/** Every account holding a staff role (only the enabled ones with `enabledOnly`), by id. */
export async function staffAccounts(db: Db, options: { enabledOnly?: boolean } = {}): Promise<TeamAccount[]> {
  return db
    .select(teamColumns)
    .from(users)
    .where(and(anyStaffRole(), options.enabledOnly ? isNull(users.disabledAt) : undefined))
    .orderBy(asc(users.id));
}

/** One account (null: no such account). */
export async function teamAccount(db: Db, id: number): Promise<TeamAccount | null> {
  const [row] = await db.select(teamColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** One account with its row locked until the transaction ends (null: no such account). */
export async function lockTeamAccount(tx: Db, id: number): Promise<TeamAccount | null> {
  const [row] = await tx.select(teamColumns).from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** Staff ids → how many members each manages, in one query (ids managing nobody are left out). */
export async function managedMemberCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.accountManagerId, n: count() })
    .from(users)
    .where(inArray(users.accountManagerId, [...ids]))
    .groupBy(users.accountManagerId);
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]));
}

/** Sets a member's account manager (null: none). */
export async function setAccountManagerId(tx: Db, memberId: number, managerId: number | null): Promise<void> {
  await tx.update(users).set({ accountManagerId: managerId }).where(eq(users.id, memberId));
}
