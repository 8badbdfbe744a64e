/** The site's absolute origin for canonical URLs, hreflang and the sitemap (one setting: SITE_URL). */
export function siteUrl(): string {
  const raw = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return raw.replace(/\/+$/, '');
}
