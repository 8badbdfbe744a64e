import Link from 'next/link';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { COLLEGE_QUEUE, COLLEGE_STAFF_ROLES, collegeQuerySchema, type CollegeFilter, type StaffCollegeRow } from '@/lib/api/contract/college';
import { collegeQueue } from '@/lib/server/college/pages';
import CollegeReviewForm from '@/components/admin/college/CollegeReviewForm';
import { FilterForm, KeptField, ListHead, ListResults, SearchField } from '@/components/admin/list/AdminList';
import { openListPage } from '@/components/admin/list/list-page';
import { listResults, type ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/college/AdminCollege.module.css';

const TABS: CollegeFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** An expiry is the start of a UTC day: shown as that day. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * /admin/college: school verification requests (sales, admin). The queue of waiting requests, the one
 * waiting longest first; the card's picture and the document's download; approve until a date or
 * reject with the reason. Other states and a search over school, ID number and member.
 */
export default async function AdminCollegePage(props: ListPageProps) {
  const { locale, here, query } = await openListPage(props, '/admin/college', COLLEGE_STAFF_ROLES, collegeQuerySchema, COLLEGE_QUEUE);
  const [t, page] = await Promise.all([adminTranslator(locale, 'college'), collegeQueue(query)]);
  const href = (changes: Record<string, string | number | null>) => {
    const q = new URLSearchParams();
    const next = { status: query.status, keyword: query.keyword, page: query.page as number | string | null, ...changes };
    if (next.status && next.status !== 'pending') q.set('status', String(next.status));
    if (next.keyword) q.set('keyword', String(next.keyword));
    if (next.page && Number(next.page) > 1) q.set('page', String(next.page));
    return q.size ? `${here}?${q}` : here;
  };
  const reviewTexts = {
    approve: t('approve'),
    reject: t('reject'),
    expiresAt: t('expiresAt'),
    expiresHint: t('expiresHint'),
    reason: t('reason'),
    reasonHint: t('reasonHint'),
    confirmApprove: t('confirmApprove'),
    confirmReject: t('confirmReject'),
    saving: t('saving'),
    saved: t('saved'),
  };
  const statusOf = (r: StaffCollegeRow) => (r.status === 'approved' && r.expired ? 'expired' : r.status);

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <nav className={own.tabs} aria-label={t('filter')}>
        {TABS.map((s) => (
          <Link key={s} className={own.tab} href={href({ status: s, page: null })} aria-current={query.status === s ? 'page' : undefined}>
            {t(`tabs.${s}`)}
            {s === 'pending' && page.pending > 0 ? <span className={own.count}>{page.pending}</span> : null}
          </Link>
        ))}
      </nav>
      <FilterForm action={here} label={t('keyword')} texts={{ apply: t('search'), reset: t('reset') }} resetHref={href({ keyword: '', page: null })}>
        <KeptField name="status" value={query.status !== 'pending' ? query.status : ''} />
        <SearchField label={t('keyword')} value={query.keyword} hint={t('keywordHint')} />
      </FilterForm>
      <ListResults {...listResults(t, page, query.page, (n) => href({ page: n }))} emptyText={query.status === 'pending' && !query.keyword ? t('emptyQueue') : t('empty')}>
        <ul className={own.list}>
          {page.list.map((r) => (
            <li key={r.id} className={own.item} data-status={r.status} data-testid={`college-row-${r.id}`}>
              <div className={own.doc}>
                {r.document.thumb_url ? (
                  <img className={own.docThumb} src={r.document.thumb_url} alt={t('documentAlt', { name: r.member.name })} />
                ) : (
                  <span className={own.docNone}>{r.document.name}</span>
                )}
                <a href={r.document.url} download>
                  {t('download')}
                </a>
              </div>
              <div className={own.main}>
                <div>
                  <span className={own.status} data-status={statusOf(r)}>
                    {t(`status.${statusOf(r)}`)}
                  </span>
                </div>
                <h2 className={own.school}>
                  <bdi>{r.school}</bdi>
                </h2>
                <dl className={own.facts}>
                  <dt>{t('member')}</dt>
                  <dd>
                    <Link href={localizedPath(locale, `/admin/members/${r.member.id}`)}>{r.member.name}</Link>
                    {r.member.company ? <span className={styles.muted}> · {r.member.company}</span> : null}
                  </dd>
                  <dt>{t('role')}</dt>
                  <dd>{t(`roles.${r.role}`)}</dd>
                  <dt>{t('idNumber')}</dt>
                  <dd className={own.idNumber} dir="ltr">
                    {r.id_number}
                  </dd>
                  <dt>{t('sent')}</dt>
                  <dd>
                    <time dateTime={r.created_at}>{formatDateTime(new Date(r.created_at))}</time>
                  </dd>
                  {r.expires_at ? (
                    <>
                      <dt>{t('expires')}</dt>
                      <dd>{day(r.expires_at)}</dd>
                    </>
                  ) : null}
                  {r.reviewed_at ? (
                    <>
                      <dt>{t('reviewed')}</dt>
                      <dd>
                        {formatDateTime(new Date(r.reviewed_at))}
                        {r.reviewer ? ` · ${r.reviewer}` : ''}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {r.status === 'rejected' && r.reason ? (
                  <p className={own.reason}>
                    <strong>{t('reason')}: </strong>
                    {r.reason}
                  </p>
                ) : null}
              </div>
              {r.status === 'pending' ? <CollegeReviewForm id={r.id} texts={reviewTexts} /> : <div />}
            </li>
          ))}
        </ul>
      </ListResults>
    </>
  );
}
