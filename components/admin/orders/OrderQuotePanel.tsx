import Link from 'next/link';
import type { AdminOrderDetail } from '@/lib/api/contract/orders';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import QuoteOptionsTable from '@/components/orders/QuoteOptionsTable';
import OrderEstimateNote from './OrderEstimateNote';
import OrderQuoteForm from './OrderQuoteForm';
import styles from '../Admin.module.css';
import own from './AdminOrders.module.css';

/**
 * The quote of an order in the back office: its quantity options and totals, the buyer's answer,
 * the quote and proforma documents, the buyer's estimate, and the form that sets or revises it
 * (while the buyer has not accepted).
 */
export default async function OrderQuotePanel({ order, locale }: { order: AdminOrderDetail; locale: AdminLocale }) {
  const [t, tq] = await Promise.all([adminTranslator(locale, 'orders'), adminTranslator(locale, 'orderQuote')]);
  const when = (iso: string) => formatDateTime(new Date(iso));
  const quote = order.quote;
  return (
    <section className={styles.panel} aria-labelledby="order-quote">
      <h2 id="order-quote">{t('quote')}</h2>
      {quote ? (
        <>
          {quote.breaks.length > 1 ? (
            <QuoteOptionsTable
              breaks={quote.breaks}
              currency={quote.currency}
              locale={locale}
              markCurrent={quote.decision === 'accepted'}
              texts={{ quantity: t('quantity'), unitPrice: t('unitPrice'), goods: t('goods'), total: t('total'), current: tq('chosen') }}
            />
          ) : null}
          <p className={styles.summary}>
            {t('unitPrice')}: <strong>{formatMoney(quote.unit_price, quote.currency, locale)}</strong> × {quote.quantity} = {formatMoney(quote.goods, quote.currency, locale)} ·{' '}
            {t('total')}: <strong>{formatMoney(quote.total, quote.currency, locale)}</strong>
            <br />
            {quote.decision && quote.decided_at ? t(`decision.${quote.decision}`, { date: when(quote.decided_at) }) : order.status === 'quoted' ? t('decision.waiting') : null}
          </p>
          <p className={own.docLinks}>
            <Link href={localizedPath(locale, `/admin/orders/${order.id}/quote`)} prefetch={false}>
              {tq('quotePdf')}
            </Link>
            {quote.decision === 'accepted' ? (
              <Link href={localizedPath(locale, `/admin/orders/${order.id}/proforma`)} prefetch={false}>
                {tq('proformaPdf')}
              </Link>
            ) : null}
          </p>
        </>
      ) : null}
      <OrderEstimateNote estimate={order.estimate} locale={locale} />
      {order.can_quote ? (
        <OrderQuoteForm
          orderId={order.id}
          updatedAt={order.updated_at}
          locale={locale}
          initial={{
            // Before the first quote, the buyer's estimate (the product's tiers) is where the quote starts.
            currency: quote?.currency ?? order.estimate?.currency ?? order.currency,
            breaks: quote?.breaks ?? [{ quantity: order.quantity, unit_price: order.estimate?.unit ?? null }],
            extras: quote?.extras ?? [],
            sample_fee: quote?.sample_fee ?? order.estimate?.sample_fee ?? 0,
            shipping_fee: quote?.shipping_fee ?? 0,
            lead_time_days: quote?.lead_time_days ?? null,
            note: quote?.note ?? '',
          }}
          texts={{
            currency: t('currency'),
            unitPrice: t('unitPrice'),
            quantity: t('quantity'),
            sampleFee: t('sampleFee'),
            shippingFee: t('shippingFee'),
            leadTime: t('leadTime'),
            note: t('quoteNote'),
            hint: t('majorHint'),
            submit: quote ? t('reviseQuote') : t('sendQuote'),
            saving: t('saving'),
            saved: t('saved'),
            total: t('total'),
            breaks: tq('breaks'),
            breaksHint: tq('breaksHint'),
            addBreak: tq('addBreak'),
            extras: tq('extras'),
            extrasHint: tq('extrasHint'),
            extraLabel: tq('extraLabel'),
            extraAmount: tq('extraAmount'),
            addExtra: tq('addExtra'),
            remove: tq('remove'),
          }}
        />
      ) : (
        <p className={styles.muted}>{quote?.decision === 'accepted' ? t('quoteLocked') : t('quoteClosed')}</p>
      )}
    </section>
  );
}
