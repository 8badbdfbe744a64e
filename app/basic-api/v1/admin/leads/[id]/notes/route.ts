import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { leadNoteSchema } from '@/lib/api/contract/leads';
import { addLeadNote } from '@/lib/server/consult/leads';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/leads/{id}/notes `{ body }`: appends a note (notes are never edited or deleted). */
export const POST = staffRoute<{ body: string }, { id: string }>(LEADS_STAFF_ROLES, { body: (f) => validate(leadNoteSchema, f) }, async ({ db, actor, params, body, t }) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  return ok(await addLeadNote(db, actor, id, body.body), t('ok'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
