import * as z from 'zod/mini';
import { fieldShapes, type FieldKey } from '@/lib/validation/kit';

/*
 * What the back office's edit forms share in their schemas: a field an edit may leave out, the
 * `updated_at` an edit was read at (a later save by someone else is a 409), a refusal named after
 * its field.
 */

type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

export function fail(ctx: Ctx, field: string, key: FieldKey): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message: key, input: undefined, path: [field] });
  return z.NEVER;
}

/** What an edit sends besides its fields: the time it was read at, required once the fields are valid. */
export function readAt<T extends { updated_at: Date | null }>(value: T, ctx: Ctx): Omit<T, 'updated_at'> & { expectedUpdatedAt: Date } {
  const { updated_at: expected, ...rest } = value;
  if (!expected) return fail(ctx, 'updated_at', 'required');
  return { ...rest, expectedUpdatedAt: expected };
}

/**
 * What a left-out field reads as (the kit's fields read absence as null, which some take as a
 * value): an instance, which zod hands over as it is and which no JSON body can carry.
 */
class Absent {}
const ABSENT = new Absent();

/**
 * A field an edit may leave out: undefined when absent (the record keeps its value), else read by
 * `field` with its errors (a required field's absence is not an error here).
 */
export function ifPresent<T>(field: z.ZodMiniType<T>) {
  const read = z.pipe(
    z.unknown(),
    z.transform((raw, ctx): T | undefined => {
      if (raw instanceof Absent) return undefined;
      const parsed = field.safeParse(raw);
      if (parsed.success) return parsed.data;
      for (const problem of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', message: problem.message, input: raw, path: problem.path, params: problem.code === 'custom' ? problem.params : undefined });
      }
      return z.NEVER;
    }),
  );
  const wrapped = z.prefault(read, ABSENT);
  // The API's self-description shows the field as the kit describes it, never required.
  const shape = fieldShapes.get(field);
  if (shape) fieldShapes.add(wrapped, { schema: shape.schema, required: false });
  return wrapped;
}

/** A body that is not an object changes nothing (its fields are absent). */
export const objectOrEmpty = z.transform((raw: unknown): unknown => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}));
