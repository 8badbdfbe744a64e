import { quoteDecisionSchema, type QuoteDecision } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { decideQuote } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /orders/{id}/quote-decision {decision: accepted|declined, note?, quantity? (the option accepted)}: only while quoted and unanswered (400 / 409 otherwise). */
export const POST = memberRoute<QuoteDecision, { id: string }>({ body: (f) => validate(quoteDecisionSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await decideQuote(db, actor, idParam(params.id), body), t('orders.decided')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
