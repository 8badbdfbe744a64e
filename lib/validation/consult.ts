import { CONSULT, LOCALES, type Locale } from '@/lib/config';
import { countryFromText } from '@/lib/countries';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { FILE_HANDLE, INQUIRY_FILES } from '@/lib/uploads';
import { fields, oneOf, positiveInt, text, tokenList, validate, type Validation } from './kit';

/*
 * A consultation request (the fields below), shared by the server (the rule that counts) and the
 * contact form (the same rules before sending, so the visitor sees errors at once). Unknown fields
 * are ignored.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9 ().-]*$/;
const max = CONSULT.maxLength;

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 5 && digits <= 20;
}

/** A path on this site, by the one rule of redirect targets (a source page is a place to go back to). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && safeRedirectPath(value) !== null;
}

export const consultSchema = fields({
  name: text({ max: max.name, required: true }),
  company: text({ max: max.company }),
  email: text({ max: max.email, required: true, format: { test: (v) => EMAIL.test(v), key: 'email' } }),
  phone: text({ max: max.phone, format: { test: isPhone, key: 'phone' } }),
  /** A country code from the form's list; a country's name in one of the 14 languages is read as its code. */
  country: text({ max: max.country, format: { test: (v) => countryFromText(v) !== null, key: 'country' } }),
  message: text({ max: max.message, min: CONSULT.minMessageLength, required: true }),
  source_page: text({ max: max.sourcePage, format: { test: isSitePath, key: 'sourcePage' } }),
  product_id: positiveInt({ key: 'product' }),
  quantity: positiveInt({ key: 'quantity', max: CONSULT.maxQuantity }),
  locale: oneOf<Locale | ''>(LOCALES, { key: 'locale', fallback: '' }),
  /** Handles of files uploaded for this request (POST /consult/files). */
  files: tokenList({ pattern: FILE_HANDLE, maxItems: INQUIRY_FILES.maxFiles, key: 'fileUnknown', tooMany: 'tooManyFiles' }),
});

export interface ConsultFields {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** An ISO 3166-1 code, or ''. */
  country: string;
  productId: number | null;
  quantity: number | null;
  message: string;
  locale: Locale;
  sourcePage: string;
  /** File handles, in the order the buyer added them. */
  files: string[];
}

/** Validates a request; `requestLocale` (the answer's language) stands in for a missing `locale`. */
export function validateConsult(raw: unknown, requestLocale: Locale): Validation<ConsultFields> {
  const checked = validate(consultSchema, raw);
  if (!checked.ok) return checked;
  const { product_id, source_page, locale, country, ...rest } = checked.value;
  return {
    ok: true,
    value: { ...rest, country: country ? countryFromText(country)! : '', productId: product_id, sourcePage: source_page, locale: locale || requestLocale },
  };
}

export type { FieldError } from './kit';
