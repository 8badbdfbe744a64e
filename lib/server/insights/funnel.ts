import 'server-only';
import type { FunnelRow } from '@/lib/api/contract/insights';
import type { LeadCount } from '@/lib/server/consult/for-insights';
import type { OrderCount } from '@/lib/server/orders/for-insights';

/*
 * The funnel per product and locale: views of the product's page → quote requests for it → orders
 * → orders won. An order's locale is the one of the lead it came from ('' without a lead).
 */

export const FUNNEL_ROWS = 50;

type Step = Omit<FunnelRow, 'product' | 'language'>;

export function funnelOf(
  productViews: readonly { productId: number; locale: string; views: number }[],
  leads: readonly LeadCount[],
  orders: readonly OrderCount[],
  leadLocales: ReadonlyMap<number, string>,
): Step[] {
  const rows = new Map<string, Step>();
  const row = (productId: number | null, locale: string) => {
    const key = `${productId ?? ''}|${locale}`;
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { product_id: productId, locale, views: 0, requests: 0, orders: 0, won: 0 }));
    return found;
  };
  for (const v of productViews) row(v.productId, v.locale).views += v.views;
  for (const l of leads) row(l.productId, l.locale).requests += l.leads;
  for (const o of orders) {
    const r = row(o.productId, o.leadId === null ? '' : (leadLocales.get(o.leadId) ?? ''));
    r.orders += o.orders;
    if (o.won) r.won += o.orders;
  }
  return [...rows.values()]
    .sort((a, b) => b.requests - a.requests || b.views - a.views || b.orders - a.orders || (a.product_id ?? 0) - (b.product_id ?? 0) || a.locale.localeCompare(b.locale))
    .slice(0, FUNNEL_ROWS);
}
