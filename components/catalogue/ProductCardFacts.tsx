import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import styles from './ProductCardFacts.module.css';

/**
 * A list card's line of facts a buyer compares suppliers on: "from … / pc" (an asterisk when the
 * price is converted into the page's currency), the minimum order and the lead time.
 */
export default async function ProductCardFacts({ facts, locale }: { facts: ProductSummary['facts']; locale: Locale }) {
  if (!facts) return null;
  const t = await getTranslations({ locale, namespace: 'price' });
  const { price } = facts;
  return (
    <p className={styles.facts}>
      {price ? (
        <span className={styles.price}>
          <bdi>{t('fromPrice', { price: formatMoney(price.unit, price.currency, locale) })}</bdi>
          {price.estimate ? <abbr title={t('estimate')}>*</abbr> : null}
        </span>
      ) : (
        <span className={styles.price}>{t('onRequest')}</span>
      )}
      <span>{t('cardMoq', { moq: facts.moq })}</span>
      <span>{t('cardLead', { min: facts.lead_time_days.min, max: facts.lead_time_days.max })}</span>
    </p>
  );
}
