import { CONSULT, LOCALES, type Locale } from '@/lib/config';

/*
 * Validation of a consultation request, shared by the server (the rule that counts) and the
 * contact form (the same rules before sending, so the visitor sees errors at once).
 */

/** A field error as a message key of the `server.field` namespace and its values. */
export interface FieldError {
  key: 'required' | 'tooLong' | 'tooShort' | 'email' | 'phone' | 'quantity' | 'product' | 'locale' | 'sourcePage';
  values?: Record<string, number>;
}

export interface ConsultFields {
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  productId: number | null;
  quantity: number | null;
  message: string;
  locale: Locale;
  sourcePage: string;
}

export type ConsultValidation =
  | { ok: true; value: ConsultFields }
  | { ok: false; errors: Record<string, FieldError> };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9 ().-]*$/;

function text(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' ? raw.trim() : undefined;
}

function positiveInt(raw: unknown): number | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : 'invalid';
}

/**
 * Server-side validation of a consultation request (DESIGN.md fields). Strings are trimmed;
 * a maximum is a count the text must stay below (SPEC §5 wording). Unknown fields are ignored.
 */
export function validateConsult(raw: Record<string, unknown>, requestLocale: Locale): ConsultValidation {
  const errors: Record<string, FieldError> = {};
  const max = CONSULT.maxLength;

  const field = (name: keyof typeof max, required: boolean): string => {
    const value = text(raw[name === 'sourcePage' ? 'source_page' : name]);
    const key = name === 'sourcePage' ? 'source_page' : name;
    if (value === undefined && raw[key] !== undefined && raw[key] !== null) {
      errors[key] = { key: 'required' };
      return '';
    }
    if (!value) {
      if (required) errors[key] = { key: 'required' };
      return '';
    }
    if (value.length >= max[name]) errors[key] = { key: 'tooLong', values: { max: max[name] } };
    return value;
  };

  const name = field('name', true);
  const company = field('company', false);
  const email = field('email', true);
  const phone = field('phone', false);
  const country = field('country', false);
  const message = field('message', true);
  const sourcePage = field('sourcePage', false);

  if (email && !errors.email && !EMAIL.test(email)) errors.email = { key: 'email' };
  if (phone && !errors.phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 5 || digits > 20) errors.phone = { key: 'phone' };
  }
  if (message && !errors.message && message.length < CONSULT.minMessageLength) {
    errors.message = { key: 'tooShort', values: { min: CONSULT.minMessageLength } };
  }
  if (sourcePage && !errors.source_page && (!sourcePage.startsWith('/') || /^\/[/\\]/.test(sourcePage))) {
    errors.source_page = { key: 'sourcePage' };
  }

  const productId = positiveInt(raw.product_id);
  if (productId === 'invalid') errors.product_id = { key: 'product' };
  const quantity = positiveInt(raw.quantity);
  if (quantity === 'invalid' || (typeof quantity === 'number' && quantity > CONSULT.maxQuantity)) {
    errors.quantity = { key: 'quantity' };
  }

  let locale = requestLocale;
  if (raw.locale !== undefined && raw.locale !== null && raw.locale !== '') {
    if (typeof raw.locale === 'string' && (LOCALES as readonly string[]).includes(raw.locale)) locale = raw.locale as Locale;
    else errors.locale = { key: 'locale' };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name, company, email, phone, country, message, sourcePage, locale,
      productId: productId as number | null,
      quantity: quantity as number | null,
    },
  };
}
