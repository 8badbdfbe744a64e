import type { HomeCardFamily } from '@/lib/api/contract';

/**
 * The demo content in one more language: every visible text of the seed (categories, products,
 * FAQ, home cards, banners, company facts), keyed as the base files key them (category keys,
 * product slugs, FAQ order, card order). The base files hold zh-CN and en; each other locale has
 * a file of this shape, written as a native copywriter of a B2B manufacturer would write it.
 */
export interface SeedProductTranslation {
  name: string;
  summary: string;
  /** Paragraphs, as many as the English description has. */
  description: string[];
  material: string;
  /** Only for the products whose base size is a text per locale (not a bare measurement). */
  size?: string;
  /** As many entries as the English list, in the same order. */
  customization: string[];
  /** Alt texts of picture 1 (front view) and 2 (detail view). */
  imageAlts: [string, string];
}

export interface SeedTranslation {
  /** The short company name the header shows, in this language's usual rendering. */
  companyName: string;
  /** The full legal name in this language's form ("Dongguan Hengxin Case Co., Ltd.", "东莞恒信箱包有限公司"). */
  legalName: string;
  tagline: string;
  province: string;
  /** The About text's paragraphs, as many as the English one. */
  aboutUs: string[];
  /** Every category key of categories.ts → its name. */
  categories: Record<string, string>;
  /** Every product slug of products.ts → its texts. */
  products: Record<string, SeedProductTranslation>;
  /** Same order and count as faqs.ts. */
  faqs: { question: string; answer: string }[];
  /** Five introductions per family, in the order of home.ts. */
  homeCards: Record<HomeCardFamily, string[]>;
  /** The words over each home banner, by its sign. */
  slider: Record<'sewing' | 'heat-press' | 'eva-molded', { title: string; subtitle: string; button: string }>;
}
