import { getSitemapSummary } from '@/lib/server/catalogue/sitemap-cached';
import { SITEMAP_HEADERS, childLastModified, sitemapChildren, sitemapIndexXml } from '@/lib/seo/sitemap';
import { newestOf, resourcePages } from '@/lib/server/sitemap-resources';
import { siteUrl } from '@/lib/site-url';

// Rendered per request, never at build time (`next build` has no database); the reads behind it
// are cached with tags, so a request costs no query once the cache is warm.
export const dynamic = 'force-dynamic';

/** The sitemap index (robots.txt points here): the pages' sitemap, the resources' (academy, libraries) and one per 500 products. */
export async function GET(): Promise<Response> {
  const [summary, resources] = await Promise.all([getSitemapSummary(), resourcePages()]);
  const resourcesUpdated = newestOf(resources);
  const children = sitemapChildren(summary).map((child) => ({
    loc: `${siteUrl()}/sitemap/${child.file}`,
    lastModified: childLastModified(summary, child, resourcesUpdated),
  }));
  return new Response(sitemapIndexXml(children), { headers: SITEMAP_HEADERS });
}
