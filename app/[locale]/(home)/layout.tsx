import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import Header from '@/components/site/Header';
import Footer from '@/components/site/Footer';
import ScrollToTop from '@/components/ui/ScrollToTop';

/** Home layout (SPEC §2): the header and footer around full-width sections. */
export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
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
