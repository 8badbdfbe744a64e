import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '@/lib/api/contract/orders';
import { parseId } from '@/lib/parse-id';
import { localizedPath } from '@/i18n/paths';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { orderSheet } from '@/lib/server/orders/pages';
import OrderSheet from '@/components/orders/OrderSheet';

type Props = { params: Promise<{ locale: string; id: string; document: string }> };

export const dynamic = 'force-dynamic';

const kindOf = (raw: string): OrderDocumentKind | null => ORDER_DOCUMENT_KINDS.find((k) => k === raw) ?? null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'orderDocument' });
  return { title: kindOf((await params).document) === 'proforma' ? t('proformaTitle') : t('quoteTitle'), robots: { index: false, follow: false } };
}

/**
 * /user/myOrder/{id}/quote and /user/myOrder/{id}/proforma: the buyer's quote (once quoted) and
 * proforma invoice (once accepted) to print or save as PDF, in the page's language. Another
 * member's order, or a document the order does not have yet, is the site's 404.
 */
export default async function MyOrderDocumentPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id: rawId, document } = await params;
  const id = parseId(rawId);
  const kind = kindOf(document);
  if (id === null || kind === null) notFound();
  await guardMemberPage(locale, `/user/myOrder/${id}/${kind}`);
  const sheet = await orderSheet(id, kind);
  if (!sheet) notFound();
  return <OrderSheet sheet={sheet} locale={locale} back={localizedPath(locale, `/user/myOrder/${id}`)} />;
}
