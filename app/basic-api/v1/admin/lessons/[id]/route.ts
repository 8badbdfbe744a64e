import { validateLessonChange, type LessonChange } from '@/lib/validation/academy';
import { deleteLesson, updateLesson } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** PATCH /admin/lessons/{id}: the fields to change and the `updated_at` they were read at (409 when it changed since). */
export const PATCH = staffRoute<LessonChange, { id: string }>(['editor'], { body: validateLessonChange }, async ({ db, actor, params, body, t }) =>
  ok(await updateLesson(db, actor, idParam(params.id), body), t('ok')),
);

/** DELETE /admin/lessons/{id}: the lesson and the members' ticks of it. */
export const DELETE = staffRoute<undefined, { id: string }>(['editor'], {}, async ({ db, actor, params, t }) => {
  await deleteLesson(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
