import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { listHref } from '@/lib/catalogue-url';
import { siteUrl } from '@/lib/site-url';

/*
 * Locale-aware addresses for canonical links, hreflang, Open Graph and the sitemap.
 * `path` is always the locale-free route (the zh-CN URL, unprefixed): '/', '/products',
 * '/products?category=pouch', '/product/12/zip-pouch'. The default locale is unprefixed
 * (`localePrefix: 'as-needed'` in i18n/routing.ts); every other locale gets '/{locale}'.
 */

/** hreflang key → absolute URL: the 14 locales plus x-default. */
export type LanguageAlternates = Record<Locale | 'x-default', string>;

export interface Alternates {
  canonical: string;
  languages: LanguageAlternates;
}

/** The product detail route; the slug is the `{name}` segment; a wrong slug redirects to this one. */
export function productPath(id: number, slug: string): string {
  return `/product/${id}/${encodeURIComponent(slug)}`;
}

/** The product list, optionally filtered by a category key (a family or a sub-category). */
export function productsPath(category?: string): string {
  return listHref({ category: category ?? null, page: 1 });
}

/**
 * The absolute URL of `path` in `locale`, on the origin from SITE_URL. The zh-CN home page is the
 * bare origin (`https://example.com`, no trailing slash): Next writes a canonical or hreflang URL
 * whose path is `/` that way whatever it is given (resolveAbsoluteUrlWithPathname), so the sitemap,
 * JSON-LD and the page's own links use that one form too, and a crawler comparing them as strings
 * finds them equal.
 */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return `${siteUrl()}${localized === '/' ? '' : localized}`;
}

/** An absolute URL for a site asset ('/media/…', '/icon.svg'); absolute input is returned as is. */
export function absoluteAsset(src: string): string {
  return new URL(src, `${siteUrl()}/`).toString();
}

/** Every locale's URL of `path` plus x-default (the unprefixed default-locale URL). */
export function languageAlternates(path: string): LanguageAlternates {
  const languages = Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(l, path)])) as Record<Locale, string>;
  return { ...languages, 'x-default': absoluteUrl(DEFAULT_LOCALE, path) };
}

/** Canonical (this locale's URL) and the reciprocal hreflang set for `path`. */
export function alternates(path: string, locale: Locale = DEFAULT_LOCALE): Alternates {
  return { canonical: absoluteUrl(locale, path), languages: languageAlternates(path) };
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** For URLs written into XML by hand: Next's sitemap serializer inserts `url` and hreflang hrefs unescaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

/** A page href as a string or as a pathname with a query. */
export type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };

/** `{pathname: '/products', query: {category: 'pouch'}}` → '/products?category=pouch'. */
export function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${href.pathname}?${qs}` : href.pathname;
}
