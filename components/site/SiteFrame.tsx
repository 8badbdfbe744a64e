import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import Header from './Header';
import Footer from './Footer';
import ScrollToTop from '@/components/ui/ScrollToTop';

/** Header, content, footer and the scroll-to-top button: shared by the default and home layouts. */
export default async function SiteFrame({ children, locale }: { children: ReactNode; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <Header locale={locale} />
      <main id="main">{children}</main>
      <Footer locale={locale} />
      <ScrollToTop label={t('backToTop')} />
    </>
  );
}
