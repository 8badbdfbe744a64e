import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { createMetadata } from '@/lib/seo/metadata';
import ProductList from '@/components/catalogue/ProductList';
import { pageLocale } from '@/lib/server/http/page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'products' });
  return createMetadata({ locale, path: '/products', title: t('title'), description: t('metaDescription') });
}

/** /products without a query; filtered and further pages are rewritten to ./[view] by proxy.ts. */
export default async function ProductsPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <ProductList locale={locale} view={{ category: null, page: 1 }} />;
}
