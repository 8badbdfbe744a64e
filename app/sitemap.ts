import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config';
import { getCategories, getProductIndex } from '@/lib/server/catalogue/cached';
import { absoluteUrl, escapeXml, languageAlternates, productPath, productsPath } from '@/lib/seo/paths';

// Rendered per request, never at build time (`next build` has no database); the catalogue reads
// are cached with tags, so a request costs no query once the cache is warm.
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];
type Page = Pick<Entry, 'lastModified' | 'changeFrequency' | 'priority'> & { path: string };

/** One entry per locale of `page`, each listing all 14 locales plus x-default. */
function localized({ path, lastModified, ...rest }: Page): MetadataRoute.Sitemap {
  // Next writes `url` and the hreflang hrefs into the XML as they are: escape them here.
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([lang, url]) => [lang, escapeXml(url)]),
  );
  return LOCALES.map((locale) => ({
    url: escapeXml(absoluteUrl(locale, path)),
    // An entry without a known date leaves lastmod out rather than claiming "now".
    ...(lastModified && { lastModified }),
    ...rest,
    alternates: { languages },
  }));
}

function latest(dates: string[]): string | undefined {
  return dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, categories] = await Promise.all([getProductIndex(), getCategories(DEFAULT_LOCALE)]);
  const allUpdated = latest(products.map((p) => p.updated_at));
  const list = categories ?? [];

  const pages: Page[] = [
    { path: '/', changeFrequency: 'weekly', priority: 1, lastModified: allUpdated },
    { path: productsPath(), changeFrequency: 'daily', priority: 0.9, lastModified: allUpdated },
  ];

  // A family's listing shows its own products and its sub-categories' (listProducts).
  for (const category of list) {
    const keys = new Set([category.key, ...list.filter((c) => c.parent_id === category.id).map((c) => c.key)]);
    pages.push({
      path: productsPath(category.key),
      changeFrequency: 'weekly',
      priority: category.parent_id === null ? 0.8 : 0.7,
      lastModified: latest(products.filter((p) => keys.has(p.category)).map((p) => p.updated_at)),
    });
  }

  pages.push(
    { path: '/ourprocess', changeFrequency: 'monthly', priority: 0.6 },
    { path: '/faq', changeFrequency: 'monthly', priority: 0.6 },
    { path: '/contact', changeFrequency: 'yearly', priority: 0.6 },
    { path: '/about', changeFrequency: 'monthly', priority: 0.5 },
  );

  for (const product of products) {
    pages.push({
      path: productPath(product.id, product.slug),
      changeFrequency: 'monthly',
      priority: 0.8,
      lastModified: product.updated_at,
    });
  }

  return pages.flatMap(localized);
}
