import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/config';
import type { ProductQuery, SysConfigName } from '@/lib/api/contract';
import { getDb } from '@/lib/server/db';
import * as catalogue from '@/lib/server/catalogue/service';
import { TAGS } from './tags';

/*
 * Catalogue reads for server components and route handlers: the services called directly
 * (no HTTP to ourselves), cached with tags so pages render from cache and no request queries
 * the database once the entry exists. Every function takes plain, serialisable arguments.
 */

export const getSlider = unstable_cache(async () => catalogue.listSlider(await getDb()), ['slider'], {
  tags: [TAGS.slider],
});

/** The banners with their words in the page's locale (the home page). */
export const getSlides = unstable_cache(async (locale: Locale) => catalogue.listSlides(await getDb(), locale), ['slides'], {
  tags: [TAGS.slider],
});

export const getCategories = unstable_cache(async (locale: Locale, parent?: string) => catalogue.listCategories(await getDb(), locale, { parent }), ['categories'], {
  tags: [TAGS.categories],
});

const cachedProducts = unstable_cache(async (locale: Locale, query: ProductQuery) => catalogue.listProducts(await getDb(), locale, query), ['products'], {
  tags: [TAGS.products, TAGS.categories],
});

const cachedProduct = unstable_cache(async (locale: Locale, id: number) => catalogue.getProduct(await getDb(), locale, id), ['product'], {
  tags: [TAGS.products, TAGS.categories],
});

/*
 * Cache entries are keyed by their arguments and kept on disk, so only arguments that name
 * something real reach the cache: an unknown id or category answers null without an entry, and
 * keyword searches (free text) go to the database uncached. Otherwise every random URL would
 * add an entry for ever.
 */

/** null when the category is unknown. */
export async function getProducts(locale: Locale, query: ProductQuery) {
  if (query.keyword) return catalogue.listProducts(await getDb(), locale, query);
  if (query.category && !((await getCategories(locale)) ?? []).some((c) => c.key === query.category)) return null;
  const page = query.page ?? 1;
  // Without a keyword, relevance is the catalogue's order: one cache entry for both. The orders are few, so they are cached.
  const sort = query.sort === 'relevance' ? undefined : query.sort;
  const first = await cachedProducts(locale, { category: query.category, page: 1, sort });
  if (!first || page === 1) return first;
  // A page past the last is empty: answered without a cache entry of its own.
  if (page > Math.ceil(first.total / first.limit)) return { ...first, list: [], page };
  return cachedProducts(locale, { category: query.category, page, sort });
}

export async function getProduct(locale: Locale, id: number) {
  if (!(await getProductIndex()).some((p) => p.id === id)) return null;
  return cachedProduct(locale, id);
}

export const getFaqs = unstable_cache(async (locale: Locale) => catalogue.listFaqs(await getDb(), locale), ['faq'], {
  tags: [TAGS.faq],
});

export const getHomeCards = unstable_cache(async (locale: Locale) => catalogue.listHomeCards(await getDb(), locale), ['home-cards'], { tags: [TAGS.homeCards] });

const systemConfigEntry = unstable_cache(async (locale: Locale) => catalogue.listSystemConfig(await getDb(), locale), ['system-config'], { tags: [TAGS.config] });
/**
 * The company facts are read by up to eight parts of one page (the layout's and the page's metadata,
 * the JSON-LD, the header, the footer, the 404 boundary Next renders into every page): React's
 * `cache` makes that one lookup in Next's cache per request instead of one per part (a member page
 * made 10 lookups, now 2). The entry itself still follows its tag.
 */
export const getSystemConfig = cache(systemConfigEntry);

/** The system config as a name → value map for the layout (company name, contacts, links). */
export async function getCompanyFacts(locale: Locale): Promise<Record<SysConfigName, string>> {
  const entries = await getSystemConfig(locale);
  return Object.fromEntries(entries.map((e) => [e.name, e.value])) as Record<SysConfigName, string>;
}

/** For each company fact written in another locale than the page's (a fallback), that locale: its element says `lang`. */
export async function getCompanyFactLangs(locale: Locale): Promise<Partial<Record<SysConfigName, Locale>>> {
  const entries = await getSystemConfig(locale);
  return Object.fromEntries(entries.filter((e) => e.lang).map((e) => [e.name, e.lang!.value]));
}

export const getProductIndex = unstable_cache(async () => catalogue.listProductIndex(await getDb()), ['product-index'], {
  tags: [TAGS.products, TAGS.categories],
});
