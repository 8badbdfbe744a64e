import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Locale } from '@/lib/config';
import { pageLocale } from '@/lib/server/http/page';
import { productPath } from '@/lib/seo/paths';
import { localizedPath } from '@/i18n/paths';
import { listHref } from '@/lib/catalogue-url';
import { getCategories, getProduct, getProducts } from '@/lib/server/catalogue/cached';
import { getProtectedTerms } from '@/lib/server/translate/cached';
import { parseId } from '@/lib/parse-id';
import ProductDetail from '@/components/catalogue/ProductDetail';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd, ProductJsonLd } from '@/lib/seo/json-ld';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string; id: string; name: string }> };

/** Rendered on first request, then served from cache. */
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const [locale, { id: rawId, name }] = await Promise.all([pageLocale(params), params]);
  const id = parseId(rawId);
  const product = id === null ? null : await getProduct(locale, id);
  return { locale, name, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await load(params);
  if (!product) return {};
  return createMetadata({
    locale,
    path: productPath(product.id, product.slug),
    title: product.name,
    description: product.summary,
    type: 'article',
    images: product.images.map(({ src, width, height, alt }) => ({ url: src, width, height, alt })),
  });
}

/** Up to three products of the same sub-category, then of the same family. */
async function relatedTo(locale: Locale, productId: number, categoryKey: string) {
  const same = (await getProducts(locale, { category: categoryKey }))?.list ?? [];
  let related = same.filter((p) => p.id !== productId);
  if (related.length < 3) {
    const categories = (await getCategories(locale)) ?? [];
    const category = categories.find((c) => c.key === categoryKey);
    const family = categories.find((c) => c.id === category?.parent_id);
    if (family) {
      const wider = (await getProducts(locale, { category: family.key }))?.list ?? [];
      related = [...related, ...wider.filter((p) => p.id !== productId && !related.some((r) => r.id === p.id))];
    }
  }
  return related.slice(0, 3);
}

export default async function ProductPage({ params }: Props) {
  const { locale, name, product } = await load(params);
  if (!product) notFound();
  if (decodeURIComponent(name) !== product.slug) permanentRedirect(localizedPath(locale, productPath(product.id, product.slug)));
  const [related, tc, tp, terms] = await Promise.all([
    relatedTo(locale, product.id, product.category.key),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'products' }),
    getProtectedTerms(),
  ]);
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: tp('title'), path: '/products' },
    { name: product.category.name, path: listHref({ category: product.category.key, page: 1 }) },
    { name: product.name, path: productPath(product.id, product.slug) },
  ];
  return (
    <>
      <ProductJsonLd product={product} locale={locale} />
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <ProductDetail product={product} related={related} locale={locale} terms={terms} />
    </>
  );
}
