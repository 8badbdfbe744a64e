import 'server-only';
import type { Locale } from '@/lib/config';

/*
 * Our 14 locales in each provider's language codes. A locale a provider lacks is absent here:
 * the fill reports it as not done rather than sending it to a language it does not know.
 */

export type ProviderName = 'deepl' | 'openai' | 'libretranslate';

/** DeepL: sources are bare languages, targets name the variant (EN-US, PT-BR, ZH-HANS). */
const DEEPL_SOURCE: Partial<Record<Locale, string>> = {
  'zh-CN': 'ZH',
  'zh-TW': 'ZH',
  en: 'EN',
  ja: 'JA',
  ko: 'KO',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  pt: 'PT',
  ru: 'RU',
  ar: 'AR',
  it: 'IT',
  vi: 'VI',
  th: 'TH',
};
const DEEPL_TARGET: Partial<Record<Locale, string>> = {
  ...DEEPL_SOURCE,
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  en: 'EN-US',
  pt: 'PT-BR',
};

/** A self-hosted LibreTranslate (Argos models): zt is traditional Chinese. */
const LIBRE: Partial<Record<Locale, string>> = {
  'zh-CN': 'zh',
  'zh-TW': 'zt',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
  de: 'de',
  pt: 'pt',
  ru: 'ru',
  ar: 'ar',
  it: 'it',
  vi: 'vi',
  th: 'th',
};

/** A chat model is told the language by name (with the tag, so variants are not confused). */
const NAMES: Record<Locale, string> = {
  'zh-CN': 'Simplified Chinese (zh-CN)',
  'zh-TW': 'Traditional Chinese (zh-TW)',
  en: 'English (en)',
  ja: 'Japanese (ja)',
  ko: 'Korean (ko)',
  es: 'Spanish (es)',
  fr: 'French (fr)',
  de: 'German (de)',
  pt: 'Portuguese (pt)',
  ru: 'Russian (ru)',
  ar: 'Arabic (ar)',
  it: 'Italian (it)',
  vi: 'Vietnamese (vi)',
  th: 'Thai (th)',
};

/** The provider's code of a locale as a source or a target, or null when it has none. */
export function providerCode(provider: ProviderName, locale: Locale, as: 'source' | 'target'): string | null {
  switch (provider) {
    case 'deepl':
      return (as === 'source' ? DEEPL_SOURCE : DEEPL_TARGET)[locale] ?? null;
    case 'libretranslate':
      return LIBRE[locale] ?? null;
    case 'openai':
      return NAMES[locale];
  }
}
