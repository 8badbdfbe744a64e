import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/server/http/page';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** A member page outside /user, inside the member frame like the /user pages (menu, member, logout). */
export default async function MemberFrameLayout({ children, params }: Props) {
  return <MemberShell locale={await pageLocale(params)}>{children}</MemberShell>;
}
