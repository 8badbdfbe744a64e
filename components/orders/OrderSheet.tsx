import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderDocument } from '@/lib/api/contract/orders';
import { PAYMENT_FIELDS, type PaymentField } from '@/lib/api/contract/payment-details';
import type { Locale } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { companyDisplayName } from '@/lib/seo/metadata';
import { getCompanyFactLangs, getCompanyFacts } from '@/lib/server/catalogue/cached';
import BrandLogo from '@/components/site/BrandLogo';
import { CompanyLines, PrintToolbar } from '@/components/ui/PrintSheetParts';
import QuoteOptionsTable from './QuoteOptionsTable';
import styles from './OrderSheet.module.css';

/** The payment details' message keys, by field. */
const PAYMENT_LABELS: Record<PaymentField, 'beneficiary' | 'bankName' | 'account' | 'swift' | 'bankAddress' | 'terms'> = {
  beneficiary: 'beneficiary',
  bank_name: 'bankName',
  account: 'account',
  swift: 'swift',
  bank_address: 'bankAddress',
  terms: 'terms',
};

/**
 * An order's quote or proforma invoice as an A4 sheet for paper or PDF: the company (logo, name,
 * province, contacts), the reference, dates and validity, the buyer and ship-to, the quantity
 * options (a quote of several) or the lines of the order as it stands (goods, fees, extra lines,
 * total), the lead time and terms, and on the proforma the payment details. Only the sheet prints
 * (print CSS; page numbers in the page margin); "Print" opens the browser's dialog.
 */
export default async function OrderSheet({ sheet, locale, back }: { sheet: OrderDocument; locale: Locale; back: string }) {
  const [t, tq, to, tMeta, tHeader, format, facts, factLangs] = await Promise.all([
    getTranslations({ locale, namespace: 'orderDocument' }),
    getTranslations({ locale, namespace: 'member.orderQuote' }),
    getTranslations({ locale, namespace: 'member.orders.quote' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'header' }),
    getFormatter({ locale }),
    getCompanyFacts(locale),
    getCompanyFactLangs(locale),
  ]);
  const { quote, buyer, ship_to: shipTo } = sheet;
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const count = (n: number) => format.number(n);
  const company = companyDisplayName(facts, tMeta('titleSuffix'));
  // A quote of several options not yet chosen shows them all; otherwise the lines of the order as it stands.
  const options = sheet.kind === 'quote' && quote.breaks.length > 1 && quote.decision !== 'accepted';
  const fees: { label: string; amount: number; own?: boolean }[] = [
    ...(quote.sample_fee ? [{ label: to('sampleFee'), amount: quote.sample_fee }] : []),
    ...(quote.shipping_fee ? [{ label: to('shippingFee'), amount: quote.shipping_fee }] : []),
    ...quote.extras.map((e) => ({ label: e.label, amount: e.amount, own: true })),
  ];
  const title = sheet.kind === 'quote' ? t('quoteTitle') : t('proformaTitle');
  const payment = sheet.payment && PAYMENT_FIELDS.some((f) => sheet.payment![f]) ? sheet.payment : null;

  return (
    <div className={`container ${styles.page}`}>
      <PrintToolbar back={back} backLabel={t('back')} printLabel={t('print')} classes={{ toolbar: styles.toolbar, back: styles.back }} />
      <article className={styles.sheet} aria-labelledby="sheet-title" data-testid="order-sheet">
        <header className={styles.head}>
          <div className={styles.brand}>
            <BrandLogo className={styles.logo} />
            <div>
              <CompanyLines
                company={company}
                facts={facts}
                factLangs={factLangs}
                labels={{ email: tHeader('email'), whatsapp: tHeader('whatsapp') }}
                classes={{ company: styles.company, small: styles.small }}
              />
            </div>
          </div>
          <div className={styles.titleBlock}>
            <h1 id="sheet-title" className={styles.title}>
              {title}
            </h1>
            <dl className={styles.facts}>
              <dt>{t('reference')}</dt>
              <dd dir="ltr">{sheet.reference}</dd>
              <dt>{t('date')}</dt>
              <dd>{date(sheet.kind === 'proforma' && quote.decided_at ? quote.decided_at : (quote.quoted_at ?? sheet.created_at))}</dd>
              {sheet.kind === 'quote' && sheet.valid_until ? (
                <>
                  <dt>{t('validUntil')}</dt>
                  <dd>{date(sheet.valid_until)}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </header>

        <div className={styles.parties}>
          <section aria-labelledby="sheet-buyer">
            <h2 id="sheet-buyer" className={styles.label}>
              {t('buyer')}
            </h2>
            <p className={styles.lines}>
              {buyer.company ? <strong dir="auto">{buyer.company}</strong> : null}
              <span dir="auto">{buyer.name}</span>
              {buyer.email ? <span dir="ltr">{buyer.email}</span> : null}
              {buyer.phone ? <span dir="ltr">{buyer.phone}</span> : null}
            </p>
          </section>
          <section aria-labelledby="sheet-ship">
            <h2 id="sheet-ship" className={styles.label}>
              {t('shipTo')}
            </h2>
            {shipTo ? (
              <p className={styles.lines} dir="auto">
                <strong>{[shipTo.recipient, shipTo.company].filter(Boolean).join(' · ')}</strong>
                {shipTo.region ? <span>{`${shipTo.region.province.name}${shipTo.region.city.name}${shipTo.region.area.name}`}</span> : null}
                <span>{shipTo.line1}</span>
                {shipTo.line2 ? <span>{shipTo.line2}</span> : null}
                <span>{[shipTo.postal_code, shipTo.region ? '' : shipTo.city].filter(Boolean).join(' ')}</span>
                <span>{new Intl.DisplayNames([locale], { type: 'region' }).of(shipTo.country) ?? shipTo.country}</span>
                {shipTo.phone ? <span dir="ltr">{shipTo.phone}</span> : null}
              </p>
            ) : (
              <p className={styles.muted}>{t('shipToPending')}</p>
            )}
          </section>
        </div>

        <p className={styles.product}>
          <span className={styles.label}>{t('product')}</span> <span dir="auto">{sheet.title}</span>
        </p>

        {options ? (
          <section aria-label={tq('options')} className={styles.block}>
            <QuoteOptionsTable
              breaks={quote.breaks}
              currency={quote.currency}
              locale={locale}
              markCurrent={false}
              texts={{ quantity: tq('col.quantity'), unitPrice: tq('col.unitPrice'), goods: tq('col.goods'), total: tq('col.total'), current: tq('chosen') }}
            />
            {fees.length ? (
              <>
                <p className={styles.small}>{t('feesHint')}</p>
                <dl className={styles.fees}>
                  {fees.map((f, i) => (
                    <div key={i}>
                      <dt dir={f.own ? 'auto' : undefined}>{f.label}</dt>
                      <dd>{money(f.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </section>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="sheet-lines">
              <thead>
                <tr>
                  <th scope="col">{t('description')}</th>
                  <th scope="col" className={styles.end}>
                    {t('quantity')}
                  </th>
                  <th scope="col" className={styles.end}>
                    {t('unitPrice')}
                  </th>
                  <th scope="col" className={styles.end}>
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td dir="auto">{sheet.title}</td>
                  <td className={styles.num}>{count(quote.quantity)}</td>
                  <td className={styles.num}>{money(quote.unit_price)}</td>
                  <td className={styles.num}>{money(quote.goods)}</td>
                </tr>
                {fees.map((f, i) => (
                  <tr key={i}>
                    <td dir={f.own ? 'auto' : undefined}>{f.label}</td>
                    <td />
                    <td />
                    <td className={styles.num}>{money(f.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3}>
                    {t('total')} ({quote.currency})
                  </td>
                  <td className={styles.num}>{money(quote.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}

        {quote.lead_time_days || quote.note || (sheet.kind === 'proforma' && quote.decided_at) ? (
          <div className={styles.block}>
            {sheet.kind === 'proforma' && quote.decided_at ? <p className={styles.small}>{t('acceptedOn', { date: date(quote.decided_at) })}</p> : null}
            {quote.lead_time_days ? <p>{to('leadTime', { days: quote.lead_time_days })}</p> : null}
            {quote.note ? (
              <div>
                <h2 className={styles.label}>{to('note')}</h2>
                <p className={styles.note} dir="auto">
                  {quote.note}
                </p>
              </div>
            ) : null}
          </div>
        ) : null}

        {sheet.kind === 'proforma' ? (
          <section aria-labelledby="sheet-pay" className={styles.pay}>
            <h2 id="sheet-pay" className={styles.label}>
              {t('payTo')}
            </h2>
            {payment ? (
              <dl className={styles.facts} data-testid="payment-details">
                {PAYMENT_FIELDS.filter((f) => payment[f]).map((f) => (
                  <div key={f} className={styles.row}>
                    <dt>{t(PAYMENT_LABELS[f])}</dt>
                    <dd dir={f === 'account' || f === 'swift' ? 'ltr' : 'auto'} className={f === 'terms' ? styles.note : undefined}>
                      {payment[f]}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.muted}>{t('noPayment')}</p>
            )}
          </section>
        ) : null}

        <p className={styles.foot}>{t('footer', { company, currency: quote.currency })}</p>
      </article>
    </div>
  );
}
