import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { productionPhotosOf } from '@/lib/server/orders/pages';
import OrderStatusBadge from './OrderStatusBadge';
import PhotoGrid from './PhotoGrid';
import styles from './Photos.module.css';

/**
 * The production photos of a member's orders, grouped by order (the one with the newest photo
 * first), each group linking to its order. A server component for the member's own pages: the
 * caller passes the id of the member the session belongs to (CONTENT shows it on /imagesLive).
 */
export default async function ProductionPhotos({ memberId, locale }: { memberId: number; locale: Locale }) {
  const [t, tOrders, format, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'member.orders.photos' }),
    getTranslations({ locale, namespace: 'member.orders' }),
    getFormatter({ locale }),
    productionPhotosOf(memberId),
  ]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <section className={styles.section} aria-labelledby="my-production-photos" data-testid="production-photos">
      <h2 id="my-production-photos">{t('mineTitle')}</h2>
      <p className={styles.intro}>{t('mineIntro')}</p>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('mineEmpty')}</p>
      ) : (
        <div className={styles.groups}>
          {groups.map((g) => (
            <article key={g.order.id} className={styles.group}>
              <div className={styles.groupHead}>
                <h3 dir="auto">{g.order.title}</h3>
                <span className={styles.meta}>
                  <span dir="ltr">{g.order.reference}</span> · <OrderStatusBadge status={g.order.status} label={tOrders(`status.${g.order.status}`)} /> ·{' '}
                  {t('count', { count: g.photos.length })}
                </span>
              </div>
              <PhotoGrid photos={g.photos} stageLabel={(s) => tOrders(`status.${s}`)} date={date} openLabel={(caption) => t('open', { caption })} untitled={t('untitled')} />
              <Link href={localizedPath(locale, `/user/myOrder/${g.order.id}`)}>{t('viewOrder')} →</Link>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
