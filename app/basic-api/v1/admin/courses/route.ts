import { createCourse, listAdminCourses } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES, courseSchema, type CourseInput } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** GET /admin/courses: every course (drafts too) with its lesson and learner counts (editor, admin). */
export const GET = staffRoute(ACADEMY_STAFF_ROLES, {}, async ({ db, actor }) => ok({ list: await listAdminCourses(db, actor) }));

/** POST /admin/courses {slug, title, summary, cover, published} → the course (201), last in the list. */
export const POST = staffRoute<CourseInput>(ACADEMY_STAFF_ROLES, { body: (fields) => validate(courseSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await createCourse(db, actor, body), t('ok'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
