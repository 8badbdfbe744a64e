import type { MetadataRoute } from 'next';
import { API, LOCALES, DEFAULT_LOCALE } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { siteUrl } from '@/lib/site-url';

// SITE_URL is read when the server runs, not frozen into a file at build time.
export const dynamic = 'force-dynamic';

/** Member-area, back-office and helper routes: nothing for a search engine, in any locale. */
const PRIVATE_PATHS = ['/user/', '/admin', '/login', '/redirect', '/weChatLogin', '/qqLogin'];

export default function robots(): MetadataRoute.Robots {
  const localized = LOCALES.flatMap((locale) => (locale === DEFAULT_LOCALE ? PRIVATE_PATHS : PRIVATE_PATHS.map((path) => localizedPath(locale, path))));
  return {
    rules: { userAgent: '*', allow: '/', disallow: [`${API.base}/`, ...localized] },
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
