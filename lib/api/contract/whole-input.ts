import * as z from 'zod/mini';
import type { FieldKey } from '@/lib/validation/kit';

/*
 * Rules over a whole input, the last step of a contract's schema (`z.pipe(fields({…}),
 * z.transform(…))` or a check that runs even when a field failed): a required choice, a rule
 * across fields. They report in the kit's vocabulary, on the field the form shows it beside.
 */

/** Where a rule reports: a transform's or a check's context. */
export interface RuleContext {
  issues: z.core.$ZodRawIssue[];
}

/** Reports `key` on `field`; the parse fails with it. */
export function flagField(ctx: RuleContext, field: string, key: FieldKey, values?: Record<string, number>): void {
  ctx.issues.push({ code: 'custom', message: key, input: undefined, path: [field], params: values ? { values } : undefined });
}

/** Reports `key` on `field` and gives up on a value (a transform's answer). */
export function refuse(ctx: RuleContext, field: string, key: FieldKey, values?: Record<string, number>): never {
  flagField(ctx, field, key, values);
  return z.NEVER;
}
