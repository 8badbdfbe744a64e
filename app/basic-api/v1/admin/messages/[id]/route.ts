import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { threadQuerySchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { staffThread } from '@/lib/server/messages/manage';
import { valid } from '@/lib/server/problems';

/** GET /admin/messages/{id}?before=: a thread with its member and order, newest last. Reading changes nothing: POST …/read marks it read. */
export const GET = staffRoute<undefined, { id: string }>(MESSAGE_STAFF_ROLES, {}, async ({ db, actor, params, query }) =>
  ok(await staffThread(db, actor, idParam(params.id), valid(validate(threadQuerySchema, query)))),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
