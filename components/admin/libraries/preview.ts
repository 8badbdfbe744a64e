import { LOCALES, type Locale } from '@/lib/client-config';

/** A localized text's preview in the back office's locale, else zh-CN, else English, else the first written (usable on the server and in the browser). */
export function previewText(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] || text['zh-CN'] || text.en || LOCALES.map((l) => text[l]).find(Boolean) || '';
}
