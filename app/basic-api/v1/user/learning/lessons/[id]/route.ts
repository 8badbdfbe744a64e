import { setLessonDone } from '@/lib/server/academy/progress';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { lessonDoneSchema } from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

/** POST /user/learning/lessons/{id} {done: boolean} → the course's progress: the lesson marked done or not done again (idempotent). */
export const POST = memberRoute<{ done: boolean }, { id: string }>({ body: (fields) => validate(lessonDoneSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await setLessonDone(db, actor, idParam(params.id), body.done), body.done ? t('academy.marked') : t('academy.unmarked')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
