import 'server-only';
import { cookies, headers } from 'next/headers';
import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { AUTH, STAFF_ROLES, type Role, type StaffRole } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { noteActor } from '@/lib/server/observability/request-context.mjs';
import type { Db } from '@/lib/server/db/types';
import { checkSession, type User } from '@/lib/server/session-check';

/*
 * The one gate (docs/architecture.md, "The gate"): who is asking, read once, in the data
 * layer, from the `Authorization: Bearer` header or the `token` cookie, for route handlers (from
 * their Request) and server components (from next/headers) alike, and checked in the database
 * every time. The proxy's cookie check is only a redirect for people; this is the protection.
 */

export interface Actor {
  user: User;
  /** The session's role list: 'member', plus staff roles for the business's own accounts. */
  roles: readonly Role[];
  sessionId: number;
  expiresAt: Date;
  /** The member's unread messages, when the caller asked for them (pages: the member menu's badge). */
  unread?: number;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** What a request presents: the Bearer header first (the shared API client sends it), then the cookie. */
interface Presented {
  authorization: string | null;
  cookie: string | null;
}

/**
 * A cookie of a request, read with Next's own parser (the one the proxy and `cookies()` use), over
 * the headers only: the body may have been read already.
 */
export function requestCookie(request: Request, name: string): string | null {
  return cookieOf(request.headers.get('cookie'), name);
}

/** A cookie of a Cookie header, by Next's parser. */
function cookieOf(header: string | null, name: string): string | null {
  return header ? (parseCookie(header).get(name) ?? null) : null;
}

function presentedBy(request: Request): Presented {
  return { authorization: request.headers.get('authorization'), cookie: requestCookie(request, AUTH.cookieName) };
}

async function presentedByPage(): Promise<Presented> {
  const [jar, heads] = await Promise.all([cookies(), headers()]);
  return { authorization: heads.get('authorization'), cookie: jar.get(AUTH.cookieName)?.value ?? null };
}

/** The session tokens a request presents, without repeats. */
export function tokensOf({ authorization, cookie }: Presented): string[] {
  return [...new Set([bearerToken(authorization), cookie].filter((t): t is string => !!t))];
}

export function presentedTokens(request: Request): string[] {
  return tokensOf(presentedBy(request));
}

/** Whether the request carries a `token` cookie at all (a dead one is cleared by the 401 answer). */
export function hasTokenCookie(request: Request): boolean {
  return presentedBy(request).cookie !== null;
}

async function actorFor(db: Db, presented: Presented, now: Date, unread: boolean): Promise<Actor | null> {
  for (const token of tokensOf(presented)) {
    const session = await checkSession(db, token, now, { unread });
    if (session) return { user: session.user, roles: session.user.roles, sessionId: session.sessionId, expiresAt: session.expiresAt, unread: session.unread };
  }
  return null;
}

/**
 * The member behind a request (route handlers pass their Request; server components pass nothing
 * and the cookie is read from next/headers, which makes the page dynamic), or null.
 */
export async function getActor(request?: Request, options: { db?: Db; now?: Date; unread?: boolean } = {}): Promise<Actor | null> {
  const presented = request ? presentedBy(request) : await presentedByPage();
  if (!presented.authorization && !presented.cookie) return null;
  return noteActor(await actorFor(options.db ?? (await getDb()), presented, options.now ?? new Date(), options.unread ?? false));
}

/**
 * The member behind a Cookie header alone (a member page kept in memory, before Next is asked:
 * lib/server/access/member-page-check.ts), read with the same parser and checked the same way.
 */
export async function actorOfCookieHeader(cookieHeader: string, db: Db, now: Date = new Date()): Promise<Actor | null> {
  const cookie = cookieOf(cookieHeader, AUTH.cookieName);
  if (!cookie) return noteActor(null);
  return noteActor(await actorFor(db, { authorization: null, cookie }, now, false));
}

/** Whether the actor holds one of `roles`; `admin` holds every staff role. */
export function hasRole(actor: Actor | null, ...roles: readonly StaffRole[]): boolean {
  if (!actor) return false;
  if (actor.roles.includes('admin')) return true;
  return roles.some((role) => actor.roles.includes(role));
}

export function isStaff(actor: Actor | null): boolean {
  return hasRole(actor, ...STAFF_ROLES);
}
