import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderDetail } from '@/lib/api/contract/orders';
import type { Locale } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { localizedPath } from '@/i18n/paths';
import QuoteOptionsTable from '@/components/orders/QuoteOptionsTable';
import QuoteAnswer from './QuoteAnswer';
import styles from './Orders.module.css';

/**
 * The quote on the buyer's order page: its quantity options (a table, when there are several), the
 * fees and extra lines, the total of the option the order stands at, the lead time and terms, the
 * quote and proforma documents, and the answer (choosing an option when there are several).
 */
export default async function OrderQuote({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const [t, tq, format] = await Promise.all([
    getTranslations({ locale, namespace: 'member.orders' }),
    getTranslations({ locale, namespace: 'member.orderQuote' }),
    getFormatter({ locale }),
  ]);
  const quote = order.quote;
  if (!quote) return <p className={styles.muted}>{order.status === 'cancelled' ? t('quote.none') : t('quote.pending')}</p>;
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  // Several options while the buyer has not chosen: each option's total is in the table; the fees apply to every one.
  const choosing = quote.breaks.length > 1 && quote.decision !== 'accepted';
  const documents = `${localizedPath(locale, `/user/myOrder/${order.id}`)}`;
  return (
    <div className={styles.quoteBlock}>
      {quote.breaks.length > 1 ? (
        <div>
          <h3 className={styles.label}>{tq('options')}</h3>
          <QuoteOptionsTable
            breaks={quote.breaks}
            currency={quote.currency}
            locale={locale}
            markCurrent={quote.decision === 'accepted'}
            texts={{ quantity: tq('col.quantity'), unitPrice: tq('col.unitPrice'), goods: tq('col.goods'), total: tq('col.total'), current: tq('chosen') }}
          />
          {choosing ? <p className={styles.muted}>{tq('optionsHint')}</p> : null}
        </div>
      ) : null}
      <dl className={styles.quote}>
        {choosing ? null : (
          <>
            <dt>{t('quote.unitPrice')}</dt>
            <dd>{money(quote.unit_price)}</dd>
            <dt>{t('quote.goods', { count: quote.quantity })}</dt>
            <dd>{money(quote.goods)}</dd>
          </>
        )}
        {quote.sample_fee ? (
          <>
            <dt>{t('quote.sampleFee')}</dt>
            <dd>{money(quote.sample_fee)}</dd>
          </>
        ) : null}
        <dt>{t('quote.shippingFee')}</dt>
        <dd>{quote.shipping_fee ? money(quote.shipping_fee) : t('quote.included')}</dd>
        {quote.extras.map((e, i) => (
          <div key={i} className={styles.quoteExtra}>
            <dt dir="auto">{e.label}</dt>
            <dd>{money(e.amount)}</dd>
          </div>
        ))}
        {choosing ? null : (
          <>
            <dt className={styles.totalLabel}>{t('quote.total')}</dt>
            <dd className={styles.totalValue}>{money(quote.total)}</dd>
          </>
        )}
      </dl>
      {quote.lead_time_days ? <p className={styles.fact}>{t('quote.leadTime', { days: quote.lead_time_days })}</p> : null}
      {quote.note ? (
        <div className={styles.noteBox}>
          <h3>{t('quote.note')}</h3>
          <p dir="auto">{quote.note}</p>
        </div>
      ) : null}
      <ul className={styles.docs} aria-label={tq('documents')}>
        <li>
          <Link href={`${documents}/quote`} prefetch={false}>
            {tq('quotePdf')}
          </Link>
        </li>
        {quote.decision === 'accepted' ? (
          <li>
            <Link href={`${documents}/proforma`} prefetch={false}>
              {tq('proformaPdf')}
            </Link>
          </li>
        ) : null}
      </ul>
      {order.can.decide_quote ? (
        <QuoteAnswer
          orderId={order.id}
          choices={quote.breaks.map((b) => ({
            quantity: b.quantity,
            label: tq('choice', { count: b.quantity, unit: money(b.unit_price), total: money(b.total) }),
          }))}
        />
      ) : quote.decision && quote.decided_at ? (
        <p className={quote.decision === 'accepted' ? styles.ok : styles.muted}>{t(`quote.${quote.decision}`, { date: date(quote.decided_at) })}</p>
      ) : null}
    </div>
  );
}
