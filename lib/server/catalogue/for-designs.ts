import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DesignProduct } from '@/lib/api/contract/designs';
import type { Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { resolveList, resolveText } from './localized';
import { exchangeRates } from './rates';
import { priceGuide } from './pricing';
import { productImages, products } from './schema';

/*
 * What designs and favourites read of the catalogue's products: the catalogue owns these tables,
 * so the saved-products features ask here instead of querying them.
 */

/**
 * The catalogue products designs and favourites are based on, in the reader's language (asked →
 * en → zh-CN), with their first picture and the options the editor suggests: one query for the
 * products and one for their pictures, however many rows a list has.
 */
export async function designProducts(db: Db, ids: readonly number[], locale: Locale): Promise<Map<number, DesignProduct>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const [rows, images] = await Promise.all([
    db.select().from(products).where(inArray(products.id, unique)),
    db
      .select()
      .from(productImages)
      .where(and(inArray(productImages.productId, unique), eq(productImages.sort, 0)))
      .orderBy(asc(productImages.id)),
  ]);
  const rates = rows.some((r) => r.pricing) ? await exchangeRates(db) : {};
  const out = new Map<number, DesignProduct>();
  for (const row of rows) {
    const image = images.find((i) => i.productId === row.id);
    out.set(row.id, {
      id: row.id,
      name: resolveText(row.name, locale).value,
      slug: row.slug,
      image: image ? { src: image.src, src_small: image.src.replace(/\.webp$/, '-sm.webp'), width: image.width, height: image.height } : null,
      material: resolveText(row.material, locale).value,
      size: resolveText(row.size, locale).value,
      customization: resolveList(row.customization, locale).value,
      moq: row.moq,
      available: row.published,
      price: priceGuide(row.pricing, locale, rates),
    });
  }
  return out;
}

/** A published product's row (a new design or favourite starts only from one), or null. */
export async function publishedProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  return row ?? null;
}
