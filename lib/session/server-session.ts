import 'server-only';
import { cookies } from 'next/headers';
import { AUTH } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { verifySession } from '@/lib/server/members/sessions';

/**
 * Whether the request's `token` cookie names a live session, checked in the database as every member
 * call does (the proxy only looks for the cookie). Reading the cookie makes the calling page dynamic.
 */
export async function hasLiveSession(): Promise<boolean> {
  const token = (await cookies()).get(AUTH.cookieName)?.value;
  if (!token) return false;
  return (await verifySession(await getDb(), token)) !== null;
}
