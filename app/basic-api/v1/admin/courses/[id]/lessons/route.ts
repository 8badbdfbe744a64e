import { validateLesson, type LessonInput } from '@/lib/validation/academy';
import { createLesson } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/courses/{id}/lessons {slug, title, body, images, video_url, minutes} → the lesson (201), last in the course. */
export const POST = staffRoute<LessonInput, { id: string }>(['editor'], { body: validateLesson }, async ({ db, actor, params, body, t }) =>
  ok(await createLesson(db, actor, idParam(params.id), body), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
