import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { MemberSamples } from '@/lib/api/contract/samples';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import SampleFacts, { type SampleFactsTexts } from './SampleFacts';
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
  const factTexts: SampleFactsTexts = {
    requested: t('requestedOn'),
    to: t('to'),
    note: t('yourNote'),
    fee: t('fee'),
    free: t('free'),
    leadTime: t('leadTime'),
    days: (days) => t('days', { days }),
    reason: t('reason'),
    carrier: tOrders('carrier'),
    tracking: tOrders('tracking'),
    trackHint: (carrier) => tOrders('trackHint', { carrier }),
    received: t('receivedOn'),
  };
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
              <SampleFacts sample={s} texts={factTexts} date={date} locale={locale} className={own.facts} />
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
