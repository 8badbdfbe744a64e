import type { Role } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/db/schema';
import { ApiProblem, Unauthorized } from '@/lib/server/problems';

/** What a service call answers, as a route would: 'ok', or the refusal's HTTP status (401 for nobody). */
export async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof Unauthorized) return 401;
    if (error instanceof ApiProblem) return error.status;
    throw error;
  }
}

/** A new account with these roles, as the gate would hand it to a service (a live session). */
export async function actorWith(db: Db, account: string, roles: Role[]): Promise<Actor> {
  const [user] = await db.insert(users).values({ account, nickname: account, roles }).returning();
  return { user, roles: user.roles, sessionId: 0, expiresAt: new Date(Date.now() + 60_000) };
}

/** The back-office cast of the catalogue tests: an editor (eve.editor), another editor (ed.editor), an admin, a sales person and a plain member. */
export async function catalogueCast(db: Db): Promise<Record<'editor' | 'other' | 'admin' | 'sales' | 'member', Actor>> {
  return {
    editor: await actorWith(db, 'eve.editor', ['member', 'editor']),
    other: await actorWith(db, 'ed.editor', ['member', 'editor']),
    admin: await actorWith(db, 'ada.admin', ['member', 'admin']),
    sales: await actorWith(db, 'sam.sales', ['member', 'sales']),
    member: await actorWith(db, 'max.member', ['member']),
  };
}
