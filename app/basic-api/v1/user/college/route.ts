import { collegeSubmissionSchema, type CollegeSubmission } from '@/lib/api/contract/college';
import { validate } from '@/lib/validation/kit';
import { myCollege, submitCollege } from '@/lib/server/college/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /user/college: the member's school verification requests (ID numbers masked), the education flag, whether they may send one. */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await myCollege(db, actor)));

/** POST /user/college: `school`, `role` (student | staff), `id_number`, `document` (one of the member's own file handles) → 201; 409 while one waits or an approval runs. */
export const POST = memberRoute<CollegeSubmission>({ body: (fields) => validate(collegeSubmissionSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await submitCollege(db, actor, body), t('college.submitted'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
