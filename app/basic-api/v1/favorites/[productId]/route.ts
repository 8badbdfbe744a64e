import { addFavorite, removeFavorite } from '@/lib/server/favorites/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** PUT /favorites/{productId}: saves a published product as a favourite (again: no change; unknown: 404). */
export const PUT = memberRoute<undefined, { productId: string }>({}, async ({ db, actor, params, t }) =>
  ok(await addFavorite(db, actor, idParam(params.productId)), t('favorites.added')),
);

/** DELETE /favorites/{productId}: removes it from the member's favourites (not there: no change). */
export const DELETE = memberRoute<undefined, { productId: string }>({}, async ({ db, actor, params, t }) =>
  ok(await removeFavorite(db, actor, idParam(params.productId)), t('favorites.removed')),
);

export const { GET, POST, PATCH } = methodNotAllowed();
