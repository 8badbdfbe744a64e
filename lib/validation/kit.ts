import * as z from 'zod/mini';
import { characterCount, hasForbiddenCharacters } from './characters';
import { described, field, flag, listItems, rawText, report } from './field-core';
import { FIELD_KEYS, type FieldError, type FieldErrors, type FieldKey, type Validation } from './field-errors';

/*
 * The one validation kit of the site, shared by the server (the rule that counts) and the forms
 * (the same rules before sending). Schemas are zod (`zod/mini`, a few kB in the browser); every
 * failure is a FieldError of one vocabulary, translated from the `server.field` messages on both
 * sides. Field builders take what a JSON body or a form may carry (strings, numbers, booleans)
 * and never trust its type.
 */

export { FIELD_KEYS, fieldMessageKey, type FieldError, type FieldErrors, type FieldKey, type Validation } from './field-errors';
export { characterCount, hasForbiddenCharacters } from './characters';
export { fieldShapes, listItems, refuse, type FieldShape, type Refusal } from './field-core';
export { localizedList, localizedText, type LocalizedInput } from './localized';

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
      const items = listItems(raw);
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
