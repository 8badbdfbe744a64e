import 'server-only';
import type { Db } from '@/lib/server/db/types';

/*
 * The gate (lib/server/access) checks a presented token against the members' sessions through
 * this, the sessions module loaded when first asked, so that access, which every domain including
 * members builds on, imports no members module (the way lib/server/file-readers.ts serves files).
 */

/** The account behind a session, as the members' sessions read it. */
export type { User } from '@/lib/server/members/sessions';

/** The session a token names, if live, with its member (members/sessions.ts: verifySession). */
export const checkSession = async (db: Db, token: string, now: Date, options: { unread?: boolean } = {}) =>
  (await import('@/lib/server/members/sessions')).verifySession(db, token, now, options);
