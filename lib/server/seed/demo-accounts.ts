import 'server-only';
import { count } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { appMeta, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import type { ClientMeta } from '@/lib/server/http/client';
import { loginWithPassword, registerAccount } from '@/lib/server/members/service';
import { revokeSession, verifySession } from '@/lib/server/members/sessions';
import { createStaff } from '@/lib/server/members/staff';
import { loginSchema, registerSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { demoPassword, keepDemoAccounts, type DemoAccount } from './demo-accounts-file';
import { writeDemoMemberStory, type DemoStory } from './demo-member';
import { DEMO_ACCOUNTS_KEY } from './markers';
import { seedDemoModules } from './modules';

export { activeDemoAccounts } from './markers';

/*
 * The demo accounts (SEED_DEMO, on by default): a staff account with every role and a buyer with a
 * history (./demo-member.ts), so that a newcomer signs in and sees /user/* and /admin as they are
 * used, at once. The accounts are made once, at the first start of a database that has no account
 * at all, in one transaction under the seed's lock (./modules.ts): a site already in use never
 * gets them, even when it first starts a version that has them. Their passwords are drawn at
 * random and kept in a file readable by this user only (written in that transaction, so a failed
 * start leaves no accounts without their file), and printed once by the start
 * (lib/server/startup.ts). The buyer's history is then written by the instance that made them,
 * request by request through the services; a failure there is reported and the start goes on.
 */

export const DEMO_ADMIN = 'demo.admin';
export const DEMO_MEMBER = 'demo.member';
const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;

/** What the sessions of the demo's own work record as their client. */
const CLIENT: ClientMeta = { address: '127.0.0.1', userAgent: 'demo content (first start)' };

export interface DemoAccountsOptions {
  /** The file that keeps the passwords (DEMO_ACCOUNTS_FILE). */
  file: string;
  siteUrl: string;
  /** Which database they are in, for the file (no secret: a folder, or host/database). */
  database: string;
}

export interface CreatedDemoAccounts {
  accounts: DemoAccount[];
  /** The file they were appended to, absolute. */
  file: string;
  /** The buyer's history, or why it could not be written. */
  story: DemoStory | { failed: string };
}

interface Made {
  accounts: DemoAccount[];
  file: string;
  /** The sessions the two accounts work in while the history is written (ended afterwards). */
  tokens: { staff: string; member: string };
}

/** The account behind a session, as the gate (lib/server/access) hands it to a service. */
async function signedIn(db: Db, token: string): Promise<Actor> {
  const session = await verifySession(db, token);
  if (!session) throw new Error('the session just made does not verify');
  return { user: session.user, roles: session.user.roles, sessionId: session.sessionId, expiresAt: session.expiresAt };
}

async function makeAccounts(tx: Db, options: DemoAccountsOptions): Promise<Made | null> {
  const [{ n }] = await tx.select({ n: count() }).from(users);
  if (Number(n) > 0) return null;

  const admin: DemoAccount = { account: DEMO_ADMIN, password: demoPassword(), roles: STAFF_ROLES };
  const member: DemoAccount = { account: DEMO_MEMBER, password: demoPassword(), roles: ['member'] };

  await createStaff(tx, { commandLine: 'demo content, first start' }, { account: admin.account, password: admin.password, roles: admin.roles });
  const login = validate(loginSchema, { account: admin.account, password: admin.password });
  const staffLogin = login.ok ? await loginWithPassword(tx, login.value, CLIENT) : null;
  if (!staffLogin?.ok) throw new Error('demo: the demo staff account cannot sign in');

  const registration = validate(registerSchema, { account: member.account, password: member.password, password_confirmation: member.password, agree_policy: true });
  if (!registration.ok) throw new Error(`demo: registration refused: ${JSON.stringify(registration.errors)}`);
  const registered = await registerAccount(tx, registration.value, CLIENT);
  if (!registered.ok) throw new Error('demo: the demo member cannot be registered');

  await tx.insert(appMeta).values({ key: DEMO_ACCOUNTS_KEY, value: JSON.stringify([staffLogin.user.id, registered.user.id]) });
  const file = await keepDemoAccounts(options.file, [admin, member], { siteUrl: options.siteUrl, database: options.database, at: new Date() });
  return { accounts: [admin, member], file, tokens: { staff: staffLogin.session.token, member: registered.session.token } };
}

/** The buyer's history; both accounts sign out afterwards, whatever happened. */
async function writeStory(db: Db, made: Made): Promise<DemoStory | { failed: string }> {
  try {
    return await writeDemoMemberStory(db, { member: await signedIn(db, made.tokens.member), staff: await signedIn(db, made.tokens.staff), client: CLIENT });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[demo] the demo buyer's history is incomplete: ${reason}`);
    return { failed: reason };
  } finally {
    await revokeSession(db, made.tokens.staff);
    await revokeSession(db, made.tokens.member);
  }
}

/**
 * Makes the demo accounts when this database has no account and was never offered them (null
 * otherwise: already done, or a database in use), then writes the buyer's history.
 */
export async function seedDemoAccounts(db: Db, options: DemoAccountsOptions): Promise<CreatedDemoAccounts | null> {
  const made: { value: Made | null } = { value: null };
  await seedDemoModules(db, [
    {
      key: 'accounts',
      seed: async (tx) => {
        made.value = await makeAccounts(tx, options);
      },
    },
  ]);
  if (!made.value) return null;
  return { accounts: made.value.accounts, file: made.value.file, story: await writeStory(db, made.value) };
}
