import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '@/lib/client-config';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * Picks our best locale for an Accept-Language header (exact tag, then language-only match,
 * Chinese script/region aware), falling back to the default locale.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.tag && r.tag !== '*' && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const [lang, region] = tag.split('-');
    if (lang === 'zh') {
      return region && ['tw', 'hk', 'mo', 'hant'].includes(region) ? 'zh-TW' : 'zh-CN';
    }
    const byLang = LOCALES.find((l) => l.toLowerCase().split('-')[0] === lang);
    if (byLang) return byLang;
  }
  return DEFAULT_LOCALE;
}
