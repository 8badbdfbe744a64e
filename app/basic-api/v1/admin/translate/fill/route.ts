import { validate } from '@/lib/validation/kit';
import { TRANSLATE_STAFF_ROLES, translateFillSchema, type TranslateFillInput } from '@/lib/api/contract/translate';
import { fillMissingLanguages } from '@/lib/server/translate/fill';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/translate/fill: `{ kind, id }` or `{ kind: 'product', ids }` → the languages filled and failed per record (editor, admin). */
export const POST = staffRoute<TranslateFillInput>(TRANSLATE_STAFF_ROLES, { body: (f) => validate(translateFillSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await fillMissingLanguages(db, actor, body), t('ok')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
