import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { listHref, viewFromSegment } from '@/lib/catalogue-url';
import { createMetadata } from '@/lib/seo/metadata';
import { asListVariant } from '@/lib/seo/search-metadata';
import ProductList, { resolveListCategory } from '@/components/catalogue/ProductList';

type Props = { params: Promise<{ locale: string; view: string }> };

/** Rendered on first request, then served from cache (see lib/catalogue-url.ts). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view: segment } = await params;
  const view = viewFromSegment(segment);
  if (!view) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'products' });
  const category = await resolveListCategory(locale as Locale, view);
  const title = category ? category.name : t('title');
  const metadata = await createMetadata({
    locale: locale as Locale,
    path: listHref(view.sort ? { category: view.category, page: 1 } : view),
    title: view.page > 1 ? t('pageTitle', { title, page: view.page }) : title,
    description: t('metaDescription'),
  });
  // A sorted list is the list again: noindex, its canonical the list (lib/seo/search-metadata.ts).
  return view.sort ? asListVariant(metadata) : metadata;
}

/** /products?category=&page=&sort= as rewritten by proxy.ts to /products/{category}~{page}[~{sort}]. */
export default async function ProductsViewPage({ params }: Props) {
  const { locale, view: segment } = await params;
  setRequestLocale(locale as Locale);
  const view = viewFromSegment(segment);
  if (!view) notFound();
  await resolveListCategory(locale as Locale, view);
  return <ProductList locale={locale as Locale} view={view} />;
}
