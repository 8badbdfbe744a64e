import { reverseSchema, STATEMENT_STAFF_ROLES } from '@/lib/api/contract/statement';
import { validate } from '@/lib/validation/kit';
import { reverseEntry } from '@/lib/server/ledger/statement';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/**
 * POST /admin/ledger/{id}/reverse {note?} → 201 the reversal: the same kind, order and currency with
 * the opposite amount (sales, admin; audited). 409 when the entry was reversed already, 400 for a
 * reversal, 404 for an unknown id.
 */
export const POST = staffRoute<{ note: string }, { id: string }>(STATEMENT_STAFF_ROLES, { body: (f) => validate(reverseSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await reverseEntry(db, actor, idParam(params.id), body), t('ledger.reversedDone'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
