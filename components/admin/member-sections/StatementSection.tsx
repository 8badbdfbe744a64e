import Link from 'next/link';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import type { OrderDue } from '@/lib/api/contract/statement';
import { memberStatement } from '@/lib/server/ledger/statement-pages';
import ColumnTable, { type Column } from '@/components/ui/ColumnTable';
import CurrencyTotals from '@/components/admin/ledger/CurrencyTotals';
import EntriesTable from '@/components/admin/ledger/EntriesTable';
import adminStyles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/ledger/Ledger.module.css';

const SHOWN = 20;

/**
 * The back office's member page: the member's account statement: totals per currency, the due of
 * each order, the newest entries with "Reverse", and the way to post an entry for them (sales and
 * admin: the page's gate; the service checks again).
 */
export default async function StatementSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, statement] = await Promise.all([adminTranslator(locale, 'ledger'), memberStatement(memberId)]);
  if (!statement) return null;
  const post = `${localizedPath(locale, '/admin/ledger')}?member=${memberId}#post`;
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const orderColumns: Column<OrderDue>[] = [
    {
      head: t('col.order'),
      cell: (o) => (
        <>
          <Link href={localizedPath(locale, `/admin/orders/${o.id}`)}>{o.reference}</Link> <span className={adminStyles.muted}>{o.title}</span>
        </>
      ),
    },
    { head: t('col.total'), th: own.num, td: own.num, cell: (o) => money(o.total, o.currency) },
    { head: t('col.paid'), th: own.num, td: own.num, cell: (o) => money(o.paid, o.currency) },
    { head: t('col.due'), th: own.num, td: own.num, cell: (o) => <strong>{money(o.due, o.currency)}</strong> },
  ];
  return (
    <section className={adminStyles.panel} aria-labelledby="member-statement" data-testid="statement-section">
      <h2 id="member-statement">{t('section')}</h2>
      {statement.entries.length === 0 && statement.orders.length === 0 ? (
        <p className={adminStyles.muted}>{t('sectionEmpty')}</p>
      ) : (
        <>
          <CurrencyTotals totals={statement.totals} locale={locale} />
          {statement.orders.length ? (
            <>
              <h3>{t('dueByOrder')}</h3>
              <div className={adminStyles.tableScroll}>
                <ColumnTable className={adminStyles.table} columns={orderColumns} rows={statement.orders} rowKey={(o) => o.id} />
              </div>
            </>
          ) : null}
          {statement.entries.length ? <EntriesTable entries={statement.entries.slice(0, SHOWN)} locale={locale} /> : null}
          {statement.entries_total > SHOWN ? <p className={adminStyles.muted}>{t('moreEntries', { shown: SHOWN, total: statement.entries_total })}</p> : null}
        </>
      )}
      <p>
        <Link className="button button--ghost" href={post}>
          {t('postForMember')}
        </Link>{' '}
        <Link href={localizedPath(locale, '/admin/ledger')}>{t('openLedger')}</Link>
      </p>
    </section>
  );
}
