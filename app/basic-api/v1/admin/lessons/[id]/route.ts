import { deleteLesson, updateLesson } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES, lessonChangeSchema, type LessonChange } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** PATCH /admin/lessons/{id}: the fields to change and the `updated_at` they were read at (409 when it changed since). */
export const PATCH = staffRoute<LessonChange, { id: string }>(
  ACADEMY_STAFF_ROLES,
  { body: (fields) => validate(lessonChangeSchema, fields) },
  async ({ db, actor, params, body, t }) => ok(await updateLesson(db, actor, idParam(params.id), body), t('ok')),
);

/** DELETE /admin/lessons/{id}: the lesson and the members' ticks of it. */
export const DELETE = staffRoute<undefined, { id: string }>(ACADEMY_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteLesson(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
