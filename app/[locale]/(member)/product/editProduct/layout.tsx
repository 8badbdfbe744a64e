import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/server/http/page';
import MemberShell from '@/components/member/nav/MemberShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The design editor sits in the member frame like every /user page (the menu marks "My designs"). */
export default async function EditProductLayout({ children, params }: Props) {
  return <MemberShell locale={await pageLocale(params)}>{children}</MemberShell>;
}
