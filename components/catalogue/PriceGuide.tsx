import { getTranslations } from 'next-intl/server';
import type { PriceGuide as Guide } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { langDir } from '@/lib/bidi';
import ColumnTable from '@/components/ui/ColumnTable';
import styles from './PriceGuide.module.css';

/** A day (YYYY-MM-DD) as the locale writes it, without a time zone shifting it. */
const longDate = (day: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The product page's price guidance beside the specifications: the range of unit prices, the
 * quantity tiers, the options' surcharges, the sample and how long the prices hold, in the page's
 * currency (marked as an estimate when converted); "price on request" when staff set none.
 */
export default async function PriceGuide({ price, locale }: { price: Guide | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'price' });
  if (!price) {
    return (
      <section className={styles.guide} aria-labelledby="price-guide" data-testid="price-guide">
        <h2 id="price-guide" className={styles.title}>
          {t('onRequest')}
        </h2>
        <p className={styles.note}>{t('onRequestHint')}</p>
      </section>
    );
  }
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  return (
    <section className={styles.guide} aria-labelledby="price-guide" data-testid="price-guide">
      <h2 id="price-guide" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.range}>
        <bdi>{price.low === price.high ? t('single', { price: money(price.low) }) : t('range', { low: money(price.low), high: money(price.high) })}</bdi>
        {price.estimate ? <span className={styles.estimate}>*</span> : null}
      </p>
      <ColumnTable
        className={styles.tiers}
        rows={price.tiers}
        rowKey={(tier) => tier.quantity}
        columns={[
          { head: t('quantity'), cell: (tier) => t('tierQuantity', { quantity: tier.quantity }) },
          { head: t('unitPrice'), cell: (tier) => <bdi>{money(tier.unit)}</bdi> },
        ]}
      />
      {price.options.length > 0 && (
        <>
          <h3 className={styles.subhead}>{t('options')}</h3>
          <ul className={styles.options}>
            {price.options.map((option) => (
              <li key={option.name}>
                <span {...langDir(option.lang)}>{option.name}</span>
                <bdi>{t('optionValue', { price: money(option.surcharge) })}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
      {(price.sample_fee !== null || price.sample_days !== null) && (
        <dl className={styles.sample}>
          {price.sample_fee !== null && (
            <div>
              <dt>{t('sampleFee')}</dt>
              <dd>
                <bdi>{money(price.sample_fee)}</bdi>
              </dd>
            </div>
          )}
          {price.sample_days !== null && (
            <div>
              <dt>{t('sampleDays')}</dt>
              <dd>{t('days', { days: price.sample_days })}</dd>
            </div>
          )}
        </dl>
      )}
      {price.valid_until ? <p className={styles.note}>{t('validUntil', { date: longDate(price.valid_until, locale) })}</p> : null}
      {price.estimate ? <p className={styles.note}>* {t('estimate')}</p> : null}
    </section>
  );
}
