import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { listMoveSchema, type MoveDirection } from '@/lib/api/contract/catalogue-admin';
import { moveHomeCard } from '@/lib/server/catalogue/manage-home';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/home-cards/{id}/move: `direction` up or down, one place within its family → the cards in their new order. */
export const POST = staffRoute<{ direction: MoveDirection }, { id: string }>(
  CATALOGUE_STAFF_ROLES,
  { body: (f) => validate(listMoveSchema, f) },
  async ({ db, actor, params, body, t }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    return ok(await moveHomeCard(db, actor, id, body.direction), t('ok'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
