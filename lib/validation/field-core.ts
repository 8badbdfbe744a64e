import * as z from 'zod/mini';
import type { FieldKey } from './field-errors';

/**
 * The plumbing of the validation kit's field builders: a field read through a transform, the errors
 * it reports, and the JSON-schema shape each builder registers for the API's self-description.
 */

/** The context a transform receives (where its issues go). */
export type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

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

export function described<S extends z.ZodMiniType>(schema: S, shape: Record<string, unknown>, required = false): S {
  fieldShapes.add(schema, { schema: shape, required });
  return schema;
}

/**
 * A field read through `transform`: a missing key arrives as null (prefault), so the transform
 * decides what absence means (an error for a required field, a default otherwise).
 */
export function field<T>(transform: (raw: unknown, ctx: Ctx) => T) {
  return z.prefault(z.pipe(z.unknown(), z.transform(transform)), null);
}

/** Reports a field error from inside a transform; the parse then fails with it. */
export function flag(ctx: Ctx, input: unknown, key: FieldKey, values?: Record<string, number>): void {
  ctx.issues.push({ code: 'custom', message: key, input, params: values ? { values } : undefined });
}

/** Reports an error that leaves no value to speak of (absent, not text). */
export function report(ctx: Ctx, input: unknown, key: FieldKey, values?: Record<string, number>): typeof z.NEVER {
  flag(ctx, input, key, values);
  return z.NEVER;
}

/** A string (numbers read as text); anything else (objects, arrays) is no value at all. */
export function rawText(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw : undefined;
}

/**
 * The items of a list field: an array (JSON) or one text separated by commas (a form), each text
 * item trimmed and empty ones dropped; [] when absent or empty, null when it is neither.
 */
export function listItems(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  return typeof raw === 'string'
    ? raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;
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
