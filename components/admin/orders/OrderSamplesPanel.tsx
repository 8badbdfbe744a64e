import { CARRIERS } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { staffOrderSamples } from '@/lib/server/orders/sample-pages';
import styles from '../Admin.module.css';
import own from './AdminOrders.module.css';
import SampleAnswerForm from './SampleAnswerForm';

/**
 * The order's pre-production samples in the back office: each request (pieces, where to, the
 * buyer's note, where it stands) and the answer open now (accept or decline, then ship).
 */
export default async function OrderSamplesPanel({ orderId, locale }: { orderId: number; locale: AdminLocale }) {
  const [t, samples] = await Promise.all([adminTranslator(locale, 'orders'), staffOrderSamples(orderId)]);
  const when = (iso: string) => formatDateTime(new Date(iso));
  const carriers = Object.entries(CARRIERS).map(([key, c]) => ({ key, name: c.name }));
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
              <dl className={own.facts}>
                <dt>{t('samples.requested')}</dt>
                <dd>{when(s.created_at)}</dd>
                <dt>{t('samples.to')}</dt>
                <dd dir="auto">
                  {[
                    s.ship_to.recipient,
                    s.ship_to.company,
                    s.ship_to.region ? `${s.ship_to.region.province.name} ${s.ship_to.region.city.name}` : s.ship_to.city,
                    s.ship_to.country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
                {s.note ? (
                  <>
                    <dt>{t('buyerNote')}</dt>
                    <dd dir="auto" className={own.line}>
                      {s.note}
                    </dd>
                  </>
                ) : null}
                {s.currency && s.status !== 'requested' && s.status !== 'declined' ? (
                  <>
                    <dt>{t('samples.fee')}</dt>
                    <dd>
                      {s.fee ? formatMoney(s.fee, s.currency, locale) : t('samples.free')}
                      {s.lead_time_days ? ` · ${t('samples.days', { days: s.lead_time_days })}` : ''}
                    </dd>
                  </>
                ) : null}
                {s.decline_reason ? (
                  <>
                    <dt>{t('samples.reason')}</dt>
                    <dd dir="auto">{s.decline_reason}</dd>
                  </>
                ) : null}
                {s.tracking_number ? (
                  <>
                    <dt>{t('tracking')}</dt>
                    <dd dir="ltr">
                      {s.carrier_name}{' '}
                      {s.tracking_url ? (
                        <a href={s.tracking_url} target="_blank" rel="noopener noreferrer">
                          {s.tracking_number}
                        </a>
                      ) : (
                        s.tracking_number
                      )}
                    </dd>
                  </>
                ) : null}
                {s.received_at ? (
                  <>
                    <dt>{t('samples.status.received')}</dt>
                    <dd>{when(s.received_at)}</dd>
                  </>
                ) : null}
              </dl>
              <SampleAnswerForm orderId={orderId} sampleId={s.id} status={s.status} defaults={samples.defaults} carriers={carriers} texts={texts} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
