import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { MemberSamples } from '@/lib/api/contract/samples';
import type { Locale } from '@/lib/config';
import { formatMoney } from '@/lib/money';
import { localizedPath } from '@/i18n/paths';
import SampleReceived from './SampleReceived';
import SampleRequestForm from './SampleRequestForm';
import type { ShipToOption } from './ShipToPicker';
import styles from './Orders.module.css';
import own from './Samples.module.css';

/**
 * The order's pre-production samples: each request with where it stands (fee and lead time once
 * accepted, the reason if declined, the tracking link once shipped, the receipt), and the form to
 * ask for one while the order is early enough and none is open.
 */
export default async function OrderSamples({
  orderId,
  samples,
  shipOptions,
  preferred,
  locale,
}: {
  orderId: number;
  samples: MemberSamples;
  shipOptions: ShipToOption[];
  preferred: number | null;
  locale: Locale;
}) {
  const [t, tOrders, format] = await Promise.all([
    getTranslations({ locale, namespace: 'member.orders.samples' }),
    getTranslations({ locale, namespace: 'member.orders' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const open = samples.list.some((s) => s.status === 'requested' || s.status === 'accepted' || s.status === 'shipped');
  return (
    <section className={styles.panel} aria-labelledby="order-samples" id="samples" data-testid="order-samples">
      <h2 id="order-samples">{t('title')}</h2>
      <p className={styles.small}>{t('intro')}</p>
      {samples.list.length ? (
        <ol className={own.list}>
          {samples.list.map((s) => (
            <li key={s.id} className={own.item} data-testid="sample">
              <div className={own.head}>
                <strong>{tOrders('pieces', { count: s.quantity })}</strong>
                <span className={`${own.status} ${own[`status_${s.status}`] ?? ''}`}>{t(`status.${s.status}`)}</span>
              </div>
              <dl className={own.facts}>
                <dt>{t('requestedOn')}</dt>
                <dd>{date(s.created_at)}</dd>
                <dt>{t('to')}</dt>
                <dd dir="auto">{[s.ship_to.recipient, s.ship_to.region ? s.ship_to.region.city.name : s.ship_to.city].filter(Boolean).join(', ')}</dd>
                {s.note ? (
                  <>
                    <dt>{t('yourNote')}</dt>
                    <dd dir="auto">{s.note}</dd>
                  </>
                ) : null}
                {s.status !== 'requested' && s.status !== 'declined' && s.currency ? (
                  <>
                    <dt>{t('fee')}</dt>
                    <dd>{s.fee ? formatMoney(s.fee, s.currency, locale) : t('free')}</dd>
                  </>
                ) : null}
                {s.lead_time_days && s.status === 'accepted' ? (
                  <>
                    <dt>{t('leadTime')}</dt>
                    <dd>{t('days', { days: s.lead_time_days })}</dd>
                  </>
                ) : null}
                {s.status === 'declined' && s.decline_reason ? (
                  <>
                    <dt>{t('reason')}</dt>
                    <dd dir="auto">{s.decline_reason}</dd>
                  </>
                ) : null}
                {s.tracking_number ? (
                  <>
                    <dt>{tOrders('carrier')}</dt>
                    <dd dir="auto">{s.carrier_name}</dd>
                    <dt>{tOrders('tracking')}</dt>
                    <dd dir="ltr">
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
                    <dt>{t('receivedOn')}</dt>
                    <dd>{date(s.received_at)}</dd>
                  </>
                ) : null}
              </dl>
              {s.status === 'shipped' ? <SampleReceived orderId={orderId} sampleId={s.id} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {samples.can_request ? (
        shipOptions.length ? (
          <SampleRequestForm orderId={orderId} options={shipOptions} preferred={preferred} />
        ) : (
          <p className={styles.small}>
            {t('noAddresses')} <Link href={localizedPath(locale, '/user/Address')}>{tOrders('shipTo.addAddress')}</Link>
          </p>
        )
      ) : (
        <p className={styles.muted}>{open ? t('open') : t('closed')}</p>
      )}
    </section>
  );
}
