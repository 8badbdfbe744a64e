import 'server-only';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { CATALOGUE, type Locale } from '@/lib/config';
import type {
  Category,
  FaqEntry,
  HomeCardFamily,
  HomeCardProduct,
  HomeCards,
  Product,
  ProductImage,
  ProductPage,
  ProductQuery,
  ProductSummary,
  SlideView,
  SliderItem,
  SysConfigEntry,
} from '@/lib/api/contract';
import { PAYMENT_FIELDS, paymentConfigName } from '@/lib/api/contract/payment-details';
import type { Db } from '@/lib/server/db/types';
import { categories, faqs, homeCards, productImages, products, sliderItems, systemConfig } from './schema';
import { autoCardProducts } from './home-card-spread';
import { resolveFields, resolveList, resolveText } from './localized';
import { recordSearchMiss } from '@/lib/server/insights/service';
import { findProductIds } from './search-query';
import { exchangeRates } from './rates';
import { priceFrom, priceGuide } from './pricing';

type ImageRow = typeof productImages.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

function toImage(row: Pick<ImageRow, 'src' | 'alt' | 'width' | 'height'>, locale: Locale): ProductImage {
  return {
    src: row.src,
    src_small: row.src.replace(/\.webp$/, '-sm.webp'),
    alt: resolveText(row.alt, locale).value,
    width: row.width,
    height: row.height,
  };
}

export async function listSlider(db: Db): Promise<SliderItem[]> {
  const rows = await db.select().from(sliderItems).orderBy(asc(sliderItems.sort), asc(sliderItems.id));
  return rows.map(({ id, url, sign, thumb }) => ({ id, url, sign, thumb }));
}

/** The banners with their words in `locale` (asked → en → zh-CN), for the home page. */
export async function listSlides(db: Db, locale: Locale): Promise<SlideView[]> {
  const rows = await db.select().from(sliderItems).orderBy(asc(sliderItems.sort), asc(sliderItems.id));
  return rows.map(({ id, url, sign, thumb, title, subtitle, button }) => {
    const { values, lang } = resolveFields({ title, subtitle, button }, locale);
    return { id, url, sign, thumb, ...values, ...(lang && { lang }) };
  });
}

function toCategory(row: CategoryRow, locale: Locale): Category {
  const { values, lang } = resolveFields({ name: row.name }, locale);
  return { id: row.id, key: row.key, name: values.name, parent_id: row.parentId, sort: row.sort, ...(lang && { lang }) };
}

/** `parent`: a family key for its sub-categories, 'root' for the families; absent for all. */
export async function listCategories(db: Db, locale: Locale, filter: { parent?: string } = {}): Promise<Category[] | null> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  if (!filter.parent) return rows.map((r) => toCategory(r, locale));
  if (filter.parent === 'root') return rows.filter((r) => r.parentId === null).map((r) => toCategory(r, locale));
  const parent = rows.find((r) => r.key === filter.parent);
  if (!parent) return null;
  return rows.filter((r) => r.parentId === parent.id).map((r) => toCategory(r, locale));
}

export async function findCategory(db: Db, key: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.key, key));
  return row ?? null;
}

/** A product's category: its key and name, with the name's language when it fell back. */
function categoryRef(category: CategoryRow, locale: Locale): ProductSummary['category'] {
  const name = resolveText(category.name, locale);
  return { key: category.key, name: name.value, ...(name.lang !== locale && { lang: { name: name.lang } }) };
}

/** The fields a product summary and a full product share. */
function productBase(product: ProductRow, category: CategoryRow, values: { name: string; summary: string }, locale: Locale) {
  return {
    id: product.id,
    name: values.name,
    slug: product.slug,
    category: categoryRef(category, locale),
    summary: values.summary,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** null when the category is unknown. Keyword and order: ./search.ts. */
export async function listProducts(db: Db, locale: Locale, query: ProductQuery): Promise<ProductPage | null> {
  const limit = CATALOGUE.productLimit;
  const page = query.page ?? 1;
  let categoryIds: number[] | undefined;
  if (query.category) {
    const category = await findCategory(db, query.category);
    if (!category) return null;
    const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, category.id));
    categoryIds = [category.id, ...children.map((c) => c.id)];
  }
  const { ids, total } = await findProductIds(db, locale, { keyword: query.keyword, categoryIds, sort: query.sort, page, limit });
  // What buyers look for and do not find (/admin/insights): the first page of a keyword search.
  if (query.keyword && total === 0 && page === 1) recordSearchMiss(query.keyword, locale);
  const found = ids.length
    ? await db.select({ product: products, category: categories }).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).where(inArray(products.id, ids))
    : [];
  const rows = ids.map((id) => found.find((r) => r.product.id === id)!).filter(Boolean);
  const images = rows.length
    ? await db
        .select()
        .from(productImages)
        .where(
          and(
            inArray(
              productImages.productId,
              rows.map((r) => r.product.id),
            ),
            eq(productImages.sort, 0),
          ),
        )
    : [];
  const rates = rows.some((r) => r.product.pricing) ? await exchangeRates(db) : {};
  const list = rows.map(({ product, category }): ProductSummary => {
    const { values, lang } = resolveFields({ name: product.name, summary: product.summary }, locale);
    const image = images.find((i) => i.productId === product.id);
    return {
      ...productBase(product, category, values, locale),
      image: image ? toImage(image, locale) : null,
      facts: { moq: product.moq, lead_time_days: { min: product.leadTimeMin, max: product.leadTimeMax }, price: priceFrom(product.pricing, locale, rates) },
      ...(lang && { lang }),
    };
  });
  return { list, total, page, limit };
}

export async function getProduct(db: Db, locale: Locale, id: number): Promise<Product | null> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), eq(products.published, true)));
  if (!row) return null;
  const images = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sort));
  return productDetail(db, row.product, row.category, images, locale);
}

/**
 * A product's page in one locale from its rows (the texts resolved with the usual fallback): the
 * public page's, and the staff preview's (a hidden product, or the form's unsaved values as rows).
 */
export async function productDetail(
  db: Db,
  product: ProductRow,
  category: CategoryRow,
  images: Pick<ImageRow, 'src' | 'alt' | 'width' | 'height'>[],
  locale: Locale,
): Promise<Product> {
  const { values, lang } = resolveFields({ name: product.name, summary: product.summary, description: product.description, specs: product.material }, locale);
  const size = resolveText(product.size, locale);
  const customization = resolveList(product.customization, locale);
  // A size that is one measurement for every language has no language of its own.
  const specLangs = {
    ...lang,
    ...(typeof product.size !== 'string' && size.lang !== locale && { size: size.lang }),
    ...(customization.value.length > 0 && customization.lang !== locale && { customization: customization.lang }),
  };
  return {
    ...productBase(product, category, values, locale),
    description: values.description,
    images: images.map((i) => toImage(i, locale)),
    specs: {
      material: values.specs,
      size: size.value,
      moq: product.moq,
      lead_time_days: { min: product.leadTimeMin, max: product.leadTimeMax },
      customization: customization.value,
    },
    price: priceGuide(product.pricing, locale, product.pricing ? await exchangeRates(db) : {}),
    ...(Object.keys(specLangs).length > 0 && { lang: specLangs }),
  };
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export async function listFaqs(db: Db, locale: Locale): Promise<FaqEntry[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map((row) => {
    const { values, lang } = resolveFields({ question: row.question, answer: row.answer }, locale);
    return { id: row.id, question: values.question, answer: values.answer, sort: row.sort, ...(lang && { lang }) };
  });
}

export async function listHomeCards(db: Db, locale: Locale): Promise<HomeCards> {
  const rows = await db
    .select({ card: homeCards, product: { id: products.id, slug: products.slug, name: products.name } })
    .from(homeCards)
    .leftJoin(products, eq(products.id, homeCards.productId))
    .orderBy(asc(homeCards.sort), asc(homeCards.id));
  // Cards without a product that would repeat a name of their section name one of its products instead (home-card-spread.ts).
  const spread = await autoCardProducts(db);
  const spreadProducts = spread.size
    ? await db
        .select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(inArray(products.id, [...spread.values()]))
    : [];
  const grouped: HomeCards = { sewing: [], heatPress: [], evaMolded: [] };
  for (const row of rows) {
    const { card } = row;
    const product = row.product ?? spreadProducts.find((p) => p.id === spread.get(card.id));
    const { values, lang } = resolveFields({ introduction: card.introduction }, locale);
    grouped[card.family as HomeCardFamily]?.push({
      id: card.id,
      src: card.src,
      introduction: values.introduction,
      ...(lang && { lang }),
      ...(product && { product: homeCardProduct(product, locale) }),
    });
  }
  return grouped;
}

function homeCardProduct(product: Pick<ProductRow, 'id' | 'slug' | 'name'>, locale: Locale): HomeCardProduct {
  const name = resolveText(product.name, locale);
  return { id: product.id, slug: product.slug, name: name.value, ...(name.lang !== locale && { lang: { name: name.lang } }) };
}

/** The public system config: every row but the payment details for proformas (an admin's alone). */
export async function listSystemConfig(db: Db, locale: Locale): Promise<SysConfigEntry[]> {
  const rows = await db
    .select()
    .from(systemConfig)
    .where(notInArray(systemConfig.name, PAYMENT_FIELDS.map(paymentConfigName)))
    .orderBy(asc(systemConfig.name));
  return rows.map((row) => {
    const resolved = resolveText(row.value, locale);
    return { name: row.name, value: resolved.value, ...(resolved.lang !== locale && { lang: { value: resolved.lang } }) };
  });
}

export interface ProductIndexEntry {
  id: number;
  slug: string;
  category: string;
  updated_at: string;
}

/** Every published product's address facts, for the sitemap and related products. */
export async function listProductIndex(db: Db): Promise<ProductIndexEntry[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, category: categories.key, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.published, true))
    .orderBy(asc(products.sort), asc(products.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, category: r.category, updated_at: r.updatedAt.toISOString() }));
}

/** Every product as an id and a name in one locale, in catalogue order (the back office's pickers). */
export async function productChoices(db: Db, locale: Locale): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.sort), asc(products.id));
  return rows.map((r) => ({ id: r.id, name: resolveText(r.name, locale).value }));
}

/** A product's name in one locale, or null when there is no such product. */
export async function productName(db: Db, id: number, locale: Locale): Promise<string | null> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row ? resolveText(row.name, locale).value : null;
}
