import 'server-only';
import { getDb } from '@/lib/server/db';
import type { Db } from '@/lib/server/db/types';
import { readDataGeneration } from '@/lib/server/db/data-generation';
import { registerMemberPageCheck } from '@/lib/server/http/member-page-cache.mjs';
import { getActor } from './actor';

/**
 * The data layer's word on a member page kept in memory (lib/server/http/member-page-cache.mjs):
 * the data generation, read first, and the live session the cookies name, checked as every member
 * call checks it (the same function, which also keeps the session's last use). Null without a live
 * session: the page is then rendered, and sends the visitor to the login page.
 */
export async function memberPageValidity(cookieHeader: string, db?: Db): Promise<{ session: string; generation: number } | null> {
  db ??= await getDb();
  const generation = await readDataGeneration(db);
  const actor = await getActor(new Request('http://member-page.invalid/', { headers: { cookie: cookieHeader } }), { db });
  if (!actor) return null;
  return { session: `${actor.sessionId}:${actor.expiresAt.toISOString()}`, generation };
}

/** Lets scripts/serve.mjs serve kept member pages in this process. */
export function startMemberPageCheck(): void {
  registerMemberPageCheck((cookieHeader) => memberPageValidity(cookieHeader));
}
