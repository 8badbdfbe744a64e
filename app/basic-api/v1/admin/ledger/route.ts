import { entrySchema, STATEMENT_STAFF_ROLES, type EntryInput } from '@/lib/api/contract/statement';
import { validate } from '@/lib/validation/kit';
import { ledgerOverview, postEntry } from '@/lib/server/ledger/statement';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/ledger → { due: members with an amount due per currency, recent: the newest entries } (sales, admin). */
export const GET = staffRoute(STATEMENT_STAFF_ROLES, {}, async ({ db, actor }) => ok(await ledgerOverview(db, actor)));

/**
 * POST /admin/ledger {member_id, order_id?, kind, direction? (adjustment: charge | credit), amount
 * (positive, major units), currency, entry_date?, note?} → 201 the entry with the balance of its
 * currency after it (sales, admin; audited). An order must be the member's and in the entry's currency.
 */
export const POST = staffRoute<EntryInput>(STATEMENT_STAFF_ROLES, { body: (f) => validate(entrySchema, f) }, async ({ db, actor, body, t }) =>
  ok(await postEntry(db, actor, body), t('ledger.posted'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
