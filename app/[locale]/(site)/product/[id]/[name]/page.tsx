import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { permanentRedirect } from '@/i18n/navigation';
import { productHref } from '@/lib/catalogue-url';
import { getCategories, getProduct, getProducts } from '@/lib/server/data/catalogue';
import { parseId } from '@/lib/parse-id';
import ProductDetail from '@/components/catalogue/ProductDetail';

type Props = { params: Promise<{ locale: string; id: string; name: string }> };

/** Rendered on first request, then served from cache. */
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const { locale, id: rawId, name } = await params;
  const id = parseId(rawId);
  const product = id === null ? null : await getProduct(locale as Locale, id);
  return { locale: locale as Locale, name, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await load(params);
  if (!product) return {};
  return { title: product.name, description: product.summary };
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
  setRequestLocale(locale);
  if (!product) notFound();
  if (decodeURIComponent(name) !== product.slug) permanentRedirect({ href: productHref(product), locale });
  const related = await relatedTo(locale, product.id, product.category.key);
  return <ProductDetail product={product} related={related} locale={locale} />;
}
