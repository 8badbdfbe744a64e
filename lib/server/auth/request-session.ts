import 'server-only';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { verifySession, type VerifiedSession } from './sessions';

/** The value of one cookie in a Cookie header (the first one of that name), or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The session tokens a request presents: the Authorization header (the SPEC §7 client sends
 * it) first, then the `token` cookie (HttpOnly, set at login), without repeats.
 */
export function requestTokens(request: Request): string[] {
  const tokens = [bearerToken(request.headers.get('authorization')), cookieValue(request.headers.get('cookie'), AUTH.cookieName)];
  return [...new Set(tokens.filter((t): t is string => !!t))];
}

/**
 * The member behind a request: the first presented token that names a live session, verified in
 * the database. Every member call starts here; null means answer 401.
 */
export async function requestSession(db: Db, request: Request, now: Date = new Date()): Promise<VerifiedSession | null> {
  for (const token of requestTokens(request)) {
    const session = await verifySession(db, token, now);
    if (session) return session;
  }
  return null;
}
