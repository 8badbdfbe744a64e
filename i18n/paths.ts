import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/client-config';

/*
 * The one place that adds and strips the locale prefix (`localePrefix: 'as-needed'` in
 * ./routing.ts): the default locale (zh-CN) has none, every other locale is `/{locale}`. Pages,
 * the proxy, the language switcher, the social return pages and the sitemap all ask here. Kept
 * free of next-intl's client navigation, whose provider would bundle the message formatter into
 * every catalogue page (docs/architecture.md, "Links and client JavaScript").
 */

/** The locale a first path segment names as a prefix (never the default locale, which has none). */
function prefixLocale(segment: string | undefined): Locale | null {
  return LOCALES.find((l) => l === segment && l !== DEFAULT_LOCALE) ?? null;
}

/** Splits `/en/user/profile` into the locale and the path without it (zh-CN has no prefix). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const locale = prefixLocale(pathname.split('/')[1]);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: pathname.slice(locale.length + 1) || '/' };
}

/** '/products' → '/products' (zh-CN), '/en/products' (en); '/' → '/' and '/en'. Query and hash kept. */
export function localizedPath(locale: Locale, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const normalized = `/${pathname.replace(/^\/+/, '')}`;
  if (locale === DEFAULT_LOCALE) return `${normalized}${rest}`;
  // The locale root is '/en', not '/en/' (next-intl redirects the latter).
  return `/${locale}${normalized === '/' ? '' : normalized}${rest}`;
}

/** The same page in another locale: `/en/products` → `/ja/products`, `/products` (zh-CN). */
export function switchLocalePath(pathname: string, to: Locale): string {
  return localizedPath(to, splitLocale(pathname).path);
}
