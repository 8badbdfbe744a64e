import { CARRIERS } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { staffOrderSamples } from '@/lib/server/orders/sample-pages';
import styles from '../Admin.module.css';
import own from './AdminOrders.module.css';
import SampleFacts, { type SampleFactsTexts } from '@/components/member/orders/SampleFacts';
import SampleAnswerForm from './SampleAnswerForm';

/**
 * The order's pre-production samples in the back office: each request (pieces, where to, the
 * buyer's note, where it stands) and the answer open now (accept or decline, then ship).
 */
export default async function OrderSamplesPanel({ orderId, locale }: { orderId: number; locale: AdminLocale }) {
  const [t, samples] = await Promise.all([adminTranslator(locale, 'orders'), staffOrderSamples(orderId)]);
  const when = (iso: string) => formatDateTime(new Date(iso));
  const carriers = Object.entries(CARRIERS).map(([key, c]) => ({ key, name: c.name }));
  const factTexts: SampleFactsTexts = {
    requested: t('samples.requested'),
    to: t('samples.to'),
    note: t('samples.note'),
    fee: t('samples.fee'),
    free: t('samples.free'),
    leadTime: t('samples.leadTime'),
    days: (days) => t('samples.days', { days }),
    reason: t('samples.reason'),
    carrier: t('carrier'),
    tracking: t('tracking'),
    received: t('samples.status.received'),
  };
  const texts = {
    currency: t('currency'),
    fee: t('samples.fee'),
    feeHint: t('samples.feeHint'),
    leadTime: t('leadTime'),
    accept: t('samples.accept'),
    reason: t('samples.reason'),
    decline: t('samples.decline'),
    ship: t('samples.ship'),
    saving: t('saving'),
    saved: t('saved'),
    choose: t('chooseMove'),
    carrier: t('carrier'),
    carrierOther: t('carrierOther'),
    carrierOtherName: t('carrierOtherName'),
    tracking: t('tracking'),
  };
  return (
    <section className={styles.panel} aria-labelledby="order-samples" id="samples" data-testid="admin-order-samples">
      <h2 id="order-samples">{t('samples.title')}</h2>
      {samples.list.length === 0 ? (
        <p className={styles.muted}>{t('samples.empty')}</p>
      ) : (
        <ol className={own.proofs}>
          {samples.list.map((s) => (
            <li key={s.id} className={own.sample}>
              <div className={own.proofHead}>
                <strong>{t('samples.pieces', { count: s.quantity })}</strong>
                <span className={`${own.tag} ${own[`sample_${s.status}`] ?? ''}`}>{t(`samples.status.${s.status}`)}</span>
              </div>
              <SampleFacts sample={s} texts={factTexts} date={when} locale={locale} className={own.facts} />
              <SampleAnswerForm orderId={orderId} sampleId={s.id} status={s.status} defaults={samples.defaults} carriers={carriers} texts={texts} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
