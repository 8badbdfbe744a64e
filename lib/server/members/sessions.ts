import 'server-only';
import { and, eq, getTableColumns, gt, isNotNull, isNull, lte, or, sql, type Column, type SQLWrapper } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import { definePrepared, hexString, mapColumns } from '@/lib/server/db/prepared';
import type { Db } from '@/lib/server/db/types';
import { memberUnreadQuery } from '@/lib/server/messages/unread';
import { sessions, users } from './schema';
import { hashSecret, isTokenShaped, newToken } from './tokens';

export type User = typeof users.$inferSelect;

export interface SessionMeta {
  userAgent: string;
  clientAddress: string;
}

export interface IssuedSession {
  /** The token itself: given to the client once, never stored. */
  token: string;
  userId: number;
  expiresAt: Date;
  /** Seconds from now until the session ends. */
  expiresIn: number;
}

export interface VerifiedSession {
  sessionId: number;
  expiresAt: Date;
  user: User;
  /** Messages from staff the member has not read (only when asked for: the member menu's badge). */
  unread?: number;
}

/**
 * Starts a session for a member who has just proven who they are: a new random token every
 * time (never reused, so a token planted before the login is worthless). The member's ended
 * sessions are cleared away on the way.
 */
export async function createSession(db: Db, userId: number, meta: SessionMeta, now: Date = new Date()): Promise<IssuedSession> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + AUTH.sessionTtlSeconds * 1000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    userAgent: meta.userAgent.slice(0, 500),
    clientAddress: meta.clientAddress.slice(0, 64),
  });
  return { token, userId, expiresAt, expiresIn: AUTH.sessionTtlSeconds };
}

/**
 * The session query: the token's hash names a session that is not revoked and not expired, of a
 * member who is not disabled. `tokenHash` and `now` are values, or placeholders for the prepared
 * form below (the same builder, so both send the same SQL).
 */
function sessionQuery(db: Db, tokenHash: string | SQLWrapper, now: Date | SQLWrapper, withUnread: boolean) {
  // A member page also shows the member's unread count (the menu's badge): asked in the same query,
  // one round of parsing and planning fewer on every page (the same builder as messages/unread.ts).
  const unread = memberUnreadQuery(db, users.id);
  return db
    .select({ session: sessions, user: users, ...(withUnread ? { unread: sql`(${unread})`.mapWith(Number) } : {}) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
}

// On PGlite, the session query as a prepared statement (lib/server/db/prepared.ts): parsed and
// planned once per instance instead of on every member call. The hash and the time are its
// parameters, so the session is still read from the database every time.
const placeholders = [sql.placeholder('tokenHash'), sql.placeholder('now')] as const;
const preparedSession = {
  plain: definePrepared('session_check', (db) => sessionQuery(db, ...placeholders, false)),
  unread: definePrepared('session_check_unread', (db) => sessionQuery(db, ...placeholders, true)),
};
const sessionColumns = Object.entries(getTableColumns(sessions)) as [string, Column][];
const userColumns = Object.entries(getTableColumns(users)) as [string, Column][];

type SessionRow = { session: typeof sessions.$inferSelect; user: User; unread?: unknown };

async function findSession(db: Db, tokenHash: string, now: Date, withUnread: boolean): Promise<SessionRow | undefined> {
  const rows = await preparedSession[withUnread ? 'unread' : 'plain'].run(db, { tokenHash: hexString(tokenHash), now });
  if (!rows) return (await sessionQuery(db, tokenHash, now, withUnread))[0];
  const [row] = rows;
  if (!row) return undefined;
  const found: SessionRow = {
    session: mapColumns(sessionColumns, row, 0) as SessionRow['session'],
    user: mapColumns(userColumns, row, sessionColumns.length) as User,
  };
  if (withUnread) found.unread = row[sessionColumns.length + userColumns.length];
  return found;
}

/**
 * The data-layer check every member call makes: the token's hash names a live session of an
 * enabled member. Returns its member, or null. last_seen_at is written at most once per
 * AUTH.sessionTouchSeconds, so reads stay cheap.
 */
export async function verifySession(db: Db, token: unknown, now: Date = new Date(), options: { unread?: boolean } = {}): Promise<VerifiedSession | null> {
  if (!isTokenShaped(token)) return null;
  const row = await findSession(db, hashSecret(token), now, options.unread === true);
  if (!row) return null;
  const touchBefore = new Date(now.getTime() - AUTH.sessionTouchSeconds * 1000);
  if (row.session.lastSeenAt <= touchBefore) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.session.id), lte(sessions.lastSeenAt, touchBefore)));
  }
  const verified: VerifiedSession = { sessionId: row.session.id, expiresAt: row.session.expiresAt, user: row.user };
  if ('unread' in row) verified.unread = Number(row.unread ?? 0);
  return verified;
}

/** Ends the session of this token (logout). True when a live session was ended. */
export async function revokeSession(db: Db, token: unknown, now: Date = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a member (for a password change or "log out everywhere"). */
export async function revokeUserSessions(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
