import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Every /user/* page inside the member frame (menu, member, unread messages, logout). The login,
 * WeChat/QQ return and /index pages of the (member) group sit outside /user and keep the plain
 * member layout.
 */
export default async function UserLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return <MemberShell locale={locale}>{children}</MemberShell>;
}
