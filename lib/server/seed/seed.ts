import 'server-only';
import { PAYMENT_FIELDS, paymentConfigName } from '@/lib/api/contract/payment-details';
import { paymentDetails } from './content/payment-details';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import {
  appMeta,
  categories as categoriesTable,
  faqs as faqsTable,
  homeCards as homeCardsTable,
  productImages,
  products as productsTable,
  sliderItems as sliderTable,
  systemConfig as configTable,
} from '@/lib/server/db/schema';
import { translations } from './content/locales';
import { demoContentFor } from './content/merge';
import { homeCardProducts } from './content/home';
import type { HomeCardFamily } from '@/lib/api/contract';
import media from '@/lib/media.json';
import { rebuildSearchIndex } from '@/lib/server/catalogue/search';
import { DEMO_CONTENT_KEY } from './markers';
import { SEED_LOCK, seedDemoModules } from './modules';

/** The demo content in all 14 locales: the base files' zh-CN and en, and ./content/locales/*. */
export const demoContent = demoContentFor(translations);
const { categories, products, faqs, homeCards, sliderItems, systemConfig } = demoContent;

const SEEDED_KEY = DEMO_CONTENT_KEY;

const mediaByPath = new Map(media.map((m) => [m.path, m]));

export function mediaUrl(path: string): string {
  if (!mediaByPath.has(path)) throw new Error(`artwork missing from media.json: ${path}`);
  return `/media/${path}`;
}

/**
 * Writes the demo content once: the catalogue, then each later feature's module (./modules.ts). A
 * second start (or a second instance) finds the markers and writes nothing, so content the
 * business edited or deleted is never overwritten or duplicated. Returns true when it wrote any.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const catalogue = await seedCatalogue(db);
  const modules = await seedDemoModules(db);
  return catalogue || modules.length > 0;
}

async function seedCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (done.length > 0) return false;

    const categoryIds = new Map<string, number>();
    for (const [sort, category] of categories.entries()) {
      const [row] = await tx
        .insert(categoriesTable)
        .values({
          key: category.key,
          name: category.name,
          parentId: category.parent ? (categoryIds.get(category.parent) ?? null) : null,
          sort,
        })
        .returning({ id: categoriesTable.id });
      categoryIds.set(category.key, row.id);
    }

    const productIds = new Map<string, number>();
    for (const [sort, product] of products.entries()) {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId) throw new Error(`unknown category ${product.category} for ${product.slug}`);
      const [row] = await tx
        .insert(productsTable)
        .values({
          slug: product.slug,
          categoryId,
          name: product.name,
          summary: product.summary,
          description: product.description,
          material: product.material,
          size: product.size,
          moq: product.moq,
          leadTimeMin: product.leadTimeDays.min,
          leadTimeMax: product.leadTimeDays.max,
          customization: product.customization,
          sort,
        })
        .returning({ id: productsTable.id });
      productIds.set(product.slug, row.id);
      await tx.insert(productImages).values(
        product.imageAlts.map((alt, index) => {
          const path = `products/${product.slug}-${index + 1}.webp`;
          const art = mediaByPath.get(path);
          return { productId: row.id, src: mediaUrl(path), alt, width: art!.width, height: art!.height, sort: index };
        }),
      );
    }
    await rebuildSearchIndex(tx as unknown as Db);

    await tx.insert(sliderTable).values(
      sliderItems.map((item, sort) => ({
        url: '/products',
        sign: item.sign,
        thumb: mediaUrl(`slider/${item.sign}.webp`),
        title: item.title,
        subtitle: item.subtitle,
        button: item.button,
        sort,
      })),
    );

    await tx.insert(homeCardsTable).values(
      Object.entries(homeCards).flatMap(([family, intros]) =>
        intros.map((introduction, index) => ({
          family,
          introduction,
          src: mediaUrl(`cards/${family}-${index + 1}.webp`),
          productId: cardProductId(productIds, family as HomeCardFamily, index),
          sort: index,
        })),
      ),
    );

    await tx.insert(faqsTable).values(faqs.map((faq, sort) => ({ ...faq, sort })));

    await tx
      .insert(configTable)
      .values([
        ...Object.entries(systemConfig).map(([name, value]) => ({ name, value })),
        ...PAYMENT_FIELDS.map((field) => ({ name: paymentConfigName(field), value: paymentDetails[field] })),
      ])
      .onConflictDoNothing();

    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
}

function cardProductId(productIds: ReadonlyMap<string, number>, family: HomeCardFamily, index: number): number | null {
  const slug = homeCardProducts[family][index];
  if (!slug) return null;
  const id = productIds.get(slug);
  if (id === undefined) throw new Error(`home card ${family} ${index + 1}: unknown product ${slug}`);
  return id;
}
