import { validateQuoteDecision, type QuoteDecision } from '@/lib/validation/orders';
import { decideQuote } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /orders/{id}/quote-decision {decision: accepted|declined, note?}: only while quoted and unanswered (400 / 409 otherwise). */
export const POST = memberRoute<QuoteDecision, { id: string }>({ body: validateQuoteDecision }, async ({ db, actor, params, body, t }) =>
  ok(await decideQuote(db, actor, idParam(params.id), body), t('orders.decided')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
