import { localizedPath } from '@/i18n/paths';
import { LOCALES } from '@/lib/config';
import { productPath } from '@/lib/seo/paths';
import { CDN_TAG_PAGES } from '@/lib/server/cdn-tag-pages';

/*
 * From a revalidated cache tag to the public addresses a CDN may hold with the old content (only
 * pages Next renders once for everyone are kept by a CDN: lib/server/http/cache-policy.mjs). Each
 * tag's pages are listed by its owner in lib/server/cdn-tag-pages.ts.
 * Addresses are written without a locale and sent in every locale. A path also stands for its
 * query variants (`/products` for `/products?category=pouch&page=2`); a prefix for every address
 * that starts with it.
 */

/** Every tag a write revalidates: the catalogue's, the academy's and the libraries' (lib/server/cdn-tag-pages.ts). */
export type PurgeTag = keyof typeof CDN_TAG_PAGES;

/** A product as its page is addressed: /product/{id}/{slug}. */
export interface ProductAddress {
  id: number;
  slug: string;
}

export interface PurgeTargets {
  /** The change shows on every page (the company's facts in the footer, category names): purge the whole site. */
  everything: boolean;
  paths: string[];
  prefixes: string[];
}

/** The pages a tag stands for (its owner lists them in lib/server/cdn-tag-pages.ts). */
export interface TagPages {
  everything?: boolean;
  paths?: readonly string[];
  prefixes?: readonly string[];
  /** A write of this tag may name the product pages it changed: those are purged instead of the prefixes. */
  namedProducts?: boolean;
}

const TAG_PAGES: Record<PurgeTag, TagPages> = CDN_TAG_PAGES;

const inEveryLocale = (path: string) => LOCALES.map((locale) => localizedPath(locale, path));

/**
 * What to purge after `tags` were revalidated. `products` names the product pages a product write
 * changed (its old and new address after a slug change): then the products tag purges those and the
 * lists, not every product page.
 */
export function purgeTargets(tags: readonly PurgeTag[], products?: readonly ProductAddress[]): PurgeTargets {
  const paths = new Set<string>();
  const prefixes = new Set<string>();
  let everything = false;
  for (const tag of new Set(tags)) {
    const pages = TAG_PAGES[tag];
    if (pages.everything) everything = true;
    for (const path of pages.paths ?? []) paths.add(path);
    const named = pages.namedProducts === true && products !== undefined;
    for (const prefix of named ? [] : (pages.prefixes ?? [])) prefixes.add(prefix);
  }
  // The named product pages after every tag's own paths, in the order the write gave them.
  if (tags.some((tag) => TAG_PAGES[tag].namedProducts)) for (const p of products ?? []) paths.add(productPath(p.id, p.slug));
  if (everything) return { everything, paths: [], prefixes: [] };
  return { everything, paths: [...paths].flatMap(inEveryLocale), prefixes: [...prefixes].flatMap(inEveryLocale) };
}

/** Two sets of targets as one (a batch of writes purged together). */
export function mergeTargets(a: PurgeTargets, b: PurgeTargets): PurgeTargets {
  if (a.everything || b.everything) return { everything: true, paths: [], prefixes: [] };
  return { everything: false, paths: [...new Set([...a.paths, ...b.paths])], prefixes: [...new Set([...a.prefixes, ...b.prefixes])] };
}
