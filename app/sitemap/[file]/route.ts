import { DEFAULT_LOCALE } from '@/lib/config';
import { getCategories } from '@/lib/server/catalogue/cached';
import { getSitemapProducts, getSitemapSummary } from '@/lib/server/catalogue/sitemap-cached';
import { SITEMAP_HEADERS, findSitemapChild, pagesOf, productPages, streamOf, urlsetXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/** A child of the sitemap index: /sitemap/pages.xml or /sitemap/products-{n}.xml, streamed. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const summary = await getSitemapSummary();
  const child = findSitemapChild(summary, (await params).file);
  if (!child) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const pages =
    child.kind === 'pages'
      ? pagesOf(summary, (await getCategories(DEFAULT_LOCALE)) ?? [])
      : productPages(await getSitemapProducts(child.chunk.first, child.chunk.last));
  return new Response(streamOf(urlsetXml(pages)), { headers: SITEMAP_HEADERS });
}
