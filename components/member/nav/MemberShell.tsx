import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { MEMBER_NAV, MEMBER_NAV_GROUPS, type MemberNavGroup } from '@/lib/member-nav';
import { localizedPath } from '@/i18n/paths';
import { signedIn } from '@/lib/server/members/pages';
import { myUnreadCount } from '@/lib/server/messages/pages';
import MemberNav from './MemberNav';
import styles from './MemberShell.module.css';

/**
 * The member area's frame: the member menu (a side column from 992 px, a bar with a menu button
 * and its panel on phones) beside the page. Used by app/[locale]/(member)/user/layout.tsx for every
 * /user/* page, and by the member pages outside /user (/manuscript, /product/editProduct/{id})
 * through their own layout. Without a live session it renders the page alone: the page's own gate
 * (guardMemberPage) sends the visitor to the login page.
 */
export default async function MemberShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const member = await signedIn();
  if (!member) return <>{children}</>;
  const [t, unread] = await Promise.all([getTranslations({ locale, namespace: 'member.nav' }), myUnreadCount()]);
  const items = MEMBER_NAV.map((item) => ({ key: item.key, group: item.group, href: localizedPath(locale, item.path), label: t(`items.${item.key}`) }));
  const groups = Object.fromEntries(MEMBER_NAV_GROUPS.map((group) => [group, t(`groups.${group}`)])) as Record<MemberNavGroup, string>;
  return (
    <div className={`container ${styles.shell}`}>
      <MemberNav
        items={items}
        groups={groups}
        unread={unread}
        member={{ name: member.name, company: member.company, avatar: member.avatar }}
        homeHref={localizedPath(locale, '/')}
        texts={{ label: t('label'), title: t('title'), unread: t('unread', { count: unread }), menu: t('menu') }}
      />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
