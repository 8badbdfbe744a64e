import { LOCALES, type Locale } from '@/lib/client-config';

/*
 * Countries and regions for the contact form and the leads: ISO 3166-1 alpha-2 codes (plus XK,
 * Kosovo, which ICU names), named in the reader's language by Intl.DisplayNames and sorted by
 * Intl.Collator, so no list of names is shipped. A lead stores the code; leads written before
 * the list hold the text the buyer typed, which is shown as it is.
 */

export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW ' +
  'TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const CODES = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      made = null;
    }
    namers.set(locale, made);
  }
  return namers.get(locale)!;
}

/** A code's name in `locale` (the code itself where the runtime knows no name). */
export function countryName(code: string, locale: string): string {
  return namer(locale)?.of(code) ?? code;
}

/** What a lead's country field shows: the name of a code, or the text an older lead holds. */
export function countryLabel(stored: string, locale: string): string {
  return isCountryCode(stored) ? countryName(stored, locale) : stored;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** Every country, named and sorted in `locale`. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The country a page's language points to, where it points to one: German → DE, Japanese → JP,
 * Brazilian Portuguese (our pt texts) → BR. English and Arabic are spoken in too many countries
 * to guess; the browser's own region (en-GB, ar-EG) decides there, or nothing is chosen.
 */
const LOCALE_COUNTRY: Partial<Record<Locale, string>> = {
  'zh-CN': 'CN',
  'zh-TW': 'TW',
  ja: 'JP',
  ko: 'KR',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  pt: 'BR',
  ru: 'RU',
  it: 'IT',
  vi: 'VN',
  th: 'TH',
};

/**
 * The country to preselect: the region of the browser's first language tag in the page's language
 * (en-US on /en → US, es-MX on /es → MX), else the locale's own country, else '' (none).
 */
export function defaultCountry(locale: Locale, browserLanguages: readonly string[] = []): string {
  const language = locale.split('-')[0];
  for (const tag of browserLanguages) {
    try {
      const parsed = new Intl.Locale(tag);
      if (parsed.language === language && parsed.region && isCountryCode(parsed.region)) return parsed.region;
    } catch {
      /* not a language tag */
    }
  }
  return LOCALE_COUNTRY[locale] ?? '';
}

let byName: Map<string, string> | null = null;

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/**
 * The code a text names: a code in any case ('de'), or a country's name in any of the site's 14
 * languages ('Germany', 'Deutschland', '德国'); null when it names none.
 */
export function countryFromText(text: string): string | null {
  const folded = fold(text);
  if (folded.length === 2 && isCountryCode(folded.toUpperCase())) return folded.toUpperCase();
  if (folded === 'uk') return 'GB';
  if (!byName) {
    byName = new Map();
    for (const locale of ['en', ...LOCALES]) {
      for (const code of COUNTRY_CODES) {
        const name = countryName(code, locale);
        if (name !== code && !byName.has(fold(name))) byName.set(fold(name), code);
      }
    }
  }
  return byName.get(folded) ?? null;
}
