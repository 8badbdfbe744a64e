import 'server-only';
import { listMoveSchema, type MoveDirection } from '@/lib/api/contract/catalogue-admin';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import type { MemberContext, RouteSpec } from '@/lib/server/http/route';
import { validate } from '@/lib/validation/kit';

/*
 * `POST /admin/<list>/{id}/move` of the catalogue's ordered lists (categories, FAQ, home cards,
 * slider): the same body and handler for each, so a route file only names its gate and its move.
 * The gate stays in the route file (`staffRoute(CATALOGUE_STAFF_ROLES, …)`), where the API
 * description's test reads it.
 */

type MoveBody = { direction: MoveDirection };
type MoveContext = MemberContext<MoveBody, { id: string }>;

/** The body: `{ direction: 'up' | 'down' }` (a missing or other direction is 400). */
export const moveSpec: RouteSpec<MoveBody, MoveContext> = { body: (f) => validate(listMoveSchema, f) };

/** Moves the route's `{id}` (404 when it is not a positive whole number) one place and answers what `move` gives back. */
export function moveHandler<R>(move: (db: Db, actor: Actor, id: number, direction: MoveDirection) => Promise<R>) {
  return async ({ db, actor, params, body, t }: MoveContext) => ok(await move(db, actor, idParam(params.id), body.direction), t('ok'));
}
