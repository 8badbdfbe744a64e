import { duplicateDesign } from '@/lib/server/designs/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /designs/{id}/duplicate: a copy of one of the member's designs, named "… (copy)" in their language (201). */
export const POST = memberRoute<undefined, { id: string }>({}, async ({ db, actor, locale, params, t }) =>
  ok(await duplicateDesign(db, actor, idParam(params.id), locale, (name) => t('designs.copyName', { name })), t('designs.duplicated'), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
