import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/client-config';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // The specification's routes (/products, /product/{id}/{name} …) are the zh-CN URLs.
  localePrefix: 'as-needed',
  // hreflang alternates are written by generateMetadata and sitemap.ts (reciprocal, absolute, with x-default), not as a Link header.
  alternateLinks: false,
});
