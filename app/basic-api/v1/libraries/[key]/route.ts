import { validate } from '@/lib/validation/kit';
import { isLibraryKey } from '@/lib/server/content/cached';
import { getLibrary, libraryRule, listEntries, mayView } from '@/lib/server/content/service';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { notFound, Unauthorized, valid } from '@/lib/server/problems';
import { libraryQuerySchema } from '@/lib/api/contract/content';

/**
 * GET /libraries/{key}?tag=&page=: a content library (name, intro, visibility, tags) and a page of
 * its published entries (12 a page), in the request's locale. A members library needs a session
 * (401); a level library a member of that level or above (404 for anyone else, as for an unknown
 * library or tag).
 */
export const GET = apiRoute<undefined, { key: string }>({}, async ({ db, params, query, locale, findActor }) => {
  const { tag, page } = valid(validate(libraryQuerySchema, query));
  const rule = isLibraryKey(params.key) ? await libraryRule(db, params.key) : null;
  if (!rule) throw notFound();
  if (rule.visibility !== 'public') {
    const actor = await findActor();
    if (!actor) throw new Unauthorized();
    if (!(await mayView(db, actor, rule))) throw notFound();
  }
  const [library, entries] = await Promise.all([getLibrary(db, params.key, locale), listEntries(db, params.key, locale, { tag, page })]);
  if (!library || !entries) throw notFound();
  return ok({ library, ...entries });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
