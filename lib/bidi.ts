import { RTL_LOCALES, type Locale } from '@/lib/client-config';

/** (As i18n/locale.ts's dirOf, without its negotiation code in a client bundle.) */
function dirOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * Text direction of mixed content (Arabic pages that quote Latin names and numbers).
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

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text holds Hebrew or Arabic letters (it is then laid out right to left). */
export function hasRtlLetters(text: string): boolean {
  return RTL_LETTER.test(text);
}

/**
 * A run of Latin letters, digits and the signs of measurements and model names, starting and
 * ending with a letter, a digit or a unit sign: "36 × 26 cm", "3.5 mm", "Galaxy S24/S25", "600D".
 */
const LATIN_RUN = /[0-9A-Za-z\u00C0-\u024F](?:[0-9A-Za-z\u00C0-\u024F×.,/\-–°%+'"″′# ]*[0-9A-Za-z\u00C0-\u024F°%"″′])?/g;
/** Worth isolating: a run with a letter or a multiplication sign ("8 × 10"); a bare number is laid out well as it is. */
const NEEDS_ISOLATION = /[A-Za-z\u00C0-\u024F×]/;

/**
 * A right-to-left text cut into its parts, the Latin and measurement runs marked `ltr` (to be
 * isolated left to right): the bidi algorithm alone draws "36 × 26 cm" inside Arabic as
 * "cm 26 × 36", since a number before a Latin word takes the direction of the text around it.
 */
export function splitLtrRuns(text: string): { text: string; ltr: boolean }[] {
  const parts: { text: string; ltr: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (!NEEDS_ISOLATION.test(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), ltr: false });
  return parts;
}
