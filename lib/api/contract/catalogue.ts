/**
 * The catalogue's calls: slider, categories, products, FAQ, home cards, system config (the company
 * facts). Everything here is "the catalogue", served as cached pages and edited by the same staff;
 * the content libraries (/inspiration, /sourceFile …) are "content" (./content.ts).
 */
import * as z from 'zod/mini';
import type { StaffRole } from '@/lib/config';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/search-text';
import { fields, oneOf, text } from '@/lib/validation/kit';
import type { FallbackLangs } from './envelope';
import type { PriceFrom, PriceGuide } from './pricing';

export type { ProductSort };

/** Who edits the catalogue (products, categories, FAQ, slider, home cards, company facts); admin holds every role. */
export const CATALOGUE_STAFF_ROLES: readonly StaffRole[] = ['editor'];

export interface SliderItem {
  id: number;
  url: string;
  /** A category key. */
  sign: string;
  thumb: string;
}

/** A banner as the home page shows it: with its words in the page's locale (empty: the picture alone). */
export interface SlideView extends SliderItem {
  title: string;
  subtitle: string;
  button: string;
  lang?: FallbackLangs<'title' | 'subtitle' | 'button'>;
}

export interface Category {
  id: number;
  key: string;
  name: string;
  parent_id: number | null;
  sort: number;
  lang?: FallbackLangs<'name'>;
}

export interface ProductImage {
  src: string;
  /** Half-size variant for small screens. */
  src_small: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductSpecs {
  material: string;
  size: string;
  moq: number;
  lead_time_days: { min: number; max: number };
  customization: string[];
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  category: { key: string; name: string; lang?: FallbackLangs<'name'> };
  summary: string;
  image: ProductImage | null;
  created_at: string;
  updated_at: string;
  lang?: FallbackLangs<'name' | 'summary'>;
  /** What a list card states under the name: the price from, the minimum order and the lead time (the lists). */
  facts?: { moq: number; lead_time_days: { min: number; max: number }; price: PriceFrom | null };
}

export interface Product extends Omit<ProductSummary, 'image' | 'lang'> {
  description: string;
  images: ProductImage[];
  specs: ProductSpecs;
  /** Price guidance in the page's currency; null: price on request. */
  price?: PriceGuide | null;
  /** `specs`: the material's; `size`: a size written per language (a measurement for every language has none). */
  lang?: FallbackLangs<'name' | 'summary' | 'description' | 'specs' | 'size' | 'customization'>;
}

export interface ProductPage {
  list: ProductSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface ProductQuery {
  category?: string;
  page?: number;
  keyword?: string;
  /** Absent: relevance with a keyword, the catalogue's order without (lib/search-text.ts). */
  sort?: ProductSort;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  sort: number;
  lang?: FallbackLangs<'question' | 'answer'>;
}

export type HomeCardFamily = 'sewing' | 'heatPress' | 'evaMolded';

/** The product a home card shows and opens (when its family has fewer sub-categories than cards). */
export interface HomeCardProduct {
  id: number;
  slug: string;
  name: string;
  lang?: FallbackLangs<'name'>;
}

export interface HomeCard {
  id: number;
  src: string;
  introduction: string;
  lang?: FallbackLangs<'introduction'>;
  /** Absent: the card opens a sub-category of its family. */
  product?: HomeCardProduct;
}

export type HomeCards = Record<HomeCardFamily, HomeCard[]>;

export interface SysConfigEntry {
  name: string;
  value: string;
  lang?: FallbackLangs<'value'>;
}

/** The system-config names the site reads: company facts the business changes without a deploy. */
export const SYS_CONFIG_NAMES = [
  'company name',
  /** The full legal name in the locale's form ("… Co., Ltd.", "…有限公司", "Công ty TNHH …"). */
  'legal name',
  'tagline',
  'whatsapp',
  'email',
  'province',
  'linkedin',
  'instagram',
  'pinterest',
  'facebook',
  'twitter',
  'about us',
] as const;
export type SysConfigName = (typeof SYS_CONFIG_NAMES)[number];

/* ---------------------------------------------------------------- the list's search and order */

/** A keyword must stay below this many characters. */
export const KEYWORD_MAX = 100;

/**
 * The product list's search and order, as GET /product and the /products pages take them from the
 * query: one rule for both (the pages answer a bad value as the API does). An empty keyword or
 * sort is left out: relevance with a keyword, the catalogue's order without.
 */
export const productSearchSchema = z.pipe(
  fields({
    keyword: text({ max: KEYWORD_MAX }),
    // '' stands for "not given" (the fallback); the service picks the default.
    sort: oneOf(['', ...PRODUCT_SORTS] as const, { key: 'choice', fallback: '' }),
  }),
  z.transform(({ keyword, sort }): { keyword?: string; sort?: ProductSort } => ({ ...(keyword && { keyword }), ...(sort && { sort }) })),
);
export type ProductSearch = z.output<typeof productSearchSchema>;
