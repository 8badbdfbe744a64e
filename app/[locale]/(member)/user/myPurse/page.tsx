import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { API, ORDER_CURRENCIES, type OrderStatus } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { localizedPath } from '@/i18n/paths';
import { statementCurrencyOf, type OrderDue, type StatementEntry } from '@/lib/api/contract/statement';
import { myStatement } from '@/lib/server/ledger/statement-pages';
import { memberPageMetadata, openMemberPage, type MemberPageProps } from '@/components/member/member-page';
import ColumnTable, { type Column } from '@/components/ui/ColumnTable';
import OrderStatusBadge from '@/components/member/orders/OrderStatusBadge';
import { PageHeadRow } from '@/components/ui/PageHead';
import styles from '@/components/member/purse/Purse.module.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberPageMetadata(async (locale) => (await getTranslations({ locale, namespace: 'member.purse' }))('metaTitle'));

/**
 * /user/myPurse: the member's account statement (a ledger staff post to): what is due or in credit
 * per currency, the due of each order (linking to it), every entry with the running balance of its
 * currency (a reversal marks the entry it undoes), the CSV download and the printable statement.
 */
export default async function MyPursePage(props: MemberPageProps) {
  const { locale, value: currency } = await openMemberPage(props, '/user/myPurse', 'currency', statementCurrencyOf);
  const here = localizedPath(locale, '/user/myPurse');
  const [t, tOrders, format, { statement, currencies: held }] = await Promise.all([
    getTranslations({ locale, namespace: 'member.purse' }),
    getTranslations({ locale, namespace: 'member.orders' }),
    getFormatter({ locale }),
    myStatement(currency),
  ]);
  // The currencies the member has anything in, for the filter (shown when there are two or more).
  const currencies = held.sort((a, b) => ORDER_CURRENCIES.indexOf(a as never) - ORDER_CURRENCIES.indexOf(b as never));
  const money = (minor: number, c: string) => formatMoney(minor, c, locale);
  const signed = (minor: number, c: string) => (minor > 0 ? `+${money(minor, c)}` : money(minor, c));
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const orderHref = (id: number) => localizedPath(locale, `/user/myOrder/${id}`);
  const csvHref = `${API.base}${API.prefix}/user/statement?${new URLSearchParams({ format: 'csv', ...(currency ? { currency } : {}) })}`;
  const printHref = `${here}/print${currency ? `?currency=${currency}` : ''}`;
  const statusLabel = (s: OrderStatus) => tOrders(`status.${s}`);
  const nothing = statement.entries.length === 0 && statement.orders.length === 0;
  const num = `${styles.end} ${styles.num}`;
  const orderColumns: Column<OrderDue>[] = [
    {
      head: t('col.order'),
      td: styles.main,
      cell: (o) => (
        <>
          <Link href={orderHref(o.id)} dir="auto">
            {o.title}
          </Link>
          <span className={styles.ref}>
            <span dir="ltr">{o.reference}</span> · <OrderStatusBadge status={o.status} label={statusLabel(o.status)} />
          </span>
        </>
      ),
    },
    { head: t('col.total'), th: styles.end, td: num, label: t('col.total'), cell: (o) => money(o.total, o.currency) },
    { head: t('col.paid'), th: styles.end, td: num, label: t('col.paid'), cell: (o) => signed(o.paid, o.currency) },
    {
      head: t('col.due'),
      th: styles.end,
      td: (o) => `${num} ${o.due > 0 ? styles.dueCell : o.due < 0 ? styles.paidOver : ''}`,
      label: t('col.due'),
      cell: (o) => (o.due < 0 ? `${t('inCredit')} ${money(-o.due, o.currency)}` : money(o.due, o.currency)),
    },
  ];
  const entryColumns: Column<StatementEntry>[] = [
    {
      head: t('col.entry'),
      td: styles.main,
      cell: (e) => (
        <>
          <span className={styles.kind}>{t(`kind.${e.kind}`)}</span>
          <span className={styles.entryNo}>{t('entryNo', { id: e.id })}</span>
          {e.reverses_id ? <span className={styles.tag}>{t('reversal', { id: e.reverses_id })}</span> : null}
          {e.reversed_by ? <span className={styles.tag}>{t('reversed', { id: e.reversed_by })}</span> : null}
        </>
      ),
    },
    { head: t('col.date'), label: t('col.date'), cell: (e) => <time dateTime={e.entry_date}>{date(e.entry_date)}</time> },
    {
      head: t('col.order'),
      label: t('col.order'),
      cell: (e) =>
        e.order ? (
          <Link href={orderHref(e.order.id)} dir="ltr">
            {e.order.reference}
          </Link>
        ) : (
          <span className={styles.muted}>{t('account')}</span>
        ),
    },
    { head: t('col.note'), label: t('col.note'), td: styles.note, dir: 'auto', cell: (e) => e.note },
    {
      head: t('col.amount'),
      th: styles.end,
      td: (e) => `${num} ${e.amount > 0 ? styles.plus : styles.minus}`,
      label: t('col.amount'),
      cell: (e) => <span className={styles.amountCell}>{signed(e.amount, e.currency)}</span>,
    },
    { head: t('col.balance'), th: styles.end, td: num, label: t('col.balance'), cell: (e) => money(e.balance, e.currency) },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <PageHeadRow className={styles.head} title={t('title')} intro={t('intro')}>
        {!nothing ? (
          <div className={styles.actions}>
            <a className="button" href={csvHref} download>
              {t('downloadCsv')}
            </a>
            <Link className="button button--ghost" href={printHref}>
              {t('print')}
            </Link>
          </div>
        ) : null}
      </PageHeadRow>

      {currencies.length > 1 ? (
        <nav className={styles.filters} aria-label={t('currencyFilter')}>
          <span className={styles.filtersLabel}>{t('currencyFilter')}</span>
          {[null, ...currencies].map((c) => (
            <Link
              key={c ?? 'all'}
              href={c ? `${here}?currency=${c}` : here}
              className={`${styles.filter} ${currency === c ? styles.filterOn : ''}`}
              aria-current={currency === c ? 'page' : undefined}
            >
              {c ?? t('allCurrencies')}
            </Link>
          ))}
        </nav>
      ) : null}

      {nothing ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby="purse-totals" className={styles.head}>
            <h2 id="purse-totals" className="visually-hidden">
              {t('totalsTitle')}
            </h2>
            <div className={styles.cards}>
              {statement.totals.map((c) => {
                const state = c.due > 0 ? 'due' : c.due < 0 ? 'credit' : 'settled';
                return (
                  <article
                    key={c.currency}
                    className={`${styles.card} ${state === 'due' ? styles.cardDue : state === 'credit' ? styles.cardCredit : ''}`}
                    data-testid={`total-${c.currency}`}
                  >
                    <div className={styles.cardHead}>
                      <span className={styles.currency}>{c.currency}</span>
                      <span className={`${styles.state} ${state === 'due' ? styles.stateDue : state === 'credit' ? styles.stateCredit : ''}`}>
                        {state === 'due' ? t('due') : state === 'credit' ? t('inCredit') : t('settled')}
                      </span>
                    </div>
                    <p className={styles.big}>{money(Math.abs(c.due), c.currency)}</p>
                    <dl className={styles.lines}>
                      <div>
                        <dt>{t('ordersTotal')}</dt>
                        <dd>{money(c.orders_total, c.currency)}</dd>
                      </div>
                      <div>
                        <dt>{t('balance')}</dt>
                        <dd>{signed(c.balance, c.currency)}</dd>
                      </div>
                    </dl>
                  </article>
                );
              })}
            </div>
            <p className={styles.small}>{t('dueHint')}</p>
          </section>

          <section className={styles.panel} aria-labelledby="purse-orders">
            <h2 id="purse-orders">{t('ordersTitle')}</h2>
            {statement.orders.length === 0 ? (
              <p className={styles.muted}>{t('noOrders')}</p>
            ) : (
              <ColumnTable className={styles.table} columns={orderColumns} rows={statement.orders} rowKey={(o) => o.id} />
            )}
          </section>

          <section className={styles.panel} aria-labelledby="purse-entries">
            <h2 id="purse-entries">{t('entriesTitle')}</h2>
            {statement.entries.length === 0 ? (
              <p className={styles.muted}>{t('emptyHint')}</p>
            ) : (
              <ColumnTable
                className={styles.table}
                testId="entries"
                columns={entryColumns}
                rows={statement.entries}
                rowKey={(e) => e.id}
                rowClass={(e) => (e.reversed_by ? styles.reversed : undefined)}
              />
            )}
            {statement.entries_total > statement.entries.length ? (
              <p className={styles.small}>{t('shownOf', { shown: statement.entries.length, total: statement.entries_total })}</p>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}
