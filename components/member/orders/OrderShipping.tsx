import { getTranslations } from 'next-intl/server';
import type { OrderDetail } from '@/lib/api/contract/orders';
import type { Locale } from '@/lib/config';
import styles from './Orders.module.css';

/**
 * How the order travels: the carrier and the tracking number, a link to the carrier's tracking page
 * when the carrier is one of the table's (lib/config.ts CARRIERS); a carrier typed by hand shows
 * the number as text.
 */
export default async function OrderShipping({ order, locale }: { order: Pick<OrderDetail, 'carrier_name' | 'tracking_number' | 'tracking_url'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'member.orders' });
  return (
    <section className={styles.panel} aria-labelledby="order-shipping">
      <h2 id="order-shipping">{t('shippingTitle')}</h2>
      <dl className={styles.facts}>
        <div className={styles.factRow}>
          <dt>{t('carrier')}</dt>
          <dd dir="auto">{order.carrier_name}</dd>
        </div>
        <div className={styles.factRow}>
          <dt>{t('tracking')}</dt>
          <dd dir="ltr" className={styles.mono}>
            {order.tracking_url ? (
              <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                {order.tracking_number}
                <span className="visually-hidden"> ({t('trackHint', { carrier: order.carrier_name })})</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            ) : (
              order.tracking_number
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
