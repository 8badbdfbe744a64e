import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { validateReadMarker } from '@/lib/validation/messages';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { markStaffThreadRead } from '@/lib/server/messages/manage';

/** POST /admin/messages/{id}/read `{ up_to }`: the thread page was shown up to that message (sales, admin; same origin only). */
export const POST = staffRoute<{ upTo: number | null }, { id: string }>(MESSAGE_STAFF_ROLES, { body: validateReadMarker }, async ({ db, actor, params, body }) =>
  ok(await markStaffThreadRead(db, actor, idParam(params.id), body.upTo)),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
