import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/client-config';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // The site's routes as first laid out (/products, /product/{id}/{name} …) are the zh-CN URLs, unprefixed.
  localePrefix: 'as-needed',
  // hreflang alternates are written by generateMetadata and sitemap.ts (reciprocal, absolute, with x-default), not as a Link header.
  alternateLinks: false,
});
