import type { CurrencyTotal } from '@/lib/api/contract/statement';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import own from './Ledger.module.css';

/** A member's totals per currency: due, in credit or settled, with the accepted orders and what was posted. */
export default async function CurrencyTotals({ totals, locale }: { totals: CurrencyTotal[]; locale: AdminLocale }) {
  const t = await adminTranslator(locale, 'ledger');
  return (
    <div className={own.totals}>
      {totals.map((c) => (
        <div key={c.currency} className={`${own.total} ${c.due > 0 ? own.totalDue : c.due < 0 ? own.totalCredit : ''}`} data-testid={`admin-total-${c.currency}`}>
          <span>
            {c.currency} · {c.due > 0 ? t('due') : c.due < 0 ? t('inCredit') : t('settled')}
          </span>
          <span className={own.totalBig}>{formatMoney(Math.abs(c.due), c.currency, locale)}</span>
          <span className={own.hint}>
            {t('ordersTotal')} {formatMoney(c.orders_total, c.currency, locale)} · {t('balance')} {formatMoney(c.balance, c.currency, locale)}
          </span>
        </div>
      ))}
    </div>
  );
}
