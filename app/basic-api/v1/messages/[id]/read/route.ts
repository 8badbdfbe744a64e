import { readMarkerSchema, type ThreadReadMarker } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { markMemberThreadRead } from '@/lib/server/messages/service';

/** POST /messages/{id}/read `{ up_to }`: the member's page showed their thread up to that message (same origin only; another member's thread: 404). */
export const POST = memberRoute<ThreadReadMarker, { id: string }>({ body: (f) => validate(readMarkerSchema, f) }, async ({ db, actor, params, body }) =>
  ok(await markMemberThreadRead(db, actor, idParam(params.id), body.upTo)),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
