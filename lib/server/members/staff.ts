import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { STAFF, STAFF_ROLES, type Role, type StaffRole } from '@/lib/config';
import { isValidAccount, normalizeAccount } from '@/lib/api/contract/members';
import { characterCount } from '@/lib/validation/kit';
import { recordAudit, type Author } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { hashPassword } from './password';
import { users } from './schema';
import { revokeUserSessions } from './sessions';

/*
 * Staff accounts: created, given roles, disabled and enabled from the command line
 * (scripts/staff.ts), never by public registration. Each change is audited.
 */

/** A refusal the operator reads as it is. */
export class StaffCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffCommandError';
  }
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Why a password is too weak for a staff account, or null. */
export function staffPasswordProblem(account: string, password: string): string | null {
  const length = characterCount(password);
  if (length < STAFF.passwordMin) return `The password must have at least ${STAFF.passwordMin} characters.`;
  if (length > 64) return 'The password must have at most 64 characters.';
  if (password.toLowerCase().includes(account.toLowerCase())) return 'The password must not contain the account name.';
  const kinds = CLASSES.filter((kind) => kind.test(password)).length;
  if (length < STAFF.passphraseMin && kinds < STAFF.passwordClasses) {
    return `The password is weak: mix at least ${STAFF.passwordClasses} of lower case, upper case, digits and symbols, or use ${STAFF.passphraseMin} characters or more.`;
  }
  return null;
}

function checkRoles(roles: readonly string[], allowNone: boolean): StaffRole[] {
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown.length) throw new StaffCommandError(`Unknown role ${unknown.join(', ')}: use ${STAFF_ROLES.join(', ')}.`);
  if (!allowNone && roles.length === 0) throw new StaffCommandError(`Give at least one --role (${STAFF_ROLES.join(', ')}).`);
  return [...new Set(roles as StaffRole[])];
}

function accountOf(raw: string): string {
  const account = normalizeAccount(raw);
  if (!isValidAccount(account)) throw new StaffCommandError('The account must have 4 to 32 letters, digits, underscores, dots or hyphens.');
  return account;
}

async function findAccount(db: Db, raw: string) {
  const account = accountOf(raw);
  const [user] = await db.select().from(users).where(eq(users.account, account)).limit(1);
  if (!user) throw new StaffCommandError(`There is no account ${account}.`);
  return user;
}

const staffView = (user: { id: number; account: string | null; roles: Role[]; disabledAt: Date | null }) => ({
  id: user.id,
  account: user.account,
  roles: user.roles,
  disabled: user.disabledAt !== null,
});

export async function createStaff(db: Db, author: Author, input: { account: string; password: string; roles: readonly string[] }) {
  const account = accountOf(input.account);
  const roles = checkRoles(input.roles, false);
  const weak = staffPasswordProblem(account, input.password.normalize('NFKC'));
  if (weak) throw new StaffCommandError(weak);
  const passwordHash = await hashPassword(input.password.normalize('NFKC'));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ account, passwordHash, nickname: account, roles: ['member', ...roles] })
      .onConflictDoNothing({ target: users.account })
      .returning();
    if (!user) throw new StaffCommandError(`The account ${account} exists already: give it roles with "npm run staff -- roles".`);
    await recordAudit(tx as unknown as Db, author, { action: 'staff.create', entity: 'user', entityId: user.id, after: staffView(user) });
    return staffView(user);
  });
}

type UserRow = typeof users.$inferSelect;

/**
 * The one implementation of a role change, for the command line (by account name) and the back
 * office (by id): `before` is the account as read in the transaction `tx`; audited there.
 */
export async function writeStaffRoles(tx: Db, author: Author, before: UserRow, roles: readonly StaffRole[]): Promise<UserRow> {
  const [after] = await tx
    .update(users)
    .set({ roles: ['member', ...STAFF_ROLES.filter((role) => roles.includes(role))], updatedAt: sql`now()` })
    .where(eq(users.id, before.id))
    .returning();
  await recordAudit(tx, author, { action: 'staff.roles', entity: 'user', entityId: before.id, before: staffView(before), after: staffView(after) });
  return after;
}

/** The one implementation of disabling (every session ends in the same transaction) and enabling. */
export async function writeDisabled(tx: Db, author: Author, before: UserRow, disabled: boolean): Promise<UserRow> {
  const [after] = await tx
    .update(users)
    .set({ disabledAt: disabled ? (before.disabledAt ?? new Date()) : null, updatedAt: sql`now()` })
    .where(eq(users.id, before.id))
    .returning();
  if (disabled) await revokeUserSessions(tx, before.id);
  await recordAudit(tx, author, {
    action: disabled ? 'member.disable' : 'member.enable',
    entity: 'user',
    entityId: before.id,
    before: staffView(before),
    after: staffView(after),
  });
  return after;
}

/** Sets an account's staff roles (none: a plain member again). */
export async function setStaffRoles(db: Db, author: Author, input: { account: string; roles: readonly string[] }) {
  const roles = checkRoles(input.roles, true);
  return db.transaction(async (tx) => {
    const before = await findAccount(tx as unknown as Db, input.account);
    return staffView(await writeStaffRoles(tx as unknown as Db, author, before, roles));
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export async function setDisabled(db: Db, author: Author, input: { account: string; disabled: boolean }) {
  return db.transaction(async (tx) => {
    const before = await findAccount(tx as unknown as Db, input.account);
    return staffView(await writeDisabled(tx as unknown as Db, author, before, input.disabled));
  });
}
