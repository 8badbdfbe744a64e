import type { OrderEstimate } from '@/lib/api/contract/pricing';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { formatMoney } from '@/lib/money';
import { resolveText } from '@/lib/server/catalogue/localized';
import styles from '../Admin.module.css';

/**
 * The estimate a buyer's quote request carried (the product's tiers for the quantity and the
 * options chosen in the design editor, in the product's currency): the staff quote form starts
 * from it.
 */
export default async function OrderEstimateNote({ estimate, locale }: { estimate: OrderEstimate | null; locale: AdminLocale }) {
  if (!estimate) return null;
  const t = await adminTranslator(locale, 'orderEstimate');
  const money = (minor: number) => formatMoney(minor, estimate.currency, locale);
  return (
    <div className={styles.summary} data-testid="order-estimate">
      <strong>{t('title')}</strong>: {t('line', { unit: money(estimate.unit), quantity: estimate.quantity, total: money(estimate.total) })}
      {estimate.options.length > 0 ? <> · {t('options', { options: estimate.options.map((o) => resolveText(o.name, locale).value).join(', ') })}</> : null}
      {estimate.sample_fee !== null ? <> · {t('sampleFee', { fee: money(estimate.sample_fee) })}</> : null}
      <br />
      <span className={styles.muted}>{t('hint')}</span>
    </div>
  );
}
