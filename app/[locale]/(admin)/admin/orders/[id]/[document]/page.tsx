import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ORDER_DOCUMENT_KINDS, ORDER_STAFF_ROLES, type OrderDocumentKind } from '@/lib/api/contract/orders';
import { parseId } from '@/lib/parse-id';
import { isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { guardStaffPage } from '@/lib/server/http/page';
import { orderSheet } from '@/lib/server/orders/pages';
import OrderSheet from '@/components/orders/OrderSheet';

type Props = { params: Promise<{ locale: string; id: string; document: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

const kindOf = (raw: string): OrderDocumentKind | null => ORDER_DOCUMENT_KINDS.find((k) => k === raw) ?? null;

/**
 * /admin/orders/{id}/quote and /admin/orders/{id}/proforma: the order's quote and proforma invoice
 * as the buyer gets them, in the back office's language, to print or send (sales, admin).
 */
export default async function AdminOrderDocumentPage({ params }: Props) {
  const { locale, id: rawId, document } = await params;
  const id = parseId(rawId);
  const kind = kindOf(document);
  if (!isAdminLocale(locale) || id === null || kind === null) notFound();
  await guardStaffPage(locale, `/admin/orders/${id}/${kind}`, ORDER_STAFF_ROLES);
  const sheet = await orderSheet(id, kind);
  if (!sheet) notFound();
  return <OrderSheet sheet={sheet} locale={locale} back={localizedPath(locale, `/admin/orders/${id}`)} />;
}
