import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listHref, viewFromSegment } from '@/lib/catalogue-url';
import { createMetadata } from '@/lib/seo/metadata';
import { asListVariant } from '@/lib/seo/search-metadata';
import { pageLocale } from '@/lib/server/http/page';
import ProductList, { resolveListCategory } from '@/components/catalogue/ProductList';

type Props = { params: Promise<{ locale: string; view: string }> };

/** Rendered on first request, then served from cache (see lib/catalogue-url.ts). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { view: segment }] = await Promise.all([pageLocale(params), params]);
  const view = viewFromSegment(segment);
  if (!view) return {};
  const t = await getTranslations({ locale, namespace: 'products' });
  const category = await resolveListCategory(locale, view);
  const title = category ? category.name : t('title');
  const metadata = await createMetadata({
    locale,
    path: listHref(view.sort ? { category: view.category, page: 1 } : view),
    title: view.page > 1 ? t('pageTitle', { title, page: view.page }) : title,
    description: t('metaDescription'),
  });
  // A sorted list is the list again: noindex, its canonical the list (lib/seo/search-metadata.ts).
  return view.sort ? asListVariant(metadata) : metadata;
}

/** /products?category=&page=&sort= as rewritten by proxy.ts to /products/{category}~{page}[~{sort}]. */
export default async function ProductsViewPage({ params }: Props) {
  const [locale, { view: segment }] = await Promise.all([pageLocale(params), params]);
  const view = viewFromSegment(segment);
  if (!view) notFound();
  await resolveListCategory(locale, view);
  return <ProductList locale={locale} view={view} />;
}
