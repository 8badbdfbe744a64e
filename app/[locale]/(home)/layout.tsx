import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/server/http/page';
import SiteFrame from '@/components/site/SiteFrame';

/** Home layout (one of the four: default, 404, home, user): the home page's full-width sections inside the same frame. */
export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SiteFrame locale={await pageLocale(params)}>{children}</SiteFrame>;
}
