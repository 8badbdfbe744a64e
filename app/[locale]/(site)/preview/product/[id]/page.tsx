import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LOCALES, LOCALE_NATIVE_NAMES } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { productPreview } from '@/lib/server/catalogue/pages';
import { pageLocale } from '@/lib/server/http/page';
import { createMetadata } from '@/lib/seo/metadata';
import ProductDetail from '@/components/catalogue/ProductDetail';
import PreviewBanner from '@/components/catalogue/preview/PreviewBanner';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Staff only and per request: never cached, never indexed.
export const dynamic = 'force-dynamic';

const DRAFT = /^[A-Za-z0-9_-]{16,64}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const t = await getTranslations({ locale, namespace: 'preview' });
  return createMetadata({ locale, path: `/preview/product/${encodeURIComponent(id)}`, title: t('title'), noIndex: true });
}

/** /preview/product/{id}[?draft=…]: the product's public page as it would look (a hidden product, or the form's unsaved values), for staff. */
export default async function ProductPreviewPage({ params, searchParams }: Props) {
  const [locale, { id: rawId }, query] = await Promise.all([pageLocale(params), params, searchParams]);
  const id = parseId(rawId);
  const draft = typeof query.draft === 'string' && DRAFT.test(query.draft) ? query.draft : null;
  const product = id === null ? null : await productPreview(id, locale, draft);
  if (!product) notFound();
  const t = await getTranslations({ locale, namespace: 'preview' });
  const suffix = draft ? `?draft=${draft}` : '';
  return (
    <>
      <PreviewBanner
        title={t('title')}
        note={draft ? t('unsaved') : t('saved')}
        languageLabel={t('language')}
        locale={locale}
        choices={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l], href: `${localizedPath(l, `/preview/product/${product.id}`)}${suffix}` }))}
      />
      <ProductDetail product={product} related={[]} locale={locale} />
    </>
  );
}
