import * as z from 'zod/mini';
import { PRODUCT_BULK_MAX } from '@/lib/config';
import { fields, oneOf, positiveInt, text, tokenList } from '@/lib/validation/kit';
import { fail, objectOrEmpty } from './edits';
import type { AdminProductQuery } from './products-admin';

/*
 * The product list's bulk actions (POST /admin/products/bulk): one action on the products chosen
 * by id, or on every product the list's filter matches, in one transaction. Each product goes
 * through the same write as its own button, so each change is audited and keeps a revision.
 */

export const PRODUCT_BULK_ACTIONS = ['publish', 'hide', 'move', 'delete'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const filterSchema = z.pipe(
  objectOrEmpty,
  fields({
    keyword: text({ max: 101 }),
    category: positiveInt({ key: 'choice' }),
    state: oneOf<'published' | 'draft' | ''>(['published', 'draft'], { key: 'choice', fallback: '' }),
  }),
);

/** `{ action, ids }` or `{ action, filter: { keyword, category, state } }`; `category` for a move. */
export const productBulkSchema = z.pipe(
  fields({
    action: oneOf<ProductBulkAction | ''>(PRODUCT_BULK_ACTIONS, { key: 'choice', fallback: '' }),
    // Ids as JSON numbers or digits (a form): compared as text by the token list's rules.
    ids: z.pipe(
      z.transform((raw: unknown) => (Array.isArray(raw) ? raw.map((id) => (typeof id === 'number' ? String(id) : id)) : raw)),
      tokenList({ pattern: /^[1-9][0-9]{0,9}$/, maxItems: PRODUCT_BULK_MAX, key: 'invalid', tooMany: 'tooManyItems' }),
    ),
    filter: z.optional(filterSchema),
    category: positiveInt({ key: 'choice' }),
  }),
  z.transform((v, ctx) => {
    if (!v.action) return fail(ctx, 'action', 'choice');
    if (v.action === 'move' && v.category === null) return fail(ctx, 'category', 'required');
    if (!v.ids.length && !v.filter) return fail(ctx, 'ids', 'required');
    const filter: Omit<AdminProductQuery, 'page'> | null = v.ids.length ? null : v.filter!;
    return { action: v.action, ids: v.ids.map(Number), filter, categoryId: v.category };
  }),
);
export type ProductBulkInput = z.output<typeof productBulkSchema>;

/** Why a product was not changed: it is gone (deleted meanwhile), or it already was so. */
export type ProductBulkRefusal = 'missing' | 'unchanged';

export interface ProductBulkResult {
  action: ProductBulkAction;
  /** The products changed. */
  done: number;
  refused: { id: number; reason: ProductBulkRefusal }[];
}

/** GET /admin/products/ids?keyword=&category=&state=: every product the list's filter matches, read when staff fill them (at most PRODUCT_BULK_MAX). */
export interface ProductMatchIds {
  ids: number[];
}
