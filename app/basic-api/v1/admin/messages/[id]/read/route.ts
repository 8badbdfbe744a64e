import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { readMarkerSchema, type ThreadReadMarker } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { markStaffThreadRead } from '@/lib/server/messages/manage';

/** POST /admin/messages/{id}/read `{ up_to }`: the thread page was shown up to that message (sales, admin; same origin only). */
export const POST = staffRoute<ThreadReadMarker, { id: string }>(MESSAGE_STAFF_ROLES, { body: (f) => validate(readMarkerSchema, f) }, async ({ db, actor, params, body }) =>
  ok(await markStaffThreadRead(db, actor, idParam(params.id), body.upTo)),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
