import 'server-only';
import { eq } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES, type ProductPricing } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { revalidateProducts } from './revalidate';
import { products } from './schema';

/*
 * A product's price guidance as staff set it (editor, admin): its own save beside the product
 * form, so pricing never races the texts' `updated_at` check. null is "price on request". The
 * write is audited and expires the product's page and the lists (their cards show "from …").
 */

export async function productPricing(db: Db, actor: Actor | null, id: number): Promise<ProductPricing | null> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [row] = await db.select({ pricing: products.pricing }).from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  return row.pricing;
}

export async function setProductPricing(db: Db, actor: Actor | null, id: number, pricing: ProductPricing | null): Promise<ProductPricing | null> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const slug = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select({ slug: products.slug, pricing: products.pricing }).from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound();
    await t.update(products).set({ pricing }).where(eq(products.id, id));
    await recordAudit(t, { actor: staff }, { action: 'product.pricing', entity: 'product', entityId: id, before: { pricing: before.pricing }, after: { pricing } });
    return before.slug;
  });
  revalidateProducts([{ id, slug }]);
  return pricing;
}
