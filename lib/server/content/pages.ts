import 'server-only';
import type { LibraryKey } from '@/lib/config';
import type { AdminLocale } from '@/i18n/admin';
import { findAsActor, readAsActor, readAsVisitor } from '@/lib/server/http/page';
import { getAdminLibrary, levelOptions, listAdminLibraries, productOptions } from './manage';
import { getAdminEntry } from './manage-entries';
import { passes, type Rule } from './service';

/*
 * The content libraries' page door (lib/server/http/page.ts): the back office's reads as the
 * page's actor, and what a visitor of a public page may see of a members' or a level's library.
 * The libraries' public reads themselves are cached in ./cached.ts.
 */

export { loginHrefFor } from '@/lib/server/access/member-page';

/** /admin/libraries: every library with its counts, and the member levels a visibility names. */
export const adminLibraries = (locale: AdminLocale) =>
  readAsActor(async (db, actor) => {
    const [list, levels] = await Promise.all([listAdminLibraries(db, actor), levelOptions(db, locale)]);
    return { list, levels };
  });

/** /admin/libraries/{key}: the library with its tags and entries, and the member levels. */
export const adminLibrary = (key: LibraryKey, locale: AdminLocale) =>
  readAsActor(async (db, actor) => {
    const [library, levels] = await Promise.all([getAdminLibrary(db, actor, key), levelOptions(db, locale)]);
    return { library, levels };
  });

/** The entry form's choices: the library (its tags), the member levels and the products. */
export const entryFormChoices = (key: LibraryKey, locale: AdminLocale) =>
  readAsActor(async (db, actor) => {
    const [library, levels, products] = await Promise.all([getAdminLibrary(db, actor, key), levelOptions(db, locale), productOptions(db, locale)]);
    return { library, levels, products };
  });

/** /admin/libraries/{key}/{id}: the entry as staff edit it (null: no such entry in that library). */
export const adminEntry = (key: LibraryKey, id: number) =>
  findAsActor(async (db, actor) => {
    const entry = await getAdminEntry(db, actor, id);
    return entry.library === key ? entry : null;
  });

/** What the visitor of a members' or a level's library may do: see it, log in first, or reach the level. */
export type ViewerState = 'allowed' | 'login' | 'level';

/** Whether this request's visitor passes `rule` (a session read: only for what is not public). */
export const visitorAccess = (rule: Rule) =>
  readAsVisitor(async (db, actor): Promise<{ allowed: boolean; signedIn: boolean }> => ({ allowed: await passes(db, actor, rule), signedIn: actor !== null }));

/** The visitor's state before a non-public library's entries. */
export async function viewerState(rule: Rule): Promise<ViewerState> {
  const { allowed, signedIn } = await visitorAccess(rule);
  return allowed ? 'allowed' : signedIn ? 'level' : 'login';
}

/** The member id of this request's session (null: a visitor), for the parts of a public page that are the member's own. */
export const signedInMemberId = () => readAsVisitor(async (_db, actor) => actor?.user.id ?? null);
