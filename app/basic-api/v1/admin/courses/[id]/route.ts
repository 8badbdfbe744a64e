import { adminCourse, deleteCourse, updateCourse } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES, courseChangeSchema, type CourseChange } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** GET /admin/courses/{id}: the course with every text in every locale and its lessons. */
export const GET = staffRoute<undefined, { id: string }>(ACADEMY_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await adminCourse(db, actor, idParam(params.id))));

/** PATCH /admin/courses/{id}: the fields to change and the `updated_at` they were read at (409 when it changed since). */
export const PATCH = staffRoute<CourseChange, { id: string }>(
  ACADEMY_STAFF_ROLES,
  { body: (fields) => validate(courseChangeSchema, fields) },
  async ({ db, actor, params, body, t }) => ok(await updateCourse(db, actor, idParam(params.id), body), t('ok')),
);

/** DELETE /admin/courses/{id}: the course, its lessons and the members' progress in it. */
export const DELETE = staffRoute<undefined, { id: string }>(ACADEMY_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteCourse(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { POST, PUT } = methodNotAllowed();
