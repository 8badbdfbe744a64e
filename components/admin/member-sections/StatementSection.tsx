import Link from 'next/link';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { memberStatement } from '@/lib/server/ledger/statement-pages';
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
                <table className={adminStyles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('col.order')}</th>
                      <th scope="col" className={own.num}>
                        {t('col.total')}
                      </th>
                      <th scope="col" className={own.num}>
                        {t('col.paid')}
                      </th>
                      <th scope="col" className={own.num}>
                        {t('col.due')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {statement.orders.map((o) => (
                      <tr key={o.id}>
                        <td>
                          <Link href={localizedPath(locale, `/admin/orders/${o.id}`)}>{o.reference}</Link> <span className={adminStyles.muted}>{o.title}</span>
                        </td>
                        <td className={own.num}>{formatMoney(o.total, o.currency, locale)}</td>
                        <td className={own.num}>{formatMoney(o.paid, o.currency, locale)}</td>
                        <td className={own.num}>
                          <strong>{formatMoney(o.due, o.currency, locale)}</strong>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
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
