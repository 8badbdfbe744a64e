import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../config';
import type { ProductPricing } from '../../api/contract/pricing';

/* The catalogue's tables: what crawlers and prospects read. Only staff write them (revalidating TAGS). */

/** A text a visitor reads, per locale; resolved with the fallback chain asked → en → zh-CN. */
export type LocalizedText = Partial<Record<Locale, string>>;
export type LocalizedList = Partial<Record<Locale, string[]>>;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    material: jsonb('material').$type<LocalizedText>().notNull(),
    /** A measurement (the same in every language) or a text per locale ("For iPhone 15/16 series"). */
    size: jsonb('size').$type<string | LocalizedText>().notNull(),
    moq: integer('moq').notNull(),
    leadTimeMin: integer('lead_time_min').notNull(),
    leadTimeMax: integer('lead_time_max').notNull(),
    customization: jsonb('customization').$type<LocalizedList>().notNull(),
    /** Price guidance (tiers, surcharges, sample fee, validity) in the product's currency; null: price on request. */
    pricing: jsonb('pricing').$type<ProductPricing>(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.sort)],
);

/**
 * What the product search reads (lib/server/catalogue/search.ts): a row per product and language
 * it is written in, holding that language's name (`name`, for the ranking) and every word of its
 * texts a buyer searches — name, summary, category and family names, material, size,
 * customisation — once each, normalised, with the pieces of Chinese, Japanese, Korean and Thai
 * runs (`document`), indexed by trigrams (pg_trgm), so a search in any language, with a typo,
 * finds it. Rewritten by every write that changes one of those texts (products, categories), by
 * the seed and at start for products without rows.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    document: text('document').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), index('product_search_document_trgm').using('gin', t.document.op('gin_trgm_ops'))],
);

/**
 * Products whose search rows are behind their texts: an import's confirmation marks the products it
 * wrote instead of writing their rows in its transaction, and ./search-pending.ts writes them after
 * the commit, a slice per transaction, deleting each mark with its rows (a process that dies leaves
 * marks, which the next start finishes). No foreign key: a deleted product's mark is dropped by the
 * next catch-up, and the catch-up never waits on a product's deletion.
 */
export const productSearchPending = pgTable('product_search_pending', {
  productId: integer('product_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every word of the search rows written in a spaced script (3 to 40 letters, no digits), once: a
 * query word that no product contains (a typo) is looked up here by trigram similarity and
 * searched as the few closest words ("neoprne" → "neoprene"). Rewritten with the whole index.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops'))]);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const sliderItems = pgTable('slider_items', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  sign: text('sign').notNull(),
  thumb: text('thumb').notNull(),
  /** The words laid over the banner: a headline, one line about what we make, the button's text. */
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull().default({}),
  button: jsonb('button').$type<LocalizedText>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const homeCards = pgTable(
  'home_cards',
  {
    id: serial('id').primaryKey(),
    family: text('family').notNull(),
    src: text('src').notNull(),
    introduction: jsonb('introduction').$type<LocalizedText>().notNull(),
    /**
     * The product the card's picture shows, when its family has fewer sub-categories than cards:
     * the card then names and opens that product, so no two cards of a section say the same.
     * Without one the card opens a sub-category (ThemedSection's card-target).
     */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_cards_family_check', sql`${t.family} in ('sewing', 'heatPress', 'evaMolded')`)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company facts the business changes without a deploy; a value is one string or a text per locale. */
export const systemConfig = pgTable('system_config', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<string | LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A spreadsheet import staff previewed and may confirm (lib/server/catalogue/transfer-*.ts): its
 * writes (catalogueImportSlices) exactly as the preview showed them, so the confirmation writes nothing else. Only the
 * staff member who uploaded it may confirm it, before `expiresAt`; old ones are swept on upload.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: text('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * An import's writes, one row per slice of the sheet (by the sheet's row number of its first write),
 * the slice's writes as deflated JSON in base64 (./transfer-plan.ts): a plan of 10,000 products is
 * over 100 MB of JSON, more than one value may hold, and stored as jsonb row by row it cost the
 * database more than reading and checking the sheet. Text, not bytea: the embedded database's
 * driver turns a bytea parameter into hex byte by byte, six times slower than the text. Its slices
 * go with their import.
 */
export const catalogueImportSlices = pgTable(
  'catalogue_import_slices',
  {
    importId: text('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    writes: text('writes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * The pictures of a ZIP given beside a sheet (./transfer-pictures.ts): already re-encoded and in
 * the media store (`files`, by the file name a sheet's `pictures` cell may name), and the files
 * refused with their reasons (`refused`). Only the staff member who sent it may use it, before `expiresAt`; old ones are
 * swept on the next upload. Nothing points to its pictures until an import is confirmed.
 */
export const catalogueImportPictures = pgTable('catalogue_import_pictures', {
  id: text('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  files: jsonb('files').$type<unknown[]>().notNull(),
  refused: jsonb('refused').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
