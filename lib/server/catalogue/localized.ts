import { CONTENT_FALLBACK, type Locale } from '@/lib/config';
import type { LocalizedList, LocalizedText } from './schema';

export interface Resolved<T> {
  value: T;
  /** The locale the value was written in. */
  lang: Locale;
}

/** asked locale → en → zh-CN → whatever exists. */
export function chainFor(locale: Locale): Locale[] {
  return [locale, ...CONTENT_FALLBACK.filter((l) => l !== locale)];
}

export function resolveText(text: LocalizedText | string, locale: Locale): Resolved<string> {
  if (typeof text === 'string') return { value: text, lang: locale };
  for (const candidate of chainFor(locale)) {
    const value = text[candidate];
    if (value) return { value, lang: candidate };
  }
  const first = Object.entries(text).find(([, v]) => v);
  return first ? { value: first[1] as string, lang: first[0] as Locale } : { value: '', lang: locale };
}

export function resolveList(list: LocalizedList, locale: Locale): Resolved<string[]> {
  for (const candidate of chainFor(locale)) {
    const value = list[candidate];
    if (value?.length) return { value, lang: candidate };
  }
  return { value: [], lang: locale };
}

/**
 * Resolves several fields at once and records, per field, the locale used when it is not the
 * asked one: the page marks such an element with its own `lang`.
 */
export function resolveFields<K extends string>(fields: Record<K, LocalizedText>, locale: Locale): { values: Record<K, string>; lang: Partial<Record<K, Locale>> | undefined } {
  const values = {} as Record<K, string>;
  const lang: Partial<Record<K, Locale>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const resolved = resolveText(fields[key], locale);
    values[key] = resolved.value;
    if (resolved.lang !== locale) lang[key] = resolved.lang;
  }
  return { values, lang: Object.keys(lang).length ? lang : undefined };
}
