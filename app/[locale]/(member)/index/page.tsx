import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { localizedPath } from '@/i18n/paths';
import { siteUrl } from '@/lib/site-url';
import { pageLocale } from '@/lib/server/http/page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string | string[] }> };

// Reads the query on every request.
export const dynamic = 'force-dynamic';

/** /index: sent to the same-site `redirect` query, or home. */
export default async function IndexPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).redirect;
  redirect(safeRedirectPath(Array.isArray(raw) ? raw[0] : raw, siteUrl()) ?? localizedPath(locale, '/'));
}
