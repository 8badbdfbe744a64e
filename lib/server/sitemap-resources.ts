import 'server-only';
import type { SitemapPage } from '@/lib/seo/sitemap';

/*
 * The sitemap's third child, /sitemap/resources.xml: the academy (courses and lessons) and the
 * public content libraries (their lists and entries). Each feature registers one source: a cached
 * read (tagged like its pages) answering its public, published pages as locale-free paths. The
 * child lists them in every locale with the 15 alternates, like every other child.
 */
export type ResourceSitemapSource = () => Promise<SitemapPage[]>;

export const RESOURCE_SITEMAP_SOURCES: ResourceSitemapSource[] = [
  // Loaded when the sitemap is asked for (the cached reads bring next/cache with them).
  async () => (await import('@/lib/server/academy/cached')).getAcademySitemapPages(),
  // The public content libraries: their lists and published entries (lib/server/content/cached.ts).
  async () => (await import('@/lib/server/content/cached')).librarySitemapPages(),
];

export async function resourcePages(sources: readonly ResourceSitemapSource[] = RESOURCE_SITEMAP_SOURCES): Promise<SitemapPage[]> {
  return (await Promise.all(sources.map((source) => source()))).flat();
}

/** The newest lastModified among the pages (the index's lastmod of the child), if any has one. */
export function newestOf(pages: readonly SitemapPage[]): string | undefined {
  let best: string | undefined;
  for (const page of pages) if (page.lastModified && (!best || page.lastModified > best)) best = page.lastModified;
  return best;
}
