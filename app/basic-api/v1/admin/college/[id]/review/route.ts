import { reviewCollege } from '@/lib/server/college/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { COLLEGE_STAFF_ROLES, collegeDecisionSchema, type CollegeDecision } from '@/lib/api/contract/college';
import { validate } from '@/lib/validation/kit';

/** POST /admin/college/{id}/review: `decision` approve with `expires_at` (YYYY-MM-DD, after today) or reject with `reason` (sales; 409 once reviewed). */
export const POST = staffRoute<CollegeDecision, { id: string }>(
  COLLEGE_STAFF_ROLES,
  { body: (fields) => validate(collegeDecisionSchema(), fields) },
  async ({ db, actor, params, body, t }) => ok(await reviewCollege(db, actor, idParam(params.id), body), t(body.decision === 'approve' ? 'college.approved' : 'college.rejected')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
