import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locale';
import type { Locale, StaffRole } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import { hasRole } from '@/lib/server/access/actor';
import { memberPage, pageActor, staffPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem } from '@/lib/server/problems';

/*
 * The page side of the route wrappers (./route.ts). A page reads its locale with `pageLocale`, is
 * guarded once with `guardMemberPage` / `guardStaffPage`, and asks its data from its domain's page
 * door (`lib/server/<domain>/pages.ts`). A door is built from the helpers below: it opens the
 * database and finds the page's actor itself, calls the same service a route calls, and answers
 * data, or `null` where the service refuses the actor (404 or 403). So no page or component opens
 * the database, holds an Actor or catches an ApiProblem, and the rules stay in the service.
 */

/** The locale of a page's `params`, set for the request (next-intl renders statically with it); an unknown one is the 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** A member page: no live session goes to the login page and back to `path` afterwards. */
export async function guardMemberPage(locale: Locale, path: string): Promise<void> {
  await memberPage(locale, path);
}

/** A back-office page: no session goes to the login page; a member without one of `roles` (admin holds all) gets the 404. */
export async function guardStaffPage(locale: Locale, path: string, roles: readonly StaffRole[]): Promise<void> {
  await staffPage(locale, path, ...roles);
}

/** Whether a refusal means "not for this actor" (the page shows its 404), not a failure. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiProblem && (error.status === 404 || error.status === 403);
}

/**
 * A door's read as the page's signed-in actor (a member or staff; the page's guard has run):
 * the service's answer, or null where it refuses the actor or there is none.
 */
export async function findAsActor<T>(read: (db: Db, actor: Actor) => Promise<T>): Promise<T | null> {
  const actor = await pageActor();
  if (!actor) return null;
  try {
    return await read(await getDb(), actor);
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/**
 * A door's read that cannot be refused once the guard has passed (a member's own lists): the answer
 * as it is (null included: "price on request", "no reply address" are answers), or the page's 404
 * where there is no actor or the service refuses one.
 */
export async function readAsActor<T>(read: (db: Db, actor: Actor) => Promise<T>): Promise<T> {
  const actor = await pageActor();
  if (!actor) notFound();
  try {
    return await read(await getDb(), actor);
  } catch (error) {
    if (isRefusal(error)) notFound();
    throw error;
  }
}

/** A door's read for a public page that shows more to a signed-in visitor (the actor is null for a guest). */
export async function readAsVisitor<T>(read: (db: Db, actor: Actor | null) => Promise<T>): Promise<T> {
  return read(await getDb(), await pageActor());
}

/** A door's public read that needs no actor (uncached: the catalogue's cached reads live in catalogue/cached.ts). */
export async function readPublic<T>(read: (db: Db) => Promise<T>): Promise<T> {
  return read(await getDb());
}

/** Whether the page's actor holds one of `roles` (admin holds all): what a page shows, never what it allows. */
export async function pageActorHas(roles: readonly StaffRole[]): Promise<boolean> {
  const actor = await pageActor();
  return hasRole(actor, ...roles);
}
