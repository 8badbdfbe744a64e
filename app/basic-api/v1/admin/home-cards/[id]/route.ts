import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { homeCardChangeSchema, type HomeCardChange } from '@/lib/api/contract/catalogue-admin';
import { changeHomeCard } from '@/lib/server/catalogue/manage-home';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** PATCH /admin/home-cards/{id}: `src`, `introduction` (per locale, zh-CN required) and the `updated_at` it was read at (409 when it changed since). */
export const PATCH = staffRoute<HomeCardChange, { id: string }>(
  CATALOGUE_STAFF_ROLES,
  { body: (f) => validate(homeCardChangeSchema, f) },
  async ({ db, actor, params, body, t }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    return ok(await changeHomeCard(db, actor, id, body), t('ok'));
  },
);
export const { GET, POST, PUT, DELETE } = methodNotAllowed();
