import { threadQuerySchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { memberThread } from '@/lib/server/messages/service';
import { valid } from '@/lib/server/problems';

/**
 * GET /messages/{id}?before={message id}: a thread of the member's, newest last. Reading writes
 * nothing: the page marks what it showed read with POST /messages/{id}/read. Another member's: 404.
 */
export const GET = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params, query }) =>
  ok(await memberThread(db, actor, { thread: idParam(params.id) }, valid(validate(threadQuerySchema, query)))),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
