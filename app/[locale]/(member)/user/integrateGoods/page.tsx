import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { RedemptionStatus } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myPointsShop } from '@/lib/server/ledger/pages';
import EarnRules from '@/components/member/points/EarnRules';
import RedeemButton from '@/components/member/points/RedeemButton';
import { PageHeadRow } from '@/components/ui/PageHead';
import styles from '@/components/member/points/Points.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'member.points.shop' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The small variant of a catalogue-style picture (the store and the artwork both have `-sm.webp`). */
const small = (src: string) => src.replace(/\.webp$/, '-sm.webp');

/**
 * /user/integrateGoods: the points shop. How points are earned (the ledger's active rules), then
 * rewards with their picture, price in points and stock (the sold-out ones last); redeeming asks for a confirmation and is atomic on the server. Below,
 * the member's redemptions with their state and, once sent, the courier and tracking number.
 */
export default async function PointsShopPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/integrateGoods');
  const [t, tp, format, shop] = await Promise.all([
    getTranslations({ locale, namespace: 'member.points.shop' }),
    getTranslations({ locale, namespace: 'member.points' }),
    getFormatter({ locale }),
    myPointsShop(locale),
  ]);
  const num = (n: number) => format.number(n);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const status = (s: RedemptionStatus) => t(`status.${s}`);

  return (
    <MemberMessages locale={locale} page="/user/integrateGoods">
      <div className={`container ${styles.page}`}>
        <PageHeadRow className={styles.head} title={t('title')} intro={t('intro')}>
          <div className={styles.balanceChip} data-testid="shop-balance">
            {num(shop.points)} <span>{t('unit')}</span>
          </div>
        </PageHeadRow>

        <section className={`${styles.panel} ${styles.earnPanel}`} aria-labelledby="points-earn">
          <h2 id="points-earn">{tp('howToEarn')}</h2>
          {shop.points === 0 ? <p>{t('noPoints')}</p> : null}
          {shop.rules.length ? <EarnRules rules={shop.rules} locale={locale} tone="light" /> : <p>{t('noRules')}</p>}
        </section>

        {shop.rewards.length === 0 ? (
          <div className={styles.panel}>
            <p className={styles.empty}>{t('empty')}</p>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={t('rewards')}>
            {shop.rewards.map((r) => (
              <li key={r.id} className={`${styles.reward} ${r.stock === 0 ? styles.rewardOut : ''}`} data-testid="reward">
                <img className={styles.rewardPicture} src={small(r.image)} alt="" width={400} height={400} loading="lazy" />
                <div className={styles.rewardBody}>
                  <h2 className={styles.rewardTitle} dir="auto">
                    {r.title}
                  </h2>
                  {r.description ? (
                    <p className={styles.rewardText} dir="auto">
                      {r.description}
                    </p>
                  ) : null}
                  <div className={styles.rewardFacts}>
                    <span className={styles.price}>
                      {num(r.points_price)}
                      <small>{t('unit')}</small>
                    </span>
                    <span className={`${styles.stock} ${r.stock === 0 ? styles.stockOut : ''}`}>{r.stock === 0 ? t('outOfStock') : t('left', { count: r.stock })}</span>
                  </div>
                  <RedeemButton reward={{ id: r.id, title: r.title, price: r.points_price, stock: r.stock }} points={shop.points} />
                </div>
              </li>
            ))}
          </ul>
        )}

        <section className={styles.panel} aria-labelledby="my-redemptions">
          <div className={styles.panelHead}>
            <h2 id="my-redemptions">{t('mine')}</h2>
            <Link href={`${localizedPath(locale, '/user/member')}#points-history`}>{t('history')}</Link>
          </div>
          {shop.redemptions.length === 0 ? (
            <p className={styles.empty}>{t('mineEmpty')}</p>
          ) : (
            <ul className={styles.redemptions} data-testid="my-redemptions">
              {shop.redemptions.map((r) => (
                <li key={r.id}>
                  <img src={small(r.image)} alt="" width={56} height={56} loading="lazy" />
                  <span className={styles.redemptionTitle} dir="auto">
                    {r.reward_title}
                  </span>
                  <span className={`${styles.status} ${styles[`status_${r.status}`]}`}>{status(r.status)}</span>
                  <span className={styles.redemptionMeta}>
                    {t('redeemedOn', { date: date(r.created_at), points: num(r.points) })}
                    {r.status === 'fulfilled' && r.note ? <> · {t('sentWith', { note: r.note })}</> : null}
                    {r.status === 'cancelled' ? <> · {t('cancelledWith', { note: r.note })}</> : null}
                    {r.status === 'pending' ? <> · {t('pendingHint')}</> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </MemberMessages>
  );
}
