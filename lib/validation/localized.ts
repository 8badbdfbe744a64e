import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/client-config';
import { characterCount, hasForbiddenCharacters } from './characters';
import { described, field, rawText, report, type Ctx } from './field-core';
import type { FieldKey } from './field-errors';

/** The validation kit's builders of fields with a value per locale (catalogue texts and lists). */

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

/** A text per locale as JSON Schema: an object of locale → `item`. */
function perLocale(item: Record<string, unknown>, required = false): Record<string, unknown> {
  return { type: 'object', propertyNames: { enum: [...LOCALES] }, additionalProperties: item, ...(required ? { required: [DEFAULT_LOCALE] } : {}) };
}

/**
 * A text per locale: `{ "zh-CN": "…", "en": "…" }` (JSON, or form fields `name.zh-CN` gathered by
 * the caller). Empty locales are dropped; each text follows the rules of `text()`; `required`
 * means the default locale must have one (the fallback chain ends there).
 */
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
