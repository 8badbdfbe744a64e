'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { PriceGuide } from '@/lib/api/contract/pricing';
import { formatMoney } from '@/lib/money';
import { estimateFor } from '@/lib/pricing';
import styles from './PriceEstimate.module.css';

/** The chosen options' surcharges, per piece. */
export const surchargesOf = (price: PriceGuide, chosen: readonly number[]) => price.options.filter((_, i) => chosen.includes(i)).map((o) => o.surcharge);

/**
 * The design editor's live estimate: the product's tier for the quantity typed plus the options
 * ticked, per piece and in total, in the page's currency. Computed here from the price guidance the
 * page already has (no request per keystroke); the quote request carries the ticked options and the
 * server works the estimate out again from the product's own prices.
 */
export default function PriceEstimate({
  price,
  quantity,
  chosen,
  onChoose,
}: {
  price: PriceGuide;
  quantity: number | null;
  chosen: readonly number[];
  onChoose: (chosen: number[]) => void;
}) {
  const t = useTranslations('price');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const estimate = quantity === null ? null : estimateFor(price.tiers, quantity, surchargesOf(price, chosen));
  const toggle = (index: number, on: boolean) => onChoose(on ? [...chosen, index].sort() : chosen.filter((i) => i !== index));
  return (
    <section className={styles.box} aria-labelledby="price-estimate" data-testid="price-estimate">
      <h3 id="price-estimate" className={styles.title}>
        {t('estimateTitle')}
      </h3>
      {price.options.length > 0 && (
        <fieldset className={styles.options}>
          <legend>{t('chooseOptions')}</legend>
          {price.options.map((option, i) => (
            <label key={option.name} className={styles.option}>
              <input type="checkbox" name="price_options" value={i} checked={chosen.includes(i)} onChange={(e) => toggle(i, e.target.checked)} />
              <span lang={option.lang}>{option.name}</span>
              <bdi className={styles.surcharge}>{t('optionValue', { price: money(option.surcharge) })}</bdi>
            </label>
          ))}
        </fieldset>
      )}
      <output className={styles.result} aria-live="polite">
        {estimate ? (
          <>
            <span>
              {t('estimateUnit')} <bdi className={styles.amount}>{money(estimate.unit)}</bdi>
            </span>
            <span>
              {t('estimateTotal', { quantity: quantity ?? 0 })} <bdi className={styles.amount}>{money(estimate.total)}</bdi>
            </span>
          </>
        ) : (
          <span>{t('estimateBelow', { quantity: price.tiers[0].quantity })}</span>
        )}
      </output>
      <p className={styles.note}>
        {t('estimateNote')}
        {price.estimate ? ` ${t('estimate')}` : ''}
      </p>
    </section>
  );
}

/** The quote request's one line: "Estimate: unit × quantity = total" (nothing below the first tier). */
export function EstimateLine({ price, quantity, chosen }: { price: PriceGuide; quantity: number | null; chosen: readonly number[] }) {
  const t = useTranslations('price');
  const locale = useLocale();
  const estimate = quantity === null ? null : estimateFor(price.tiers, quantity, surchargesOf(price, chosen));
  if (!estimate || quantity === null) return null;
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  return (
    <p className={styles.line} data-testid="quote-estimate">
      {t('estimateLine', { unit: money(estimate.unit), quantity, total: money(estimate.total) })}
    </p>
  );
}
