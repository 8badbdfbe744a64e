import { siteUrlFrom } from '@/lib/server/settings/environment.mjs';

/** The site's absolute origin for canonical URLs, hreflang and the sitemap (one setting: SITE_URL, checked at start). */
export function siteUrl(): string {
  return siteUrlFrom(process.env);
}
