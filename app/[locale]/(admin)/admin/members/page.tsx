import Link from 'next/link';
import { STAFF_ROLES } from '@/lib/config';
import type { MemberSummary } from '@/lib/api/contract';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_MEMBERS, MEMBER_STAFF_ROLES, memberQuerySchema } from '@/lib/api/contract/members-admin';
import { staffMemberList } from '@/lib/server/members/pages';
import LevelBadge from '@/components/admin/points/LevelBadge';
import collegeStyles from '@/components/admin/college/AdminCollege.module.css';
import type { Column } from '@/components/admin/list/AdminList';
import ListPage from '@/components/admin/list/ListPage';
import { openListPage } from '@/components/admin/list/list-page';
import type { ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['keyword', 'role', 'status'] as const;

/** /admin/members: every account, newest first, found by account, phone, e-mail or nickname (filters in the address). */
export default async function MembersPage(props: ListPageProps) {
  const address = await openListPage(props, '/admin/members', MEMBER_STAFF_ROLES, memberQuerySchema, ALL_MEMBERS, FILTERS);
  const { locale, query, invalid } = address;
  // With each account, the "education" flag (an approved school verification that has not expired) and the level.
  const [t, tRoles, { page, education, levels }] = await Promise.all([adminTranslator(locale, 'members'), adminTranslator(locale, 'roles'), staffMemberList(query, locale)]);
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
    <ListPage
      t={t}
      address={address}
      table={{ found: page, columns, rowKey: (member) => member.id, rowClassName: (member) => (member.disabled ? styles.memberRowDisabled : undefined) }}
      form={{ label: t('filters'), problem: invalid === null ? null : t('invalid', { fields: invalid }) }}
      filters={[
        { kind: 'search', label: t('keyword'), hint: t('keywordHint'), className: styles.memberSearch },
        {
          kind: 'select',
          name: 'role',
          label: t('role'),
          any: t('anyRole'),
          choices: [['member', t('roleMember')], ['staff', t('roleStaff')], ...STAFF_ROLES.map((role) => [role, tRoles(role)] as const)],
        },
        {
          kind: 'select',
          name: 'status',
          label: t('status'),
          any: t('anyStatus'),
          choices: [
            ['active', t('active')],
            ['disabled', t('disabled')],
          ],
        },
      ]}
    />
  );
}
