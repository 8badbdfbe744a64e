import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/server/http/page';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Every /user/* page inside the member frame (menu, member, unread messages, logout). The login,
 * WeChat/QQ return and /index pages of the (member) group sit outside /user and keep the plain
 * member layout.
 */
export default async function UserLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  return <MemberShell locale={locale}>{children}</MemberShell>;
}
