import { MEMBER_STAFF_ROLES, memberQuerySchema } from '@/lib/api/contract/members-admin';
import { validate } from '@/lib/validation/kit';
import { listMembers } from '@/lib/server/members/admin';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/members?keyword=&role=&status=&page= → { list, total, page, limit } (sales, admin). */
export const GET = staffRoute(MEMBER_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await listMembers(db, actor, valid(validate(memberQuerySchema, query)))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
