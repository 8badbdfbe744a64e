import Link from 'next/link';
import { notFound } from 'next/navigation';
import { STAFF_ROLES } from '@/lib/config';
import type { MemberSummary } from '@/lib/api/contract';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_MEMBERS, MEMBER_STAFF_ROLES, memberQuerySchema } from '@/lib/api/contract/members-admin';
import { validate } from '@/lib/validation/kit';
import { guardStaffPage } from '@/lib/server/http/page';
import { staffMemberList } from '@/lib/server/members/pages';
import LevelBadge from '@/components/admin/points/LevelBadge';
import collegeStyles from '@/components/admin/college/AdminCollege.module.css';
import { FilterForm, ListHead, ListResults, ListTable, SearchField, SelectField, type Column } from '@/components/admin/list/AdminList';
import { firstValues, listQuery, pageCount, type ListPageProps, pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['keyword', 'role', 'status'] as const;

/** /admin/members: every account, newest first, found by account, phone, e-mail or nickname (filters in the address). */
export default async function MembersPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = firstValues(await searchParams);
  const here = localizedPath(locale, '/admin/members');
  await guardStaffPage(locale, '/admin/members', MEMBER_STAFF_ROLES);
  const checked = validate(memberQuerySchema, raw);
  const query = checked.ok ? checked.value : ALL_MEMBERS;
  // With each account, the "education" flag (an approved school verification that has not expired) and the level.
  const [t, tRoles, { page, education, levels }] = await Promise.all([adminTranslator(locale, 'members'), adminTranslator(locale, 'roles'), staffMemberList(query, locale)]);
  const pages = pageCount(page.total, page.limit);
  const { value, pageHref } = listQuery(raw, checked.ok, FILTERS, here);
  const none = <span className={styles.muted}>—</span>;
  const columns: Column<MemberSummary>[] = [
    {
      head: t('account'),
      labelled: false,
      cell: (member) => (
        <>
          <Link className={styles.leadName} href={localizedPath(locale, `/admin/members/${member.id}`)}>
            {member.account || member.nickname || `#${member.id}`}
          </Link>
          {education.has(member.id) ? <span className={collegeStyles.education}>{t('education')}</span> : null}
          <LevelBadge level={levels.get(member.id)} />
          <div className={styles.muted}>
            {[member.account ? (member.nickname !== member.account ? member.nickname : '') : t('noAccount'), `#${member.id}`].filter(Boolean).join(' · ')}
          </div>
        </>
      ),
    },
    {
      head: t('contact'),
      cell: (member) =>
        member.phone || member.email ? (
          <span className={styles.memberContact}>
            {member.phone ? <span dir="ltr">{member.phone}</span> : null}
            {member.email ? <span dir="ltr">{member.email}</span> : null}
          </span>
        ) : (
          none
        ),
    },
    {
      head: t('roles'),
      cell: (member) => {
        const staffRoles = STAFF_ROLES.filter((role) => member.roles.includes(role));
        return staffRoles.length ? (
          <span className={styles.memberRoleList}>
            {staffRoles.map((role) => (
              <span key={role} className={styles.memberRole}>
                {tRoles(role)}
              </span>
            ))}
          </span>
        ) : (
          <span className={styles.muted}>{t('member')}</span>
        );
      },
    },
    {
      head: t('status'),
      cell: (member) => (
        <span className={`${styles.badge} ${member.disabled ? styles.memberBadgeDisabled : styles.memberBadgeActive}`}>{member.disabled ? t('disabled') : t('active')}</span>
      ),
    },
    { head: t('joined'), cell: (member) => <time dateTime={member.created_at}>{formatDateTime(new Date(member.created_at))}</time> },
    {
      head: t('lastSignIn'),
      cell: (member) =>
        member.last_sign_in_at ? (
          <time dateTime={member.last_sign_in_at}>{formatDateTime(new Date(member.last_sign_in_at))}</time>
        ) : (
          <span className={styles.muted}>{t('never')}</span>
        ),
    },
  ];

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />

      <FilterForm
        action={here}
        label={t('filters')}
        texts={{ apply: t('apply'), reset: t('reset') }}
        problem={checked.ok ? null : t('invalid', { fields: Object.keys(checked.errors).join(', ') })}
      >
        <SearchField label={t('keyword')} value={value('keyword')} hint={t('keywordHint')} className={styles.memberSearch} />
        <SelectField label={t('role')} name="role" value={value('role')} any={t('anyRole')}>
          <option value="member">{t('roleMember')}</option>
          <option value="staff">{t('roleStaff')}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {tRoles(role)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('status')} name="status" value={value('status')} any={t('anyStatus')}>
          <option value="active">{t('active')}</option>
          <option value="disabled">{t('disabled')}</option>
        </SelectField>
      </FilterForm>

      <ListResults
        label={t('title')}
        count={t('count', { total: page.total })}
        isEmpty={page.list.length === 0}
        emptyText={t('empty')}
        pager={{ page: query.page, pages, href: pageHref, texts: pagerTexts(t, query.page, pages) }}
      >
        <ListTable rows={page.list} columns={columns} rowKey={(member) => member.id} rowClassName={(member) => (member.disabled ? styles.memberRowDisabled : undefined)} />
      </ListResults>
    </>
  );
}
