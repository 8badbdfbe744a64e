import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/config';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { revalidateCatalogue, revalidateProducts } from './revalidate';
import { indexCategoryProducts, indexProducts } from './search';
import { categories, faqs, products, type LocalizedText } from './schema';
import { TAGS } from './tags';

/*
 * What the translation help reads and writes of the catalogue: the texts a fill may complete
 * (the ones a visitor reads; lists such as the customisation options stay the editors'), and the
 * write of the languages it translated, which only ever fills an empty language: the row is locked
 * and read again, so a text an editor saved meanwhile is kept. Audited and revalidated like every
 * staff write; `written` runs in the same transaction (the machine marks).
 */

export type CatalogueTranslatable = 'product' | 'category' | 'faq';
export type Texts = Record<string, LocalizedText>;

const FIELDS: Record<CatalogueTranslatable, readonly string[]> = {
  product: ['name', 'summary', 'description', 'material', 'size'],
  category: ['name'],
  faq: ['question', 'answer'],
};

/** The localized fields of a row (a product's size may be one measurement for all: not translated). */
function textsOf(kind: CatalogueTranslatable, row: Record<string, unknown>): Texts {
  const texts: Texts = {};
  for (const field of FIELDS[kind]) {
    const value = row[field];
    if (value && typeof value === 'object' && !Array.isArray(value)) texts[field] = value as LocalizedText;
  }
  return texts;
}

async function lockedRow(tx: Db, kind: CatalogueTranslatable, id: number, lock: boolean): Promise<Record<string, unknown> | undefined> {
  const table = kind === 'product' ? products : kind === 'category' ? categories : faqs;
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The record's translatable texts, or null when there is no such record. */
export async function catalogueTexts(db: Db, actor: Actor | null, kind: CatalogueTranslatable, id: number): Promise<Texts | null> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const row = await lockedRow(db, kind, id, false);
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
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await lockedRow(t, kind, id, true);
    if (!row) throw notFound();
    const before = textsOf(kind, row);
    const after: Texts = {};
    const locales = new Set<Locale>();
    for (const [field, current] of Object.entries(before)) {
      const next: LocalizedText = { ...current };
      for (const locale of LOCALES) {
        const text = fills[field]?.[locale];
        if (text && !(current[locale] ?? '').trim()) {
          next[locale] = text;
          locales.add(locale);
        }
      }
      after[field] = next;
    }
    const list = LOCALES.filter((l) => locales.has(l));
    if (list.length === 0) return { list, slug: String(row.slug ?? '') };
    const table = kind === 'product' ? products : kind === 'category' ? categories : faqs;
    await t
      .update(table)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(table.id, id));
    if (kind === 'product') await indexProducts(t, [id]);
    // The search rows hold the category names: its products are indexed again.
    if (kind === 'category') await indexCategoryProducts(t, [id]);
    await written(t, list);
    await recordAudit(t, { actor: staff }, { action: `${kind}.translate`, entity: kind, entityId: id, before: null, after: { machine_translated: list } });
    return { list, slug: String(row.slug ?? '') };
  });
  if (result.list.length > 0) {
    if (kind === 'product') revalidateProducts([{ id, slug: result.slug }]);
    else if (kind === 'category') revalidateCatalogue(TAGS.categories, TAGS.products);
    else revalidateCatalogue(TAGS.faq);
  }
  return result.list;
}
