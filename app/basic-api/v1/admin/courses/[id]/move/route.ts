import { moveCourse } from '@/lib/server/academy/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES, courseMoveSchema } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** POST /admin/courses/{id}/move {direction: up|down}: one place in the public order. */
export const POST = staffRoute<{ direction: 'up' | 'down' }, { id: string }>(
  ACADEMY_STAFF_ROLES,
  { body: (fields) => validate(courseMoveSchema, fields) },
  async ({ db, actor, params, body, t }) => {
    await moveCourse(db, actor, idParam(params.id), body.direction);
    return ok(null, t('ok'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
