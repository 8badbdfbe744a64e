import { DEFAULT_LOCALE } from '@/lib/config';
import { getCategories } from '@/lib/server/catalogue/cached';
import { getSitemapProducts, getSitemapSummary } from '@/lib/server/catalogue/sitemap-cached';
import { resourcePages } from '@/lib/server/sitemap-resources';
import { SITEMAP_HEADERS, findSitemapChild, pagesOf, productPages, streamOf, urlsetXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/** A child of the sitemap index: /sitemap/pages.xml, /sitemap/resources.xml or /sitemap/products-{n}.xml, streamed. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const summary = await getSitemapSummary();
  const child = findSitemapChild(summary, (await params).file);
  if (!child) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const pages =
    child.kind === 'pages'
      ? pagesOf(summary, (await getCategories(DEFAULT_LOCALE)) ?? [])
      : child.kind === 'resources'
        ? await resourcePages()
        : productPages(await getSitemapProducts(child.chunk.first, child.chunk.last));
  return new Response(streamOf(urlsetXml(pages)), { headers: SITEMAP_HEADERS });
}
