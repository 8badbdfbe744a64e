import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { formatBytes } from '@/lib/uploads';
import { localizedPath } from '@/i18n/paths';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myProofs } from '@/lib/server/orders/pages';
import ProofThumb from '@/components/member/orders/ProofThumb';
import { PageHead } from '@/components/ui/PageHead';
import styles from '@/components/member/orders/Orders.module.css';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.proofs' });
  return { title: t('metaTitle') };
}

/**
 * /manuscript (the manuscript area, 设计稿: proofs): every proof staff sent for the member's orders,
 * the ones waiting for their review first. Member-only: the proxy and the gate send a visitor to
 * the login page and back. Each proof is answered on its order's page, where the context is.
 */
export default async function ManuscriptPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/manuscript');
  const [t, tOrders, format, list] = await Promise.all([
    getTranslations({ locale, namespace: 'member.proofs' }),
    getTranslations({ locale, namespace: 'member.orders' }),
    getFormatter({ locale }),
    myProofs(),
  ]);
  const waiting = list.filter((p) => p.waiting).length;
  const orderHref = (id: number) => localizedPath(locale, `/user/myOrder/${id}#proofs`);
  const dateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={`container ${styles.page}`}>
      <PageHead className={styles.head} title={t('title')} intro={t('intro')} />
      {list.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <Link className="button button--ghost" href={localizedPath(locale, '/user/myOrder')}>
            {t('toOrders')}
          </Link>
        </div>
      ) : (
        <>
          <p className={waiting ? styles.banner : styles.muted} role="status">
            {waiting ? t('waitingCount', { count: waiting }) : t('nothingWaiting')}
          </p>
          <ul className={styles.proofGrid}>
            {list.map((p) => {
              const shown = p.status === 'pending' && !p.latest ? 'superseded' : p.status;
              return (
                <li key={p.id} className={`${styles.proofCard} ${p.waiting ? styles.proofCardWaiting : ''}`}>
                  <a href={p.file.url} download={p.file.name} className={styles.proofThumbLink} aria-label={tOrders('download', { name: p.file.name })}>
                    <ProofThumb src={p.file.thumb_url} name={p.file.name} />
                  </a>
                  <div className={styles.proofBody}>
                    <div className={styles.proofHead}>
                      <strong>{tOrders('proof.version', { version: p.version })}</strong>
                      <span className={`${styles.proofStatus} ${styles[`proof_${shown}`]}`}>{p.waiting ? t('waiting') : tOrders(`proof.status.${shown}`)}</span>
                    </div>
                    <p className={styles.proofOrder} dir="auto">
                      {p.order.title}
                    </p>
                    <p className={styles.small}>
                      <span dir="ltr">{p.order.reference}</span> · {tOrders('proof.sent', { date: dateTime(p.created_at) })}
                    </p>
                    {p.staff_note ? (
                      <p className={styles.quoteLine} dir="auto">
                        {p.staff_note}
                      </p>
                    ) : null}
                    <div className={styles.proofFoot}>
                      <span className={styles.muted}>
                        <span dir="auto">{p.file.name}</span> · {formatBytes(p.file.bytes, locale)}
                      </span>
                      <Link className={p.waiting ? 'button' : 'button button--ghost'} href={orderHref(p.order.id)}>
                        {p.waiting ? t('review') : t('open')}
                      </Link>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
