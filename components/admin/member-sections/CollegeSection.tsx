import Link from 'next/link';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { collegeOfMemberFor } from '@/lib/server/college/pages';
import adminStyles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/college/AdminCollege.module.css';

/**
 * The back office's member page: whether the member is "education" now (an approval that has not
 * expired: use it for terms), and their school verification requests with the document and the
 * decision; a waiting one links to the queue. Sales and admin (the page's gate).
 */
export default async function CollegeSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, data] = await Promise.all([adminTranslator(locale, 'college'), collegeOfMemberFor(memberId)]);
  if (!data) return null;
  const current = data.list.find((r) => r.status === 'approved' && !r.expired);
  return (
    <section className={adminStyles.panel} aria-labelledby="member-college" data-testid="member-college">
      <h2 id="member-college">
        {t('sectionTitle')}
        {data.education ? <span className={own.education}>{t('education')}</span> : null}
      </h2>
      <p className={adminStyles.muted}>{current ? t('educationUntil', { date: current.expires_at!.slice(0, 10), school: current.school }) : t('notEducation')}</p>
      {data.list.length ? (
        <ul className={adminStyles.memberList}>
          {data.list.map((r) => {
            const status = r.status === 'approved' && r.expired ? 'expired' : r.status;
            return (
              <li key={r.id}>
                <span className={own.status} data-status={status}>
                  {t(`status.${status}`)}
                </span>{' '}
                <strong>
                  <bdi>{r.school}</bdi>
                </strong>{' '}
                <span className={adminStyles.muted}>
                  · {t(`roles.${r.role}`)} · <span dir="ltr">{r.id_number}</span> · {r.created_at.slice(0, 10)}
                  {r.expires_at ? ` → ${r.expires_at.slice(0, 10)}` : ''}
                </span>{' '}
                <a href={r.document.url} download>
                  {t('download')}
                </a>
                {r.status === 'pending' ? (
                  <>
                    {' · '}
                    <Link href={localizedPath(locale, '/admin/college')}>{t('toQueue')}</Link>
                  </>
                ) : null}
                {r.status === 'rejected' && r.reason ? <div className={adminStyles.muted}>{r.reason}</div> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
