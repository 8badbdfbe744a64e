import 'server-only';
import { AUTH } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import type { Db } from '@/lib/server/db/types';
import { raiseDataGeneration, readDataGeneration } from '@/lib/server/db/data-generation';
import { onTagsRevalidated } from '@/lib/server/cache/revalidation-hook.mjs';
import { registerMemberPageCheck } from '@/lib/server/http/member-page-cache.mjs';
import { log } from '@/lib/server/observability/logger.mjs';
import { actorOfCookieHeader } from './actor';

/**
 * The data layer's word on a member page kept in memory (lib/server/http/member-page-cache.mjs):
 * the data generation, read first, and the live session the cookies name, checked as every member
 * call checks it (the gate's own check, which also keeps the session's last use). Null without a live
 * session: the page is then rendered, and sends the visitor to the login page.
 */
export async function memberPageValidity(cookieHeader: string, db?: Db): Promise<{ session: string; generation: number } | null> {
  // No session cookie at all: nothing to read (the proxy sends the visitor to the login page).
  if (!cookieHeader.includes(`${AUTH.cookieName}=`)) return null;
  db ??= await getDb();
  const generation = await readDataGeneration(db);
  const actor = await actorOfCookieHeader(cookieHeader, db);
  if (!actor) return null;
  return { session: `${actor.sessionId}:${actor.expiresAt.toISOString()}`, generation };
}

/** Lets scripts/serve.mjs serve kept member pages in this process. */
export function startMemberPageCheck(): void {
  registerMemberPageCheck((cookieHeader) => memberPageValidity(cookieHeader));
  // A revalidation of Next's cache lands after its write committed: a page rendered in between
  // read the new generation and the entries it expires (lib/server/cache/revalidation-hook.mjs).
  onTagsRevalidated(() => {
    getDb()
      .then(raiseDataGeneration)
      .catch((error: unknown) => log().error({ error: error instanceof Error ? error.message : String(error) }, 'raising the data generation after a revalidation failed'));
  });
}
