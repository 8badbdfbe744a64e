import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { OrderEstimate } from '@/lib/api/contract/pricing';
import { estimateFor } from '@/lib/pricing';
import type { Locale, OrderCurrency } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { resolveText } from './localized';
import { products } from './schema';

/*
 * What orders needs to know about products, asked here rather than by joining `products` in the
 * orders queries: catalogue stays the one place that reads its table.
 */

/** The names of the products with these ids in `locale`, by id, in one query (an id with no product is absent). */
export async function productNamesByIds(db: Db, ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, resolveText(r.name, locale).value]));
}

/**
 * A quote request's estimate: the product's tier for `quantity` plus the chosen options' surcharges
 * (indexes into its options; unknown ones are ignored), in the product's own currency so the staff
 * quote starts from the prices staff set. null when the product is priced on request, gone, or the
 * quantity is below its first tier.
 */
export async function orderEstimate(db: Db, productId: number | null, quantity: number, optionIndexes: readonly number[]): Promise<OrderEstimate | null> {
  if (productId === null) return null;
  const [row] = await db.select({ pricing: products.pricing }).from(products).where(eq(products.id, productId));
  const pricing = row?.pricing;
  if (!pricing) return null;
  const options = pricing.options.filter((_, i) => optionIndexes.includes(i));
  const estimate = estimateFor(
    pricing.tiers,
    quantity,
    options.map((o) => o.surcharge),
  );
  if (!estimate) return null;
  return { currency: pricing.currency, quantity, unit: estimate.unit, total: estimate.total, sample_fee: pricing.sample_fee, options };
}

/** A product's sample terms from its price guidance (fee in minor units of its currency, days), or null (none stated, or no product). */
export async function productSampleTerms(db: Db, productId: number | null): Promise<{ currency: OrderCurrency; fee: number | null; days: number | null } | null> {
  if (productId === null) return null;
  const [row] = await db.select({ pricing: products.pricing }).from(products).where(eq(products.id, productId));
  const pricing = row?.pricing;
  if (!pricing || (pricing.sample_fee === null && pricing.sample_days === null)) return null;
  return { currency: pricing.currency, fee: pricing.sample_fee, days: pricing.sample_days };
}

/** The business's payment details a proforma invoice shows. */
export { paymentDetailsForDocuments } from './payment-details';
