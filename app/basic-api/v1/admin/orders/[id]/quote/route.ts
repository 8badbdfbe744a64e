import { ORDER_STAFF_ROLES, quoteSchema, type QuoteInput } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { setQuote } from '@/lib/server/orders/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/**
 * PUT /admin/orders/{id}/quote {currency, breaks: [{quantity, unit_price}] (or one unit_price and
 * quantity), extras?: [{label, amount}], sample_fee?, shipping_fee?, lead_time_days?, note?,
 * updated_at}: amounts in major units ('12.50'), stored as integer minor
 * units; an inquiry becomes quoted (sales, admin; audited; 409 when the order changed since updated_at).
 */
export const PUT = staffRoute<QuoteInput, { id: string }>(ORDER_STAFF_ROLES, { body: (f) => validate(quoteSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await setQuote(db, actor, idParam(params.id), body), t('orders.quoteSaved')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
