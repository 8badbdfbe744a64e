import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/config';
import { loadMessages } from '@/i18n/messages';
import { pickPaths } from '@/i18n/pick';
import { MEMBER_PAGE_MESSAGES, type MemberMessagesPage } from './page-messages';

/**
 * The i18n provider of one member page's client parts, with only the namespaces that page declares
 * in ./page-messages.ts (it replaces the frame's provider inside the page).
 */
export default async function MemberMessages({ locale, page, children }: { locale: Locale; page: MemberMessagesPage | 'frame'; children: ReactNode }) {
  const messages = await loadMessages(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={pickPaths(messages, MEMBER_PAGE_MESSAGES[page])}>
      {children}
    </NextIntlClientProvider>
  );
}
