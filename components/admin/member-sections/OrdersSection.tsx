import Link from 'next/link';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { memberOrders } from '@/lib/server/orders/pages';
import adminStyles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/orders/AdminOrders.module.css';

/**
 * The back office's member page: the member's orders (newest change first, ten), each with its
 * reference, status, what waits for the buyer and the total, and a link to all of them in the
 * orders list (sales and admin: the page's gate).
 */
export default async function OrdersSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, orders] = await Promise.all([adminTranslator(locale, 'orders'), memberOrders(memberId)]);
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as Record<OrderStatus, string>;
  return (
    <section className={adminStyles.panel} aria-labelledby="member-orders">
      <h2 id="member-orders">{t('section')}</h2>
      {orders.list.length === 0 ? (
        <p className={adminStyles.muted}>{t('sectionEmpty')}</p>
      ) : (
        <>
          <ul className={own.sectionList}>
            {orders.list.map((o) => (
              <li key={o.id}>
                <Link href={localizedPath(locale, `/admin/orders/${o.id}`)}>
                  <span dir="ltr">{o.reference}</span>
                </Link>
                <span className={`${own.badge} ${own[`badge_${o.status}`] ?? ''}`}>{statuses[o.status]}</span>
                <span dir="auto">{o.title}</span>
                <span className={adminStyles.muted}>
                  {o.total !== null ? formatMoney(o.total, o.currency, locale) : t('noQuote')} · <time dateTime={o.updated_at}>{formatDateTime(new Date(o.updated_at))}</time>
                  {o.waiting ? ` · ${t(`waiting.${o.waiting}`)}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <Link href={`${localizedPath(locale, '/admin/orders')}?member=${memberId}`}>{t('sectionAll', { count: orders.total })}</Link>
        </>
      )}
    </section>
  );
}
