import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { rowOf, writeFill, type LockedRecord } from '@/lib/server/translate/merge';
import { categorySnapshot } from './manage-categories';
import { faqSnapshot } from './manage-faq';
import { getAdminProduct, productSnapshot } from './manage-products';
import { revalidateCatalogue, revalidateProducts } from './revalidate';
import { indexCategoryProducts, indexProducts } from './search';
import { categories, faqs, homeCards, products, type LocalizedText } from './schema';
import { TAGS } from './tags';

/*
 * What the translation help reads and writes of the catalogue: the texts a fill may complete
 * (the ones a visitor reads; lists such as the customisation options stay the editors'), written
 * through translate/merge.ts (only empty languages, audited, a revision for the kinds with a
 * history), then indexed and revalidated like every staff write.
 */

export type CatalogueTranslatable = 'product' | 'category' | 'faq' | 'home_card';
export type Texts = Record<string, LocalizedText>;

const FIELDS: Record<CatalogueTranslatable, readonly string[]> = {
  product: ['name', 'summary', 'description', 'material', 'size'],
  category: ['name'],
  faq: ['question', 'answer'],
  home_card: ['introduction'],
};

const TABLES = { product: products, category: categories, faq: faqs, home_card: homeCards } as const;

/** The localized fields of a row (a product's size may be one measurement for all: not translated). */
function textsOf(kind: CatalogueTranslatable, row: Record<string, unknown>): Texts {
  const texts: Texts = {};
  for (const field of FIELDS[kind]) {
    const value = row[field];
    if (value && typeof value === 'object' && !Array.isArray(value)) texts[field] = value as LocalizedText;
  }
  return texts;
}

/** The record's row (locked for a fill's write when `lock`), or null when there is none. */
function recordRow(db: Db, kind: CatalogueTranslatable, id: number, lock: boolean): Promise<Record<string, unknown> | null> {
  const table = TABLES[kind];
  return rowOf<Record<string, unknown>>(db.select().from(table).where(eq(table.id, id)), lock);
}

/** The record read once under lock: its texts, and the record as its history keeps it (home cards keep none). */
async function lockRecord(t: Db, staff: Actor, kind: CatalogueTranslatable, id: number): Promise<(LockedRecord & { slug: string }) | null> {
  if (kind === 'product') {
    // The whole product (its pictures too) is what its history keeps: the form's own read (a 404 when gone), its row locked.
    const product = await getAdminProduct(t, staff, id, true);
    return { texts: textsOf(kind, product as unknown as Record<string, unknown>), snapshot: productSnapshot(product), slug: product.slug };
  }
  const row = await recordRow(t, kind, id, true);
  if (!row) return null;
  const snapshot = kind === 'category' ? categorySnapshot(row as typeof categories.$inferSelect) : kind === 'faq' ? faqSnapshot(row as typeof faqs.$inferSelect) : null;
  return { texts: textsOf(kind, row), snapshot, slug: '' };
}

/** The record's translatable texts, or null when there is no such record. */
export async function catalogueTexts(db: Db, actor: Actor | null, kind: CatalogueTranslatable, id: number): Promise<Texts | null> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const row = await recordRow(db, kind, id, false);
  return row ? textsOf(kind, row) : null;
}

/** Writes the translated texts into the languages still empty; answers the languages written. */
export async function fillCatalogueTexts(
  db: Db,
  actor: Actor | null,
  kind: CatalogueTranslatable,
  id: number,
  fills: Texts,
  written: (tx: Db, locales: Locale[]) => Promise<void>,
): Promise<Locale[]> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  let slug = '';
  const table = TABLES[kind];
  return writeFill(db, staff, id, fills, written, {
    entity: kind,
    revision: kind === 'home_card' ? null : kind,
    lock: async (t) => {
      const record = await lockRecord(t, staff, kind, id);
      slug = record?.slug ?? '';
      return record;
    },
    write: async (t, after) => {
      await t
        .update(table)
        .set({ ...after, updatedAt: sql`now()` })
        .where(eq(table.id, id));
      if (kind === 'product') await indexProducts(t, [id]);
      // The search rows hold the category names: its products are indexed again.
      if (kind === 'category') await indexCategoryProducts(t, [id]);
    },
    revalidate: () => {
      if (kind === 'product') revalidateProducts([{ id, slug }]);
      else if (kind === 'category') revalidateCatalogue(TAGS.categories, TAGS.products);
      else if (kind === 'faq') revalidateCatalogue(TAGS.faq);
      else revalidateCatalogue(TAGS.homeCards);
    },
  });
}
