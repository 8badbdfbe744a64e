import Link from 'next/link';
import type { StatementEntry } from '@/lib/api/contract/statement';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import adminStyles from '../Admin.module.css';
import ReverseButton from './ReverseButton';
import { ledgerFormTexts } from './texts';
import own from './Ledger.module.css';

type Row = StatementEntry & { member?: { id: number; name: string } };

/**
 * Entries as staff read them: date, number, kind (a reversal and a reversed entry marked), the
 * member (in the overview), the order, the note, the signed amount and, on a member's statement,
 * the running balance; "Reverse" on each entry that can still be reversed.
 */
export default async function EntriesTable({
  entries,
  locale,
  showMember = false,
  showBalance = true,
}: {
  entries: Row[];
  locale: AdminLocale;
  showMember?: boolean;
  showBalance?: boolean;
}) {
  const [t, texts] = await Promise.all([adminTranslator(locale, 'ledger'), ledgerFormTexts(locale)]);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return (
    <div className={own.tableWrap}>
      <table className={adminStyles.table} data-testid="ledger-entries">
        <thead>
          <tr>
            <th scope="col">{t('col.date')}</th>
            <th scope="col">{t('col.no')}</th>
            {showMember ? <th scope="col">{t('col.member')}</th> : null}
            <th scope="col">{t('col.kind')}</th>
            <th scope="col">{t('col.order')}</th>
            <th scope="col">{t('col.note')}</th>
            <th scope="col" className={own.num}>
              {t('col.amount')}
            </th>
            {showBalance ? (
              <th scope="col" className={own.num}>
                {t('col.balance')}
              </th>
            ) : null}
            <th scope="col">{t('col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className={e.reversed_by ? own.reversed : undefined}>
              <td>{formatDateTime(new Date(e.entry_date), 'YYYY-MM-DD')}</td>
              <td>{e.id}</td>
              {showMember && e.member ? (
                <td>
                  <Link href={localizedPath(locale, `/admin/members/${e.member.id}`)}>{e.member.name}</Link>
                </td>
              ) : null}
              <td>
                {t(`kind.${e.kind}`)}
                {e.reverses_id ? <span className={own.tag}>{t('reversalOf', { id: e.reverses_id })}</span> : null}
                {e.reversed_by ? <span className={own.tag}>{t('reversedBy', { id: e.reversed_by })}</span> : null}
              </td>
              <td>
                {e.order ? <Link href={localizedPath(locale, `/admin/orders/${e.order.id}`)}>{e.order.reference}</Link> : <span className={adminStyles.muted}>{t('account')}</span>}
              </td>
              <td dir="auto">{e.note}</td>
              <td className={`${own.num} ${own.amount} ${e.amount > 0 ? own.plus : own.minus}`}>{(e.amount > 0 ? '+' : '') + money(e.amount, e.currency)}</td>
              {showBalance ? <td className={own.num}>{money(e.balance, e.currency)}</td> : null}
              <td>{!e.reverses_id && !e.reversed_by ? <ReverseButton entryId={e.id} texts={texts.reverse(money(-e.amount, e.currency), e.id)} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
