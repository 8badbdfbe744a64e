import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { listHref, viewFromQuery, type ListView } from '@/lib/catalogue-url';
import { createMetadata } from '@/lib/seo/metadata';
import { asListVariant } from '@/lib/seo/search-metadata';
import { productSearchSchema } from '@/lib/api/contract/catalogue';
import { validate } from '@/lib/validation/kit';
import { pageLocale } from '@/lib/server/http/page';
import ProductList, { isolate, resolveListCategory } from '@/components/catalogue/ProductList';

/** Free text: rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

/**
 * /products?keyword=… as proxy.ts rewrites it: the search's results, rendered per request (free
 * text is never a cache entry). The query is read as the API reads it (lib/api/contract/catalogue.ts);
 * what cannot name a results page is a 404, like any other list address.
 */
async function readView(searchParams: SearchParams): Promise<ListView | null> {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    // A name given twice counts once (its first value), as the API's query reader does.
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  const view = viewFromQuery(params);
  if (!view) return null;
  const checked = validate(productSearchSchema, { keyword: params.get('keyword'), sort: params.get('sort') });
  return checked.ok ? { ...view, keyword: checked.value.keyword } : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const view = await readView(searchParams);
  if (!view?.keyword) return {};
  const t = await getTranslations({ locale, namespace: 'search' });
  return asListVariant(await createMetadata({ locale, path: listHref({ category: view.category, page: 1 }), title: t('metaTitle', { keyword: isolate(view.keyword) }) }));
}

export default async function ProductSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const view = await readView(searchParams);
  if (!view) notFound();
  // Without a keyword this is the list: its own (cached) address.
  if (!view.keyword) redirect(localizedPath(locale, listHref(view)));
  await resolveListCategory(locale, view);
  return <ProductList locale={locale} view={view} />;
}
