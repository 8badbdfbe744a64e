import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { products } from './schema';

/** A published product as a library entry links it (id, slug, name in all languages), or null when unknown or unpublished. */
export async function publishedProductLink(db: Db, id: number) {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  return row ?? null;
}

/** Whether product `id` exists, published or not (a library entry may name a draft). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return found !== undefined;
}
