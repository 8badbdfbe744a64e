import { visitLesson } from '@/lib/server/academy/progress';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /user/learning/lessons/{id}/visit → the course's progress: the member opened this lesson ("resume" goes here). */
export const POST = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params }) => ok(await visitLesson(db, actor, idParam(params.id))));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
