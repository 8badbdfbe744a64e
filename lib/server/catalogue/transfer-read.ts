import 'server-only';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { categories, productImages, products } from './schema';
import type { SheetProduct } from './transfer-columns';

/*
 * The catalogue read as sheet rows, a slice at a time (the export streams them; the import's
 * comparison reads the products its sheet names), so 10,000 products are never all in memory.
 */

export interface StoredProduct {
  id: number;
  updatedAt: Date;
  sheet: SheetProduct;
  /** The product's pictures by address, with what the sheet does not carry (size, alt texts). */
  images: Map<string, { id: number; width: number; height: number; alt: Partial<Record<string, string>> }>;
}

const SLICE = 500;

type Row = { product: typeof products.$inferSelect; categoryKey: string };

async function withImages(db: Db, rows: Row[]): Promise<StoredProduct[]> {
  const ids = rows.map((r) => r.product.id);
  const images = ids.length ? await db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id)) : [];
  const byProduct = new Map<number, typeof images>();
  for (const image of images) byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
  return rows.map(({ product: p, categoryKey }) => {
    const own = byProduct.get(p.id) ?? [];
    return {
      id: p.id,
      updatedAt: p.updatedAt,
      images: new Map(own.map((i) => [i.src, { id: i.id, width: i.width, height: i.height, alt: i.alt }])),
      sheet: {
        slug: p.slug,
        categoryKey,
        published: p.published,
        moq: p.moq,
        leadTimeMin: p.leadTimeMin,
        leadTimeMax: p.leadTimeMax,
        size: p.size,
        pricing: p.pricing,
        pictures: own.map((i) => i.src),
        texts: { name: p.name, summary: p.summary, description: p.description, material: p.material },
        customization: p.customization,
      },
    };
  });
}

const selection = { product: products, categoryKey: categories.key };

/** The products `where` selects, in the catalogue's order, a slice at a time. */
export async function* storedProducts(db: Db, where: SQL | undefined): AsyncGenerator<StoredProduct> {
  let after: { sort: number; id: number } | null = null;
  for (;;) {
    const next: SQL | undefined = after ? or(gt(products.sort, after.sort), and(eq(products.sort, after.sort), gt(products.id, after.id))) : undefined;
    const rows: Row[] = await db
      .select(selection)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(where, next))
      .orderBy(asc(products.sort), asc(products.id))
      .limit(SLICE);
    for (const product of await withImages(db, rows)) yield product;
    if (rows.length < SLICE) return;
    const last = rows[rows.length - 1].product;
    after = { sort: last.sort, id: last.id };
  }
}

/** The products of these slugs, by slug. */
export async function productsBySlug(db: Db, slugs: string[]): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  for (let at = 0; at < slugs.length; at += SLICE) {
    const rows = await db
      .select(selection)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(inArray(products.slug, slugs.slice(at, at + SLICE)));
    for (const product of await withImages(db, rows)) found.set(product.sheet.slug, product);
  }
  return found;
}
