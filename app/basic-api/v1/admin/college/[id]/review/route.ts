import { validateCollegeDecision, type CollegeDecision } from '@/lib/validation/college';
import { reviewCollege } from '@/lib/server/college/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/college/{id}/review: `decision` approve with `expires_at` (YYYY-MM-DD, after today) or reject with `reason` (sales; 409 once reviewed). */
export const POST = staffRoute<CollegeDecision, { id: string }>(['sales'], { body: (fields) => validateCollegeDecision(fields) }, async ({ db, actor, params, body, t }) =>
  ok(await reviewCollege(db, actor, idParam(params.id), body), t(body.decision === 'approve' ? 'college.approved' : 'college.rejected')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
