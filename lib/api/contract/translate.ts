import * as z from 'zod/mini';
import type { Locale } from '@/lib/client-config';
import type { StaffRole } from '@/lib/config';
import { fields, oneOf, positiveInt, text, tokenList } from '@/lib/validation/kit';

/*
 * Translation help in the back office: "fill the missing languages" of a record through the
 * configured provider (DeepL, an OpenAI-compatible chat endpoint or LibreTranslate), the list of
 * protected terms that are never translated, and the "machine translated, not reviewed" marks.
 * Shared by the server (the rule that counts) and the back office's buttons.
 */

/** Who may fill languages and keep the protected terms (admin holds every role). */
export const TRANSLATE_STAFF_ROLES: readonly StaffRole[] = ['editor'];

/** The records whose forms offer "fill the missing languages". */
export const TRANSLATABLE_KINDS = ['product', 'category', 'faq', 'home_card', 'course', 'library_entry'] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];

/**
 * "Below" limits, like every text of the kit; `bulk` is how many products one call fills, `step`
 * how many the product list's bulk fill sends per call (a provider takes seconds per product: a
 * short call each, with the progress shown between them, rather than one call that times out).
 */
export const TRANSLATE_LIMITS = { term: 81, terms: 200, bulk: 50, step: 5 } as const;

const ID = /^[1-9]\d{0,8}$/;

/** POST /admin/translate/fill: one record (`id`), or several products (`ids`). */
export const translateFillSchema = z.pipe(
  fields({
    kind: oneOf<TranslatableKind | ''>(TRANSLATABLE_KINDS, { key: 'choice', fallback: '' }),
    id: positiveInt({ key: 'invalid' }),
    ids: tokenList({ pattern: ID, maxItems: TRANSLATE_LIMITS.bulk, key: 'invalid', tooMany: 'invalid' }),
  }),
  z.transform((value, ctx) => {
    const ids = value.id !== null ? [value.id] : value.ids.map(Number);
    const issue = (path: string, message: 'required' | 'choice' | 'invalid') => {
      ctx.issues.push({ code: 'custom', message, input: undefined, path: [path] });
      return z.NEVER;
    };
    if (value.kind === '') return issue('kind', 'required');
    if (ids.length === 0) return issue('id', 'required');
    // Several at once is the product list's bulk action only.
    if (value.kind !== 'product' && ids.length > 1) return issue('ids', 'invalid');
    return { kind: value.kind, ids: [...new Set(ids)] };
  }),
);
export type TranslateFillInput = z.output<typeof translateFillSchema>;

/** What one fill did to one record: the locales written, and the ones the provider could not do. */
export interface TranslateFillRecord {
  id: number;
  filled: Locale[];
  failed: Locale[];
}

/** POST /admin/translate/fill answers. */
export interface TranslateFillResult {
  records: TranslateFillRecord[];
}

/** POST /admin/translate/terms. */
export const protectedTermSchema = fields({ term: text({ max: TRANSLATE_LIMITS.term, required: true }) });
export type ProtectedTermInput = z.output<typeof protectedTermSchema>;

export interface ProtectedTerm {
  id: number;
  term: string;
}

/** GET /admin/translate/terms. */
export interface ProtectedTermList {
  list: ProtectedTerm[];
}
