import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import Header from '@/components/site/Header';
import Footer from '@/components/site/Footer';
import ScrollToTop from '@/components/ui/ScrollToTop';

/** Default layout (SPEC §2): header, content, footer, scroll-to-top button. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <Header locale={locale} />
      <main id="main">{children}</main>
      <Footer locale={locale} />
      <ScrollToTop />
    </>
  );
}
