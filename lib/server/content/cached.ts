import 'server-only';
import { unstable_cache } from 'next/cache';
import { LIBRARY_KEYS, type LibraryKey, type Locale } from '@/lib/config';
import type { SitemapPage } from '@/lib/seo/sitemap';
import { getDb } from '@/lib/server/db';
import * as content from './service';
import { LIBRARY_TAG } from './tags';

/*
 * The libraries' public reads for the pages (the services called directly, cached with the
 * `libraries` tag that every staff write revalidates). Only arguments that name something real
 * reach the cache: an unknown library, tag or entry answers null without an entry of its own.
 */

export const isLibraryKey = (key: string): key is LibraryKey => (LIBRARY_KEYS as readonly string[]).includes(key);

export const getLibrary = unstable_cache(async (key: LibraryKey, locale: Locale) => content.getLibrary(await getDb(), key, locale), ['library'], {
  tags: [LIBRARY_TAG],
});

const cachedEntries = unstable_cache(
  async (key: LibraryKey, locale: Locale, tag: string, page: number) => content.listEntries(await getDb(), key, locale, { tag, page }),
  ['library-entries'],
  { tags: [LIBRARY_TAG] },
);

/** A page of the list; null for an unknown tag (a page past the last is empty, without an entry of its own). */
export async function getEntries(key: LibraryKey, locale: Locale, tag: string, page: number): Promise<content.EntryPage | null> {
  const library = await getLibrary(key, locale);
  if (!library) return null;
  if (tag && !library.tags.some((t) => t.key === tag)) return null;
  const first = await cachedEntries(key, locale, tag, 1);
  if (!first || page === 1) return first;
  if (page > Math.ceil(first.total / first.limit)) return { ...first, list: [], page };
  return cachedEntries(key, locale, tag, page);
}

const slugsOf = unstable_cache(async () => (await content.publicLibraryPages(await getDb())).map((p) => p.path), ['library-slugs'], { tags: [LIBRARY_TAG] });

const cachedEntry = unstable_cache(async (key: LibraryKey, slug: string, locale: Locale) => content.getEntry(await getDb(), key, slug, locale), ['library-entry'], {
  tags: [LIBRARY_TAG],
});

/** A published entry; null when unknown. Entries of non-public libraries are read uncached (they are few and gated); files always are. */
export async function getEntry(key: LibraryKey, slug: string, locale: Locale): Promise<content.EntryView | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  if (!(await slugsOf()).includes(`/${key}/${slug}`)) return content.getEntry(await getDb(), key, slug, locale);
  const entry = await cachedEntry(key, slug, locale);
  // The downloads are read fresh: their handles are random and must never come from an old cache entry.
  return entry && { ...entry, files: await content.filesOfEntry(await getDb(), key, slug, locale) };
}

/** The sitemap's source (lib/server/sitemap-resources.ts): every public library's list and entries. */
export const librarySitemapPages = unstable_cache(
  async (): Promise<SitemapPage[]> =>
    (await content.publicLibraryPages(await getDb())).map((p) => ({
      path: p.path,
      lastModified: p.lastModified,
      changeFrequency: p.path.split('/').length === 2 ? 'weekly' : 'monthly',
      priority: p.path.split('/').length === 2 ? 0.6 : 0.5,
    })),
  ['library-sitemap'],
  { tags: [LIBRARY_TAG] },
);

/** A product's dielines and templates (sourceFile entries naming it), for the product page. */
export const getProductTemplates = unstable_cache(
  async (productId: number, locale: Locale) => content.templatesOfProduct(await getDb(), productId, locale),
  ['library-product-templates'],
  { tags: [LIBRARY_TAG] },
);
