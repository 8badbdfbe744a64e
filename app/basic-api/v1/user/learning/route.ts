import { courseLearning, myLearning } from '@/lib/server/academy/progress';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { learningQuerySchema } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/**
 * GET /user/learning?course={slug} → { course_id, done: [lesson ids], last_lesson_id }: the member's
 * progress in one published course (what the course and lesson pages' island asks for; 404 for a
 * course that is not public). Without `course` → { courses, suggestions }: /user/myLearn's list.
 */
export const GET = memberRoute({}, async ({ db, actor, query, locale }) => {
  const { course } = valid(validate(learningQuerySchema, query));
  return ok(course ? await courseLearning(db, actor, course) : await myLearning(db, actor, locale));
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
