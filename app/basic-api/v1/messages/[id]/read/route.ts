import { validateReadMarker } from '@/lib/validation/messages';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { markMemberThreadRead } from '@/lib/server/messages/service';

/** POST /messages/{id}/read `{ up_to }`: the member's page showed their thread up to that message (same origin only; another member's thread: 404). */
export const POST = memberRoute<{ upTo: number | null }, { id: string }>({ body: validateReadMarker }, async ({ db, actor, params, body }) =>
  ok(await markMemberThreadRead(db, actor, idParam(params.id), body.upTo)),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
