import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderStatus } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { localizedPath } from '@/i18n/paths';
import { orderQuerySchema, type OrderFilter, type OrderPage } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myOrders } from '@/lib/server/orders/pages';
import FilterStrip from '@/components/member/orders/FilterStrip';
import OrderStatusBadge from '@/components/member/orders/OrderStatusBadge';
import { PageHead } from '@/components/ui/PageHead';
import styles from '@/components/member/orders/Orders.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.orders' });
  return { title: t('metaTitle') };
}

/** The filters in their order: everything, what waits for the member, and the stages an order goes through. */
const FILTERS: OrderFilter[] = ['', 'waiting', 'inquiry', 'quoted', 'proof', 'production', 'shipped', 'delivered', 'closed', 'cancelled'];

/** How many of the member's orders a filter finds (null: all of them, no count shown). */
function filterCount(filter: OrderFilter, page: OrderPage): number | null {
  if (filter === '') return null;
  if (filter === 'waiting') return page.waiting;
  return page.by_status[filter] ?? 0;
}

/**
 * /user/myOrder: the member's quote requests and orders, the ones waiting for them (a quote to
 * answer, a proof to review) first; a filter (with its count) per stage the member's orders are
 * at, never one that finds nothing; pages in the address. Opening it also
 * brings in the member's /contact requests as inquiries (README "Member area: orders").
 */
export default async function MyOrderPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const checked = validate(orderQuerySchema, { status: raw.status, page: raw.page });
  const query = checked.ok ? checked.value : { status: '' as const, page: 1 };
  const here = localizedPath(locale, '/user/myOrder');
  await guardMemberPage(
    locale,
    `/user/myOrder${query.status || query.page > 1 ? `?${new URLSearchParams({ ...(query.status ? { status: query.status } : {}), ...(query.page > 1 ? { page: String(query.page) } : {}) })}` : ''}`,
  );
  const [t, format, page] = await Promise.all([getTranslations({ locale, namespace: 'member.orders' }), getFormatter({ locale }), myOrders(query, locale)]);
  const statusLabel = (s: OrderStatus) => t(`status.${s}`);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const hrefOf = (status: OrderFilter, n = 1) => {
    const q = new URLSearchParams();
    if (status) q.set('status', status);
    if (n > 1) q.set('page', String(n));
    return q.size ? `${here}?${q}` : here;
  };
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  return (
    <div className={`container ${styles.page}`}>
      <PageHead className={styles.head} title={t('title')} intro={t('intro')} />

      <FilterStrip label={t('filterLabel')} current={query.status}>
        {FILTERS.filter((f) => f === query.status || filterCount(f, page) !== 0).map((f) => (
          <Link
            key={f || 'all'}
            href={hrefOf(f)}
            className={`${styles.filter} ${query.status === f ? styles.filterOn : ''}`}
            aria-current={query.status === f ? 'page' : undefined}
          >
            {f === ''
              ? t('filterAll')
              : f === 'waiting'
                ? t('filterWaiting', { count: page.waiting })
                : t('filterCount', { status: statusLabel(f), count: format.number(filterCount(f, page) ?? 0) })}
          </Link>
        ))}
      </FilterStrip>

      {page.list.length === 0 ? (
        <div className={styles.empty}>
          {query.status ? (
            <>
              <p className={styles.emptyTitle}>{t('emptyFilter')}</p>
              <Link className="button button--ghost" href={hrefOf('')}>
                {t('filterAll')}
              </Link>
            </>
          ) : (
            <>
              <p className={styles.emptyTitle}>{t('empty')}</p>
              <p>{t('emptyHint')}</p>
              <Link className="button" href={localizedPath(locale, '/products')}>
                {t('emptyAction')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <div className={styles.listHead} aria-hidden="true">
            <span>{t('col.order')}</span>
            <span>{t('col.status')}</span>
            <span>{t('col.quantity')}</span>
            <span>{t('col.total')}</span>
            <span>{t('col.date')}</span>
          </div>
          <ul className={styles.list}>
            {page.list.map((o) => (
              <li key={o.id} className={`${styles.row} ${o.waiting ? styles.rowWaiting : ''}`}>
                <Link href={`${here}/${o.id}`} className={styles.rowLink}>
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle} dir="auto">
                      {o.title}
                    </span>
                    <span className={styles.rowRef} dir="ltr">
                      {o.reference}
                      {o.lead_reference ? ` · ${o.lead_reference}` : ''}
                    </span>
                    {o.reorder_of_reference ? (
                      <span className={styles.rowReorder}>
                        {t('reorderOf')} <span dir="ltr">{o.reorder_of_reference}</span>
                      </span>
                    ) : null}
                    {o.waiting ? <span className={styles.waitingTag}>{t(`waiting.${o.waiting}`)}</span> : null}
                  </span>
                  <span className={styles.rowStatus}>
                    <OrderStatusBadge status={o.status} label={statusLabel(o.status)} />
                  </span>
                  <span className={styles.rowCell}>
                    <span className={styles.cellLabel}>{t('col.quantity')}</span>
                    {t('pieces', { count: o.quantity })}
                  </span>
                  <span className={styles.rowCell}>
                    <span className={styles.cellLabel}>{t('col.total')}</span>
                    {o.total !== null ? <strong>{formatMoney(o.total, o.currency, locale)}</strong> : <span className={styles.muted}>{t('noTotal')}</span>}
                  </span>
                  <span className={styles.rowCell}>
                    <span className={styles.cellLabel}>{t('col.date')}</span>
                    <time dateTime={o.created_at}>{date(o.created_at)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('pages')}>
              {query.page > 1 ? (
                <Link className="button button--ghost" href={hrefOf(query.status, query.page - 1)} rel="prev">
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              <span>{t('pageOf', { page: query.page, pages })}</span>
              {query.page < pages ? (
                <Link className="button button--ghost" href={hrefOf(query.status, query.page + 1)} rel="next">
                  {t('next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
