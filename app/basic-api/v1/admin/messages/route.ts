import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { staffReplySchema, staffThreadQuerySchema, type StaffReply } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { staffReply, staffThreads } from '@/lib/server/messages/manage';
import { valid } from '@/lib/server/problems';

/** GET /admin/messages?filter=all|unread|mine&keyword=&page=: every thread, unread ones first (sales, admin). */
export const GET = staffRoute(MESSAGE_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await staffThreads(db, actor, valid(validate(staffThreadQuerySchema, query)))));

/**
 * POST /admin/messages `{ thread_id | order_id | member_id, body, files[] }`: a staff reply (or
 * the first message of an order's or a member's general thread), with files uploaded through
 * POST /admin/messages/files; audited; the member is e-mailed when mail is configured.
 */
export const POST = staffRoute<StaffReply>(MESSAGE_STAFF_ROLES, { body: (f) => validate(staffReplySchema, f) }, async ({ db, actor, body, t }) =>
  ok(await staffReply(db, actor, body), t('created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
