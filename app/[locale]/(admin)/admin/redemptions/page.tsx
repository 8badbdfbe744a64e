import Link from 'next/link';
import { REDEMPTION_STATUSES, type RedemptionStatus } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { REDEMPTIONS_STAFF_ROLES, redemptionQuerySchema } from '@/lib/api/contract/points';
import { redemptionsPage } from '@/lib/server/ledger/pages';
import RedemptionActions from '@/components/admin/points/RedemptionActions';
import Pager from '@/components/admin/Pager';
import { ListHead } from '@/components/admin/list/AdminList';
import { openListPage } from '@/components/admin/list/list-page';
import { pageCount, type ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/points/AdminPoints.module.css';

/** /admin/redemptions: the points shop's redemptions (sales, admin): pending first, oldest first; fulfil with the tracking, or cancel with the reason. */
export default async function RedemptionsAdminPage(props: ListPageProps) {
  const { locale, here, query } = await openListPage(props, '/admin/redemptions', REDEMPTIONS_STAFF_ROLES, redemptionQuerySchema, { status: '', page: 1 });
  const [t, page] = await Promise.all([adminTranslator(locale, 'redemptions'), redemptionsPage(query, locale)]);
  const hrefOf = (status: RedemptionStatus | '', n = 1) => {
    const q = new URLSearchParams();
    if (status) q.set('status', status);
    if (n > 1) q.set('page', String(n));
    return q.size ? `${here}?${q}` : here;
  };
  const pages = pageCount(page.total, page.limit);
  const when = (iso: string) => formatDateTime(new Date(iso));
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  const actionTexts = {
    fulfil: t('fulfil'),
    fulfilNote: t('fulfilNote'),
    fulfilHint: t('fulfilHint'),
    cancel: t('cancel'),
    cancelNote: t('cancelNote'),
    cancelHint: t('cancelHint'),
    confirmFulfil: t('confirmFulfil'),
    confirmCancel: t('confirmCancel'),
    back: t('back'),
    working: t('working'),
  };

  return (
    <>
      <ListHead title={t('title')} intro={t('intro', { count: page.pending })} />
      <nav className={own.filterStrip} aria-label={t('filter')}>
        {(['', ...REDEMPTION_STATUSES] as const).map((s) => (
          <Link key={s || 'all'} href={hrefOf(s)} className={`${own.filterChip} ${query.status === s ? own.filterOn : ''}`} aria-current={query.status === s ? 'page' : undefined}>
            {s ? t(`status.${s}`) : t('all')}
            {s === 'pending' ? ` (${n(page.pending)})` : ''}
          </Link>
        ))}
      </nav>
      <section className={styles.panel} aria-label={t('title')}>
        {page.list.length === 0 ? (
          <p className={styles.muted}>{query.status === 'pending' || !query.status ? t('empty') : t('emptyFilter')}</p>
        ) : (
          <ul className={own.list}>
            {page.list.map((r) => (
              <li key={r.id} className={own.item} data-testid="admin-redemption">
                <div className={own.redemption}>
                  <div className={own.itemMain}>
                    <div className={own.itemHead}>
                      <span className={own.itemTitle} dir="auto">
                        {r.reward.title}
                      </span>
                      <span className={`${own.pill} ${own[`pill_${r.status}`]}`}>{t(`status.${r.status}`)}</span>
                    </div>
                    <dl className={own.facts}>
                      <dt>{t('member')}</dt>
                      <dd>
                        <Link href={localizedPath(locale, `/admin/members/${r.member.id}`)}>{r.member.name}</Link>
                        {r.member.email ? <span className={styles.muted}> · {r.member.email}</span> : null}
                        {r.member.phone ? <span className={styles.muted}> · {r.member.phone}</span> : null}
                      </dd>
                      <dt>{t('points')}</dt>
                      <dd>{n(r.points)}</dd>
                      <dt>{t('requested')}</dt>
                      <dd>
                        <time dateTime={r.created_at}>{when(r.created_at)}</time>
                      </dd>
                      {r.handled_at ? (
                        <>
                          <dt>{t(r.status === 'cancelled' ? 'cancelledAt' : 'fulfilledAt')}</dt>
                          <dd>
                            <time dateTime={r.handled_at}>{when(r.handled_at)}</time>
                            {r.handled_by ? <span className={styles.muted}> · {r.handled_by}</span> : null}
                          </dd>
                        </>
                      ) : null}
                      {r.note ? (
                        <>
                          <dt>{t('note')}</dt>
                          <dd dir="auto">{r.note}</dd>
                        </>
                      ) : null}
                    </dl>
                  </div>
                  {r.status === 'pending' ? <RedemptionActions id={r.id} texts={actionTexts} /> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={query.page}
          pages={pages}
          href={(n) => hrefOf(query.status, n)}
          texts={{ label: t('pages'), previous: t('previous'), next: t('next'), position: t('pageOf', { page: query.page, pages }) }}
        />
      </section>
    </>
  );
}
