import Link from 'next/link';
import { notFound } from 'next/navigation';
import { STAFF_ROLES } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_MEMBERS, validateMemberQuery } from '@/lib/validation/members-admin';
import { staffPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { listMembers } from '@/lib/server/members/admin';
import { educationMembers } from '@/lib/server/college/service';
import LevelBadge, { memberLevelMarks } from '@/components/admin/points/LevelBadge';
import collegeStyles from '@/components/admin/college/AdminCollege.module.css';
import Pager from '@/components/admin/Pager';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['keyword', 'role', 'status'] as const;

/** /admin/members: every account, newest first, found by account, phone, e-mail or nickname (filters in the address). */
export default async function MembersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const here = localizedPath(locale, '/admin/members');
  const actor = await staffPage(locale, '/admin/members', 'sales');
  const checked = validateMemberQuery(raw);
  const query = checked.ok ? checked.value : ALL_MEMBERS;
  const [t, tRoles, page] = await Promise.all([adminTranslator(locale, 'members'), adminTranslator(locale, 'roles'), listMembers(await getDb(), actor, query)]);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  // The "education" flag (an approved school verification that has not expired), one query for the page.
  const education = await educationMembers(await getDb(), page.list.map((m) => m.id));
  const levels = await memberLevelMarks(await getDb(), page.list.map((m) => m.id), locale);
  const kept = new URLSearchParams();
  for (const name of FILTERS) if (checked.ok && typeof raw[name] === 'string' && raw[name]) kept.set(name, raw[name] as string);
  const pageHref = (n: number) => {
    const q = new URLSearchParams(kept);
    if (n > 1) q.set('page', String(n));
    const s = q.toString();
    return s ? `${here}?${s}` : here;
  };
  const value = (name: string) => (checked.ok && typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const none = <span className={styles.muted}>—</span>;

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>

      <form className={styles.panel} method="get" action={here} aria-label={t('filters')}>
        <div className={styles.filters}>
          <label className={`${styles.field} ${styles.memberSearch}`}>
            <span>{t('keyword')}</span>
            <input className={styles.input} type="search" name="keyword" defaultValue={value('keyword')} placeholder={t('keywordHint')} maxLength={100} />
          </label>
          <label className={styles.field}>
            <span>{t('role')}</span>
            <select className={styles.input} name="role" defaultValue={value('role')}>
              <option value="">{t('anyRole')}</option>
              <option value="member">{t('roleMember')}</option>
              <option value="staff">{t('roleStaff')}</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {tRoles(role)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('status')}</span>
            <select className={styles.input} name="status" defaultValue={value('status')}>
              <option value="">{t('anyStatus')}</option>
              <option value="active">{t('active')}</option>
              <option value="disabled">{t('disabled')}</option>
            </select>
          </label>
          <div className={styles.filterActions}>
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <Link className="button button--ghost" href={here}>
              {t('reset')}
            </Link>
          </div>
        </div>
        {checked.ok ? null : <p className={styles.problem}>{t('invalid', { fields: Object.keys(checked.errors).join(', ') })}</p>}
      </form>

      <p className={styles.summary} role="status">
        {t('count', { total: page.total })}
      </p>
      <section className={styles.panel} aria-label={t('title')}>
        {page.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('account')}</th>
                <th scope="col">{t('contact')}</th>
                <th scope="col">{t('roles')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('joined')}</th>
                <th scope="col">{t('lastSignIn')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((member) => {
                const staffRoles = STAFF_ROLES.filter((role) => member.roles.includes(role));
                return (
                  <tr key={member.id} className={member.disabled ? styles.memberRowDisabled : undefined}>
                    <td>
                      <Link className={styles.leadName} href={localizedPath(locale, `/admin/members/${member.id}`)}>
                        {member.account || member.nickname || `#${member.id}`}
                      </Link>
                      {education.has(member.id) ? <span className={collegeStyles.education}>{t('education')}</span> : null}
                      <LevelBadge level={levels.get(member.id)} />
                      <div className={styles.muted}>
                        {[member.account ? (member.nickname !== member.account ? member.nickname : '') : t('noAccount'), `#${member.id}`].filter(Boolean).join(' · ')}
                      </div>
                    </td>
                    <td data-label={t('contact')}>
                      {member.phone || member.email ? (
                        <span className={styles.memberContact}>
                          {member.phone ? <span dir="ltr">{member.phone}</span> : null}
                          {member.email ? <span dir="ltr">{member.email}</span> : null}
                        </span>
                      ) : (
                        none
                      )}
                    </td>
                    <td data-label={t('roles')}>
                      {staffRoles.length ? (
                        <span className={styles.memberRoleList}>
                          {staffRoles.map((role) => (
                            <span key={role} className={styles.memberRole}>
                              {tRoles(role)}
                            </span>
                          ))}
                        </span>
                      ) : (
                        <span className={styles.muted}>{t('member')}</span>
                      )}
                    </td>
                    <td data-label={t('status')}>
                      <span className={`${styles.badge} ${member.disabled ? styles.memberBadgeDisabled : styles.memberBadgeActive}`}>
                        {member.disabled ? t('disabled') : t('active')}
                      </span>
                    </td>
                    <td data-label={t('joined')}>
                      <time dateTime={member.created_at}>{formatDateTime(new Date(member.created_at))}</time>
                    </td>
                    <td data-label={t('lastSignIn')}>
                      {member.last_sign_in_at ? (
                        <time dateTime={member.last_sign_in_at}>{formatDateTime(new Date(member.last_sign_in_at))}</time>
                      ) : (
                        <span className={styles.muted}>{t('never')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        )}
        <Pager
          page={query.page}
          pages={pages}
          href={pageHref}
          texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), position: t('page', { page: query.page, pages }) }}
        />
      </section>
    </>
  );
}
