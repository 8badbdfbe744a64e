import { fields, positiveInt, validate, yesNo } from '@/lib/validation/kit';
import { memberPostSchema, type MemberPost } from '@/lib/api/contract/messages';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { memberThread, memberThreads, postMemberMessage } from '@/lib/server/messages/service';
import { valid } from '@/lib/server/problems';

const threadQuery = fields({ order: positiveInt({ key: 'invalid' }), general: yesNo(false), before: positiveInt({ key: 'invalid' }) });

/**
 * GET /messages: the member's threads (the general one first, started or not) with the last
 * message and the unread count of each, and the unread total. `?order={id}`: that order's thread
 * (an empty page with `thread.id` null when nobody wrote yet; another member's order is a 404);
 * `?general=1`: the general thread; with `before={message id}` for older messages. Reading writes
 * nothing (POST /messages/{id}/read marks a thread read).
 */
export const GET = memberRoute({}, async ({ db, actor, query }) => {
  const q = valid(validate(threadQuery, query));
  if (q.order !== null) return ok(await memberThread(db, actor, { order: q.order }, { before: q.before }));
  if (q.general) return ok(await memberThread(db, actor, { general: true }, { before: q.before }));
  return ok(await memberThreads(db, actor));
});

/**
 * POST /messages `{ thread_id | order_id | general: true, body, files[] }`: a message to one of
 * the member's threads, an order of theirs (its thread is opened by the first message) or their
 * general thread, with up to 5 of their own files. 201 `{ thread_id, message }`; 400 with field
 * messages; 404 for another member's thread or order; 429 past the posts allowed.
 */
export const POST = memberRoute<MemberPost>({ body: (f) => validate(memberPostSchema, f) }, async ({ db, actor, body, locale, t }) =>
  ok(await postMemberMessage(db, actor, body, locale), t('created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
