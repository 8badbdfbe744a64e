import { createLesson } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES, lessonSchema, type LessonInput } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** POST /admin/courses/{id}/lessons {slug, title, body, images, video_url, minutes} → the lesson (201), last in the course. */
export const POST = staffRoute<LessonInput, { id: string }>(ACADEMY_STAFF_ROLES, { body: (fields) => validate(lessonSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await createLesson(db, actor, idParam(params.id), body), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
