/** The consultation request (POST /consult): what the buyer sends, its rules, and the receipt. */
import * as z from 'zod/mini';
import { CONSULT, DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { countryFromText } from '@/lib/countries';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { FILE_HANDLE, INQUIRY_FILES } from '@/lib/uploads';
import { fields, oneOf, positiveInt, text, tokenList } from '@/lib/validation/kit';

export interface ConsultInput {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  /** An ISO 3166-1 alpha-2 code (a country's name is read as its code). */
  country?: string;
  product_id?: number | null;
  quantity?: number | null;
  message: string;
  locale?: Locale;
  source_page?: string;
  /** Handles of files uploaded with POST /consult/files (at most 5). */
  files?: string[];
}

export interface ConsultReceipt {
  id: number;
  /** What the buyer, the e-mails and the back office call the request: `HX-2611-7K3Q`. */
  reference: string;
  created_at: string;
}

/** A file uploaded for an inquiry (POST /consult/files): send its handle with the request. */
export interface UploadedFile {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  created_at: string;
}

/* ---------------------------------------------------------------- the request's rules */

/*
 * Shared by the server (the rule that counts) and the contact form (the same rules before sending,
 * so the visitor sees errors at once). Unknown fields are ignored. A request without a `locale`
 * is given the locale it was sent in by its caller (the route: the request's; the form: the page's).
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

const consultFields = fields({
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

/**
 * A consultation request: the fields above, renamed for the service; the country as its ISO
 * 3166-1 code ('' when not given); the file handles in the order the buyer added them.
 */
export const consultSchema = z.pipe(
  consultFields,
  z.transform(({ product_id, source_page, locale, country, ...rest }) => ({
    ...rest,
    country: country ? (countryFromText(country) ?? '') : '',
    productId: product_id,
    sourcePage: source_page,
    locale: locale || DEFAULT_LOCALE,
  })),
);
export type ConsultFields = z.output<typeof consultSchema>;

/** A request's raw fields with the locale it was sent in standing in for a missing one. */
export function withLocale(raw: unknown, locale: Locale): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const fields = raw as Record<string, unknown>;
  return { ...fields, locale: fields.locale === undefined || fields.locale === null || fields.locale === '' ? locale : fields.locale };
}
