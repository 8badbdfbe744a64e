import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@/lib/config';
import {
  MEMBER_HISTORY_SIZE,
  MEMBER_ROLE_GRANT_ROLES,
  MEMBER_STAFF_ROLES,
  MEMBERS_PAGE_SIZE,
  type MemberChange,
  type MemberDetail,
  type MemberPage,
  type MemberQuery,
  type MemberSignIn,
  type MemberSocial,
  type MemberSummary,
} from '@/lib/api/contract/members-admin';
import { hasRole, requireRole, type Actor } from '@/lib/server/access';
import { escapeLike } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { MEMBER_EXTRAS } from '@/lib/server/member-extras';
import { ApiProblem, badRequest, forbidden, notFound } from '@/lib/server/problems';
import { sessions, socialAccounts, users } from './schema';
import { writeDisabled, writeStaffRoles } from './staff';

/*
 * The back office's side of the members: find them, read a member's page (profile, linked
 * WeChat/QQ, sign-ins, the leads they sent), disable and enable them, and (admins) give staff
 * roles. Sales and admin; every change is audited in its own transaction (./staff.ts writes it).
 */

type UserRow = typeof users.$inferSelect;

/** users.id is a 4-byte integer: a larger id names nobody (and must not reach PostgreSQL as one). */
const MAX_ID = 2_147_483_647;

/** Whether the account holds `role` (a fixed name from lib/config.ts, never input). */
function holds(role: StaffRole): SQL {
  return sql`${users.roles} @> ${sql.raw(`'${JSON.stringify([role])}'::jsonb`)}`;
}

const anyStaffRole = () => or(...STAFF_ROLES.map(holds))!;

function memberConditions(query: MemberQuery): SQL[] {
  const c: SQL[] = [];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const matches = [ilike(users.account, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern)];
    // A phone number is searched by its digits, however it was typed (+86 139-1234 5678).
    const digits = query.keyword.replace(/\D/g, '');
    if (digits.length >= 3) matches.push(ilike(users.phone, `%${digits}%`));
    c.push(or(...matches)!);
  }
  if (query.role === 'member') c.push(sql`not (${anyStaffRole()})`);
  else if (query.role === 'staff') c.push(anyStaffRole());
  else if (query.role) c.push(holds(query.role));
  if (query.status === 'active') c.push(isNull(users.disabledAt));
  if (query.status === 'disabled') c.push(isNotNull(users.disabledAt));
  return c;
}

/**
 * When the newest session on record began. Spelled out with its own alias: in a one-table select
 * drizzle writes columns unqualified, and `"user_id" = "id"` would compare the session with itself.
 */
const lastSignIn = sql<Date | string | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${users}.id)`;

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function summaryOf(row: UserRow, lastSignInAt: Date | string | null): MemberSummary {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    phone: row.phone,
    email: row.email,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: iso(lastSignInAt),
  };
}

/** The members, newest first, MEMBERS_PAGE_SIZE a page. */
export async function listMembers(db: Db, actor: Actor | null, query: MemberQuery): Promise<MemberPage> {
  requireRole(actor, ...MEMBER_STAFF_ROLES);
  const where = and(...memberConditions(query));
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, lastSignIn })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MEMBERS_PAGE_SIZE)
    .offset((query.page - 1) * MEMBERS_PAGE_SIZE);
  return { list: rows.map((r) => summaryOf(r.user, r.lastSignIn)), total, page: query.page, limit: MEMBERS_PAGE_SIZE };
}

async function detailOf(db: Db, user: UserRow): Promise<MemberDetail> {
  const [social, signIns, leads] = await Promise.all([
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id)).orderBy(socialAccounts.provider),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(MEMBER_HISTORY_SIZE),
    // The leads are the consult domain's (lib/server/member-extras.ts): they send back the page's view.
    MEMBER_EXTRAS.leads(db, user, MEMBER_HISTORY_SIZE),
  ]);
  return {
    ...summaryOf(user, signIns[0]?.createdAt ?? null),
    avatar: user.avatar,
    points: user.points,
    disabled_at: iso(user.disabledAt),
    updated_at: user.updatedAt.toISOString(),
    social: social.map((s): MemberSocial => ({ provider: s.provider as MemberSocial['provider'], nickname: s.nickname, created_at: s.createdAt.toISOString() })),
    sessions: signIns.map((s): MemberSignIn => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      client_address: s.clientAddress,
      user_agent: s.userAgent,
      expires_at: s.expiresAt.toISOString(),
      revoked_at: iso(s.revokedAt),
    })),
    leads,
  };
}

/** A member's page: the profile, linked accounts, the newest sign-ins and leads. */
export async function getMember(db: Db, actor: Actor | null, id: number): Promise<MemberDetail> {
  requireRole(actor, ...MEMBER_STAFF_ROLES);
  if (id > MAX_ID) throw notFound();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return detailOf(db, user);
}

const isStaffRow = (user: UserRow) => user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Disables or enables a member (disabling ends every session at once) and, for admins, sets their
 * staff roles, if nobody changed the account since `expectedUpdatedAt` (else a 409 conflict).
 * Nobody disables themselves or takes away their own admin role; only admins touch staff accounts.
 */
export async function changeMember(db: Db, actor: Actor | null, id: number, change: MemberChange): Promise<MemberDetail> {
  const staff = requireRole(actor, ...MEMBER_STAFF_ROLES);
  if (change.roles !== undefined) requireRole(actor, ...MEMBER_ROLE_GRANT_ROLES);
  if (id > MAX_ID) throw notFound();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound();
    // Both are milliseconds (a Date keeps no more): the time the client read is the time it sends back.
    if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    const self = before.id === staff.user.id;
    let current = before;
    if (change.roles !== undefined && !sameRoles(before, change.roles)) {
      if (self && before.roles.includes('admin') && !change.roles.includes('admin')) throw badRequest('members.keepOwnAdmin');
      if (change.roles.length > 0 && !before.account) throw badRequest('members.noAccountName');
      current = await writeStaffRoles(t, { actor: staff }, current, change.roles);
    }
    if (change.disabled !== undefined && change.disabled !== (before.disabledAt !== null)) {
      if (self) throw badRequest('members.disableSelf');
      if ((isStaffRow(before) || isStaffRow(current)) && !hasRole(staff, ...MEMBER_ROLE_GRANT_ROLES)) throw forbidden('members.staffNeedsAdmin');
      current = await writeDisabled(t, { actor: staff }, current, change.disabled);
    }
    return detailOf(t, current);
  });
}

function sameRoles(user: UserRow, roles: readonly StaffRole[]): boolean {
  const held = STAFF_ROLES.filter((role) => user.roles.includes(role));
  return held.length === roles.length && held.every((role) => roles.includes(role));
}
