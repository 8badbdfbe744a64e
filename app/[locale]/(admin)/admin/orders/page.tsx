import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_ORDERS, validateAdminOrderQuery } from '@/lib/validation/orders';
import { staffPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { listAdminOrders } from '@/lib/server/orders/service';
import Pager from '@/components/admin/Pager';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/orders/AdminOrders.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['status', 'keyword', 'member'] as const;

/** /admin/orders: the members' orders, newest change first; status, keyword and member filters in the address (sales, admin). */
export default async function AdminOrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const here = localizedPath(locale, '/admin/orders');
  const actor = await staffPage(locale, '/admin/orders', 'sales');
  const checked = validateAdminOrderQuery(raw);
  const query = checked.ok ? checked.value : ALL_ORDERS;
  const [t, page] = await Promise.all([adminTranslator(locale, 'orders'), listAdminOrders(await getDb(), actor, query)]);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as Record<OrderStatus, string>;
  const kept = new URLSearchParams();
  for (const name of FILTERS) if (checked.ok && typeof raw[name] === 'string' && raw[name]) kept.set(name, raw[name] as string);
  const pageHref = (n: number) => {
    const q = new URLSearchParams(kept);
    if (n > 1) q.set('page', String(n));
    return q.size ? `${here}?${q}` : here;
  };
  const value = (name: string) => (checked.ok && typeof raw[name] === 'string' ? (raw[name] as string) : '');

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <form className={styles.panel} method="get" action={here} aria-label={t('keyword')}>
        <div className={styles.filters}>
          <label className={styles.field}>
            <span>{t('keyword')}</span>
            <input className={styles.input} type="search" name="keyword" defaultValue={value('keyword')} placeholder={t('keywordHint')} maxLength={100} />
          </label>
          <label className={styles.field}>
            <span>{t('status')}</span>
            <select className={styles.input} name="status" defaultValue={value('status')}>
              <option value="">{t('any')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statuses[s]}
                </option>
              ))}
            </select>
          </label>
          {value('member') ? <input type="hidden" name="member" value={value('member')} /> : null}
          <div className={styles.filterActions}>
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <Link className="button button--ghost" href={here}>
              {t('reset')}
            </Link>
          </div>
        </div>
      </form>
      <p className={styles.summary} role="status">
        {t('count', { total: page.total })}
      </p>
      <section className={styles.panel} aria-label={t('title')}>
        {page.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('col.order')}</th>
                <th scope="col">{t('col.member')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('col.quantity')}</th>
                <th scope="col">{t('col.total')}</th>
                <th scope="col">{t('col.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link className={styles.leadName} href={localizedPath(locale, `/admin/orders/${o.id}`)} dir="auto">
                      {o.title}
                    </Link>
                    <div className={styles.muted}>
                      <span dir="ltr">{o.reference}</span>
                      {o.lead_reference ? ` · ${t('fromLead', { reference: o.lead_reference })}` : ''}
                    </div>
                  </td>
                  <td data-label={t('col.member')}>
                    <Link href={localizedPath(locale, `/admin/members/${o.member.id}`)}>{o.member.name}</Link>
                    {o.member.company ? <div className={styles.muted}>{o.member.company}</div> : null}
                  </td>
                  <td data-label={t('col.status')}>
                    <span className={`${own.badge} ${own[`badge_${o.status}`] ?? ''}`}>{statuses[o.status]}</span>
                    {o.waiting ? <span className={own.waiting}>{t(`waiting.${o.waiting}`)}</span> : null}
                  </td>
                  <td data-label={t('col.quantity')}>{o.quantity}</td>
                  <td data-label={t('col.total')}>{o.total !== null ? formatMoney(o.total, o.currency, locale) : <span className={styles.muted}>{t('noQuote')}</span>}</td>
                  <td data-label={t('col.updated')}>
                    <time dateTime={o.updated_at}>{formatDateTime(new Date(o.updated_at))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )}
        <Pager page={query.page} pages={pages} href={pageHref} texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), position: t('page', { page: query.page, pages }) }} />
      </section>
    </>
  );
}
