import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { pageLocale } from '@/lib/server/http/page';
import { localizedPath } from '@/i18n/paths';
import SiteFrame from '@/components/site/SiteFrame';
import MemberMessages from '@/components/member/MemberMessages';
import SessionTimeoutDialog from '@/components/member/SessionTimeoutDialog';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Member pages are for members, not for search engines. */
export const metadata: Metadata = { robots: { index: false } };

/**
 * The user layout (one of the four: default, 404, home, user): the site's header and footer around the member pages, and an i18n
 * provider with what the frame's own client parts read (the session-timeout dialog, mounted here
 * once and nowhere else, and the member menu's logout button). Each page brings the namespaces of its
 * own client parts (components/member/page-messages.ts), so a page's HTML carries no other page's texts.
 */
export default async function MemberLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  return (
    <SiteFrame locale={locale}>
      <MemberMessages locale={locale} page="frame">
        <SessionTimeoutDialog homeHref={localizedPath(locale, '/')} />
        {children}
      </MemberMessages>
    </SiteFrame>
  );
}
