import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/client-config';

/*
 * The one validation kit of the site, shared by the server (the rule that counts) and the forms
 * (the same rules before sending). Schemas are zod (`zod/mini`, a few kB in the browser); every
 * failure is a FieldError of one vocabulary, translated from the `server.field` messages on both
 * sides. Field builders take what a JSON body or a form may carry (strings, numbers, booleans)
 * and never trust its type.
 */

/** Every field error the site can show; each is a message under `server.field`. */
export const FIELD_KEYS = [
  'required',
  'invalid',
  'characters',
  'tooLong',
  'tooShort',
  'email',
  'phone',
  'mobile',
  'quantity',
  'product',
  'locale',
  'sourcePage',
  'account',
  'accountTaken',
  'passwordLength',
  'passwordMismatch',
  'policy',
  'code',
  'codeWrong',
  'date',
  'choice',
  'image',
  'fileTooLarge',
  'imagePixels',
  'imageTooComplex',
  'slug',
  'taken',
  'url',
  'country',
  'fileType',
  'tooManyFiles',
  'fileUnknown',
  'colour',
  'tooManyColours',
  'quantityRange',
  'postalCode',
  'phoneIntl',
  'region',
  'passwordWrong',
  'futureDate',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export interface FieldError {
  key: FieldKey;
  values?: Record<string, number>;
}

export type FieldErrors = Record<string, FieldError>;
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The message key of a field error, under the `server` namespace. */
export function fieldMessageKey(error: FieldError): `field.${FieldKey}` {
  return `field.${error.key}`;
}

/** Characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Control characters (NUL and the C0/C1 ranges, but tab and line breaks), lone surrogates and
 * U+FFFD (what a broken encoding decodes to): no text field stores them.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value) || !isWellFormed(value);
}

function isWellFormed(value: string): boolean {
  // String.prototype.isWellFormed exists from Node 20 and current browsers; the loop is the fallback.
  const native = (value as string & { isWellFormed?: () => boolean }).isWellFormed;
  if (native) return native.call(value);
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

/**
 * What a field builder accepts, as JSON Schema (the API's self-description reads it): the builders
 * read unknown input through transforms, which zod alone cannot describe. `required`: the field
 * must be present. Describing a field changes nothing in how it validates.
 */
export interface FieldShape {
  schema: Record<string, unknown>;
  required?: boolean;
}
export const fieldShapes = z.registry<FieldShape>();

function described<S extends z.ZodMiniType>(schema: S, shape: Record<string, unknown>, required = false): S {
  fieldShapes.add(schema, { schema: shape, required });
  return schema;
}

/**
 * A field read through `transform`: a missing key arrives as null (prefault), so the transform
 * decides what absence means (an error for a required field, a default otherwise).
 */
function field<T>(transform: (raw: unknown, ctx: Ctx) => T) {
  return z.prefault(z.pipe(z.unknown(), z.transform(transform)), null);
}

/** Reports a field error from inside a transform; the parse then fails with it. */
function flag(ctx: Ctx, input: unknown, key: FieldKey, values?: Record<string, number>): void {
  ctx.issues.push({ code: 'custom', message: key, input, params: values ? { values } : undefined });
}

/** Reports an error that leaves no value to speak of (absent, not text). */
function report(ctx: Ctx, input: unknown, key: FieldKey, values?: Record<string, number>): typeof z.NEVER {
  flag(ctx, input, key, values);
  return z.NEVER;
}

/** A string (numbers read as text); anything else (objects, arrays) is no value at all. */
function rawText(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw : undefined;
}

export interface TextOptions {
  /** The count of characters must stay below this (the hint says "must be below"). */
  max: number;
  min?: number;
  required?: boolean;
  /** Default true: strings are trimmed; passwords are not. */
  trim?: boolean;
  /** Unicode normalization (passwords: NFKC). */
  normalize?: 'NFKC';
  /** A format rule after the length rules: the error key when `test` fails. */
  format?: { test: (value: string) => boolean; key: FieldKey; values?: Record<string, number> };
}

/**
 * A text field: '' when absent and optional, else the trimmed string. Refuses non-text values,
 * control characters, broken Unicode, and lengths outside the rules.
 */
export function text(options: TextOptions) {
  const { max, min, required = false, trim = true, normalize, format } = options;
  const shape = { type: 'string', maxLength: max - 1, ...(min !== undefined ? { minLength: min } : {}) };
  return described(
    field((raw, ctx): string => {
      if (raw === undefined || raw === null) return required ? report(ctx, raw, 'required') : '';
      let value = rawText(raw);
      if (value === undefined) return report(ctx, raw, 'required');
      if (hasForbiddenCharacters(value)) return report(ctx, raw, 'characters');
      if (normalize) value = value.normalize(normalize);
      if (trim) value = value.trim();
      if (value === '') return required ? report(ctx, raw, 'required') : '';
      // A value of the wrong length or format is still a value: rules over several fields
      // (the same password twice) compare it as typed.
      const count = characterCount(value);
      if (count >= max) flag(ctx, raw, 'tooLong', { max });
      else if (min !== undefined && count < min) flag(ctx, raw, 'tooShort', { min });
      else if (format && !format.test(value)) flag(ctx, raw, format.key, format.values);
      return value;
    }),
    shape,
    required,
  );
}

/**
 * An optional positive whole number (digits as text or a number): null when absent. Without a
 * `max`, at most 2,147,483,647: ids and counts are PostgreSQL `integer` columns, which refuse a
 * larger number in a comparison (an error, where the caller expects "no such row").
 */
export function positiveInt(options: { max?: number; key: FieldKey }) {
  const max = options.max ?? 2_147_483_647;
  return described(
    field((raw, ctx): number | null => {
      if (raw === undefined || raw === null || raw === '') return null;
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,16}\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(value) || value <= 0) return report(ctx, raw, options.key);
      if (value > max) return report(ctx, raw, options.key);
      return value;
    }),
    { type: 'integer', minimum: 1, maximum: max },
  );
}

/** One of a fixed list of strings; `fallback` when absent. */
export function oneOf<const T extends string>(values: readonly T[], options: { key: FieldKey; fallback: T }) {
  return described(
    field((raw, ctx): T => {
      if (raw === undefined || raw === null || raw === '') return options.fallback;
      if (typeof raw === 'string' && (values as readonly string[]).includes(raw)) return raw as T;
      return report(ctx, raw, options.key);
    }),
    { type: 'string', enum: [...values], ...(options.fallback ? { default: options.fallback } : {}) },
  );
}

/**
 * An optional date: `YYYY-MM-DD` (the start of that day, UTC) or a full ISO 8601 time; null when
 * absent or empty.
 */
export function date(key: FieldKey = 'date') {
  return described(
    field((raw, ctx): Date | null => {
      if (raw === undefined || raw === null || raw === '') return null;
      if (typeof raw !== 'string' || raw.length > 40 || !/^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(raw.trim())) return report(ctx, raw, key);
      const value = new Date(raw.trim().length === 10 ? `${raw.trim()}T00:00:00Z` : raw.trim());
      if (Number.isNaN(value.getTime()) || value.getUTCFullYear() < 2000 || value.getUTCFullYear() > 2100) return report(ctx, raw, key);
      // A day the calendar lacks (30 February) is refused: Date would roll it into the next month.
      const [y, m, d] = raw.trim().slice(0, 10).split('-').map(Number);
      const day = new Date(Date.UTC(y, m - 1, d));
      if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return report(ctx, raw, key);
      return value;
    }),
    { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }], description: 'YYYY-MM-DD or an ISO 8601 time, years 2000 to 2100' },
  );
}

/** A ticked checkbox, from JSON (true, 1) or a form ('true', '1', 'on'). */
export function ticked(key: FieldKey) {
  return described(
    field((raw, ctx): true => {
      if (raw === true || raw === 1 || raw === 'true' || raw === '1' || raw === 'on') return true;
      return report(ctx, raw, key);
    }),
    { type: 'boolean', const: true },
    true,
  );
}

/**
 * A rule over two text fields (the same password twice), reported on `path`: it runs even when
 * other fields have errors, as long as both fields hold text.
 */
export function crossCheck<T extends Record<string, unknown>>(path: keyof T & string, other: keyof T & string, key: FieldKey, same: (a: string, b: string) => boolean) {
  return z.refine<T>(
    (value) => {
      const a = value[path];
      const b = value[other];
      return typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '' || same(a, b);
    },
    { path: [path], message: key, when: () => true },
  );
}

/** A field error a schema's own transform reports: its key, the field's path (relative to where the transform runs) and the values of its message. */
export interface Refusal {
  key: FieldKey;
  path?: PropertyKey[];
  values?: Record<string, number>;
}

/**
 * Reports field errors from inside a transform (a rule over several fields, a renamed or derived
 * value); the parse then fails with them: `z.transform((v, ctx) => (v.delta === 0 ? refuse(ctx, v, { key: 'invalid', path: ['delta'] }) : v))`.
 */
export function refuse(ctx: Ctx, input: unknown, ...refusals: Refusal[]): typeof z.NEVER {
  for (const { key, path, values } of refusals) ctx.issues.push({ code: 'custom', message: key, input, path, params: values ? { values } : undefined });
  return z.NEVER;
}

/** A text per locale, as the catalogue stores it (only the locales that have one). */
export type LocalizedInput = Partial<Record<Locale, string>>;

function localizedEntries(raw: unknown, ctx: Ctx): [string, unknown][] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    report(ctx, raw, 'invalid');
    return null;
  }
  return Object.entries(raw as Record<string, unknown>);
}

/** Reports an error of one locale of a localized field: its field is `name.ja`. */
function flagLocale(ctx: Ctx, input: unknown, locale: string, key: FieldKey, values?: Record<string, number>): void {
  ctx.issues.push({ code: 'custom', message: key, input, path: [locale], params: values ? { values } : undefined });
}

/**
 * A text per locale: `{ "zh-CN": "…", "en": "…" }` (JSON, or form fields `name.zh-CN` gathered by
 * the caller). Empty locales are dropped; each text follows the rules of `text()`; `required`
 * means the default locale must have one (the fallback chain ends there).
 */
/** A text per locale as JSON Schema: an object of locale → `item`. */
function perLocale(item: Record<string, unknown>, required = false): Record<string, unknown> {
  return { type: 'object', propertyNames: { enum: [...LOCALES] }, additionalProperties: item, ...(required ? { required: [DEFAULT_LOCALE] } : {}) };
}

export function localizedText(options: { max: number; required?: boolean }) {
  return described(
    field((raw, ctx): LocalizedInput => {
      const entries = localizedEntries(raw, ctx);
      if (!entries) return z.NEVER;
      const out: LocalizedInput = {};
      for (const [locale, value] of entries) {
        if (!(LOCALES as readonly string[]).includes(locale)) {
          flagLocale(ctx, value, locale, 'locale');
          continue;
        }
        if (value === undefined || value === null) continue;
        const text = rawText(value);
        if (text === undefined) flagLocale(ctx, value, locale, 'invalid');
        else if (hasForbiddenCharacters(text)) flagLocale(ctx, value, locale, 'characters');
        else if (text.trim() !== '') {
          if (characterCount(text.trim()) >= options.max) flagLocale(ctx, value, locale, 'tooLong', { max: options.max });
          else out[locale as Locale] = text.trim();
        }
      }
      if (options.required && !out[DEFAULT_LOCALE]) flagLocale(ctx, raw, DEFAULT_LOCALE, 'required');
      return out;
    }),
    perLocale({ type: 'string', maxLength: options.max - 1 }, options.required),
    options.required,
  );
}

/**
 * A list of short texts per locale (a product's customisation options): each locale's value is an
 * array of strings or one text with an item per line.
 */
export function localizedList(options: { max: number; maxItems: number }) {
  const item = { type: 'string', maxLength: options.max - 1 };
  const shape = perLocale({
    anyOf: [
      { type: 'array', items: item, maxItems: options.maxItems },
      { type: 'string', description: 'one item per line' },
    ],
  });
  return described(
    field((raw, ctx): Partial<Record<Locale, string[]>> => {
      const entries = localizedEntries(raw, ctx);
      if (!entries) return z.NEVER;
      const out: Partial<Record<Locale, string[]>> = {};
      for (const [locale, value] of entries) {
        if (!(LOCALES as readonly string[]).includes(locale)) {
          flagLocale(ctx, value, locale, 'locale');
          continue;
        }
        if (value === undefined || value === null) continue;
        const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : null;
        if (!items || items.some((item) => typeof item !== 'string')) {
          flagLocale(ctx, value, locale, 'invalid');
          continue;
        }
        const kept = (items as string[]).map((item) => item.trim()).filter(Boolean);
        if (kept.some(hasForbiddenCharacters)) flagLocale(ctx, value, locale, 'characters');
        else if (kept.length > options.maxItems || kept.some((item) => characterCount(item) >= options.max)) {
          flagLocale(ctx, value, locale, 'tooLong', { max: options.max });
        } else if (kept.length) out[locale as Locale] = kept;
      }
      return out;
    }),
    shape,
  );
}

/**
 * A short list of tokens (file handles): an array of strings (JSON) or one text separated by
 * commas (a form); [] when absent. More than `maxItems` is `tooMany` (with `max`); an item that
 * does not match `pattern`, or a repeated one, is `key`.
 */
export function tokenList(options: { pattern: RegExp; maxItems: number; key: FieldKey; tooMany: FieldKey }) {
  const shape = {
    anyOf: [
      { type: 'array', items: { type: 'string', pattern: options.pattern.source }, maxItems: options.maxItems, uniqueItems: true },
      { type: 'string', description: 'the items separated by commas (a form)' },
    ],
  };
  return described(
    field((raw, ctx): string[] => {
      if (raw === undefined || raw === null || raw === '') return [];
      const items: unknown[] | null = Array.isArray(raw)
        ? raw
        : typeof raw === 'string'
          ? raw
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          : null;
      if (!items || items.some((item) => typeof item !== 'string')) return report(ctx, raw, options.key);
      if (items.length > options.maxItems) return report(ctx, raw, options.tooMany, { max: options.maxItems });
      const tokens = items as string[];
      if (tokens.some((item) => !options.pattern.test(item)) || new Set(tokens).size !== tokens.length) return report(ctx, raw, options.key);
      return tokens;
    }),
    shape,
  );
}

/** A whole number in a range (digits as text or a number); `fallback` when absent. */
export function wholeNumber(options: { min: number; max: number; key?: FieldKey; fallback?: number; required?: boolean }) {
  const key = options.key ?? 'invalid';
  const required = options.required || options.fallback === undefined;
  const shape = { type: 'integer', minimum: options.min, maximum: options.max, ...(required ? {} : { default: options.fallback }) };
  return described(
    field((raw, ctx): number => {
      if (raw === undefined || raw === null || raw === '') {
        if (options.required || options.fallback === undefined) return report(ctx, raw, 'required');
        return options.fallback;
      }
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d{1,12}\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(value) || value < options.min || value > options.max) return report(ctx, raw, key);
      return value;
    }),
    shape,
    required,
  );
}

/** A yes/no switch from JSON (true/false) or a form ('true', '1', 'on' / 'false', '0', ''); `fallback` when absent. */
export function yesNo(fallback: boolean) {
  return described(
    field((raw, ctx): boolean => {
      if (raw === undefined || raw === null) return fallback;
      if (raw === true || raw === 1 || raw === 'true' || raw === '1' || raw === 'on') return true;
      if (raw === false || raw === 0 || raw === 'false' || raw === '0' || raw === '') return false;
      return report(ctx, raw, 'invalid');
    }),
    { type: 'boolean', default: fallback },
  );
}

function asFieldError(issue: z.core.$ZodIssue): FieldError {
  const key = (FIELD_KEYS as readonly string[]).includes(issue.message) ? (issue.message as FieldKey) : 'invalid';
  const values = issue.code === 'custom' ? (issue.params?.values as Record<string, number> | undefined) : undefined;
  return values ? { key, values } : { key };
}

/**
 * Runs a schema over raw input (a parsed body or query): the value, or the first error of each
 * field. A body that is not an object at all is an error of the field ''.
 */
export function validate<S extends z.ZodMiniType>(schema: S, raw: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= asFieldError(issue);
  }
  return { ok: false, errors };
}

/** An object schema whose every field is one of the builders above; unknown fields are ignored. */
export const fields = z.object;
export type Schema<T = unknown> = z.ZodMiniType<T>;
