import { listCollege } from '@/lib/server/college/service';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { COLLEGE_STAFF_ROLES, collegeQuerySchema } from '@/lib/api/contract/college';
import { validate } from '@/lib/validation/kit';

/** GET /admin/college: `status` (pending by default, approved, rejected, all), `keyword`, `page` → the queue, 20 a page (sales). */
export const GET = staffRoute(COLLEGE_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await listCollege(db, actor, valid(validate(collegeQuerySchema, query)))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
