import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { createMetadata } from '@/lib/seo/metadata';
import ProductList from '@/components/catalogue/ProductList';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'products' });
  return createMetadata({ locale, path: '/products', title: t('title'), description: t('metaDescription') });
}

/** /products without a query; filtered and further pages are rewritten to ./[view] by proxy.ts. */
export default async function ProductsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ProductList locale={locale} view={{ category: null, page: 1 }} />;
}
