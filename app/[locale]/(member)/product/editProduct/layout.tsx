import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The design editor sits in the member frame like every /user page (the menu marks "My designs"). */
export default async function EditProductLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return <MemberShell locale={locale}>{children}</MemberShell>;
}
