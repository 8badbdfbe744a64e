import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/server/http/page';
import SiteFrame from '@/components/site/SiteFrame';

/** Default layout (the catalogue pages'): header, content, footer, scroll-to-top button. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SiteFrame locale={await pageLocale(params)}>{children}</SiteFrame>;
}
