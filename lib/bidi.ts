import type { Locale } from '@/lib/config';
import { dirOf } from '@/i18n/locale';

/**
 * Text direction of mixed content (issue 10, Arabic).
 *
 * - A text in another language than the page's (a fallback: the API says so in `lang`) carries that
 *   language and its direction: `<h1 {...langDir(product.lang?.name)}>`. Without `dir`, an English
 *   fallback inside an Arabic page is laid out right to left ("mm SBR neoprene, 3", the full stop
 *   first, "(MOQ)" mirrored).
 * - A value that is a Latin or number run in every language (e-mail, phone, WhatsApp, URL, model
 *   name, reference number) is isolated left to right: `<bdi dir="ltr">` or `dir="ltr"` on its own
 *   inline element (every element with `dir` is isolated: `unicode-bidi: isolate`).
 * - A measurement that may be written per language ("22 × 14 cm", "36 × 26 سم") goes in a plain
 *   `<bdi>`: its direction is that of its first letter.
 * - Text in the page's own language is left alone: an Arabic sentence that starts with "EVA" must
 *   stay right to left, which `dir="auto"` would get wrong.
 * - Directional icons (→, chevrons, prev/next) take the `bidi-flip` class (app/globals.css): mirrored
 *   in a right-to-left page.
 */
export function langDir(lang: Locale | undefined): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  return lang ? { lang, dir: dirOf(lang) } : {};
}

/** Unicode isolates for plain strings (a value inside a translated sentence, an attribute). */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** `value` kept left to right inside a right-to-left page's sentence; as it is in a left-to-right page. */
export function isolateLtr(value: string, locale: Locale): string {
  return dirOf(locale) === 'rtl' ? `${LRI}${value}${PDI}` : value;
}

/** `value` isolated with the direction of its first letter, in a right-to-left page. */
export function isolateAuto(value: string, locale: Locale): string {
  return dirOf(locale) === 'rtl' ? `${FSI}${value}${PDI}` : value;
}
