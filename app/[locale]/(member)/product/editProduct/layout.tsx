import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** A member page outside /user, inside the member frame like the /user pages (menu, member, logout). */
export default async function MemberFrameLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return <MemberShell locale={locale}>{children}</MemberShell>;
}
