import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { loadMessages } from '@/i18n/messages';
import { pickMessages } from '@/i18n/pick';
import { localizedPath } from '@/i18n/paths';
import SiteFrame from '@/components/site/SiteFrame';
import SessionTimeoutDialog from '@/components/member/SessionTimeoutDialog';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Member pages are for members, not for search engines. */
export const metadata: Metadata = { robots: { index: false } };

/**
 * The user layout (SPEC §2): the site's header and footer around the member pages, and one i18n
 * provider with only the namespaces their client parts use (unlike the catalogue, which has none).
 * The session-timeout dialog is mounted here, once, and nowhere else.
 */
export default async function MemberLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const messages = await loadMessages(locale);
  return (
    <SiteFrame locale={locale}>
      <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ['member', 'server', 'api', 'common'])}>
        <SessionTimeoutDialog homeHref={localizedPath(locale, '/')} />
        {children}
      </NextIntlClientProvider>
    </SiteFrame>
  );
}
