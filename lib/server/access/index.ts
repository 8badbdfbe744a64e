import 'server-only';
import type { StaffRole } from '@/lib/config';
import { notFound, Unauthorized } from '@/lib/server/problems';
import { hasRole, type Actor } from './actor';

export { getActor, hasRole, isStaff, presentedTokens, type Actor } from './actor';

/** A service's first line for member data: the actor, or a 401. */
export function requireMember(actor: Actor | null): Actor {
  if (!actor) throw new Unauthorized();
  return actor;
}

/**
 * A service's first line for staff actions: no session is a 401; a session without one of the
 * roles is a 404, so the back office does not even confirm that it exists.
 */
export function requireRole(actor: Actor | null, ...roles: readonly StaffRole[]): Actor {
  const member = requireMember(actor);
  if (!hasRole(member, ...roles)) throw notFound('routeNotFound');
  return member;
}
