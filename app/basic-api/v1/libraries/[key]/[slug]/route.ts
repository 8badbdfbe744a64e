import { isLibraryKey } from '@/lib/server/content/cached';
import { downloadsFor, getEntry, libraryRule, mayView } from '@/lib/server/content/service';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { notFound, Unauthorized } from '@/lib/server/problems';

/**
 * GET /libraries/{key}/{slug}: a published entry (texts in the request's locale, pictures,
 * product, tags) and its downloads as the caller may use them: `downloads.allowed`, else
 * `downloads.reason` 'login' or 'level' (the files' links then answer 404). A members library
 * needs a session (401), a level library its level (404, as for an unknown entry).
 */
export const GET = apiRoute<undefined, { key: string; slug: string }>({}, async ({ db, params, locale, findActor }) => {
  const rule = isLibraryKey(params.key) ? await libraryRule(db, params.key) : null;
  if (!rule || !/^[a-z0-9-]{1,80}$/.test(params.slug)) throw notFound();
  const actor = await findActor();
  if (rule.visibility !== 'public' && !actor) throw new Unauthorized();
  if (!(await mayView(db, actor, rule))) throw notFound();
  const [entry, downloads] = await Promise.all([getEntry(db, params.key, params.slug, locale), downloadsFor(db, actor, params.key, params.slug, locale)]);
  if (!entry || !downloads) throw notFound();
  return ok({ ...entry, downloads: { allowed: downloads.allowed, reason: downloads.reason } });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
