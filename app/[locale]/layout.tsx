import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { pageLocale } from '@/lib/server/http/page';
import { dirOf } from '@/i18n/locale';
import { loadMessages } from '@/i18n/messages';
import { THEME } from '@/lib/config';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import { siteUrl } from '@/lib/site-url';
import ApiFeedback from '@/components/ui/ApiFeedback';
import { OrganizationJsonLd } from '@/lib/seo/json-ld';
import { companyDisplayName } from '@/lib/seo/metadata';
import NavigationProgress from '@/components/ui/NavigationProgress';
import ViewportClass from '@/components/ui/ViewportClass';
import ErrorLogListener from '@/components/ui/ErrorLogListener';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Nothing is rendered at build time (the database is not opened by `next build`): every page
 *  renders on its first request and is then served from the cache until its data changes. */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: THEME.primary, width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getCompanyFacts(locale)]);
  const title = companyDisplayName(facts, t('titleSuffix'));
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: title, template: `%s | ${title}` },
    description: t('description'),
    applicationName: title,
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  const messages = await loadMessages(locale);
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <body>
        <OrganizationJsonLd locale={locale} />
        {/* No i18n provider here: client leaves get their texts and hrefs as props, so catalogue pages
            ship no message formatter. Only the contact form has one of its own. */}
        {children}
        <ApiFeedback messages={messages.api} locale={locale} />
        <NavigationProgress />
        <ViewportClass />
        <ErrorLogListener />
      </body>
    </html>
  );
}
