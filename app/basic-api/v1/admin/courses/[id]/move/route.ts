import { validateLessonMove } from '@/lib/validation/academy';
import { moveCourse } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/courses/{id}/move {direction: up|down}: one place in the public order. */
export const POST = staffRoute<{ direction: 'up' | 'down' }, { id: string }>(['editor'], { body: validateLessonMove }, async ({ db, actor, params, body, t }) => {
  await moveCourse(db, actor, idParam(params.id), body.direction);
  return ok(null, t('ok'));
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
