import type { RouteTable } from '../types';
import { PRODUCT } from './admin-catalogue';
import { EDITOR } from './operations';
import { productBulkSchema } from '@/lib/api/contract/products-bulk';
import { productQuerySchema } from '@/lib/api/contract/products-admin';

/*
 * The back office's editing help: the history of edited records (a product, category, FAQ entry,
 * course or library entry) and its restore; the product list's bulk actions; the product preview.
 */
const RESTORE_REFUSALS = { 400: "the revision no longer passes the form's rules (a category or picture gone since)" };

export const adminEditingRoutes: RouteTable = {
  'POST /basic-api/v1/admin/products/{id}/preview': EDITOR.takes(
    "The product form's unsaved values (checked like a save) kept for an hour → `{ token }`: open `/{locale}/preview/product/{id}?draft={token}` (staff only, never cached, noindex).",
    PRODUCT,
    'PreviewDraft',
  ),
  'POST /basic-api/v1/admin/products/bulk': EDITOR.takes(
    "`{ action: 'publish' | 'hide' | 'move' | 'delete', ids: [id…] }` or `{ action, filter: { keyword, category, state } }` (at most 500), `category` for a move: one transaction, each change audited with a revision → `{ action, done, refused: [{ id, reason: 'missing' | 'unchanged' }] }`.",
    { productBulkSchema },
    'ProductBulkResult',
  ),
  'GET /basic-api/v1/admin/products/ids': EDITOR.op(
    "The list's filters (`keyword`, `category`, `state`; `page` is ignored) → `{ ids: [id…] }`: every product they match, in the list's order, read when the bulk bar fills every match a few products at a time. More than 500 is refused (400).",
    'ProductMatchIds',
    { query: { productQuerySchema } },
  ),
  'GET /basic-api/v1/admin/products/{id}/revisions': EDITOR.op(
    "The product's saves, newest first: `{ kind, record_id, list: [{ number, actor, created_at, changed }] }`.",
    'RevisionList',
  ),
  'POST /basic-api/v1/admin/products/{id}/revisions/{revision}/restore': EDITOR.op(
    "Saves that revision again through the product form's rules (audited, a new revision) → the history.",
    'RevisionList',
    { refusals: RESTORE_REFUSALS },
  ),
  'GET /basic-api/v1/admin/revisions/{kind}/{id}': EDITOR.op(
    "A record's saves, newest first; `kind` is product, category, faq, course or library_entry (the roles of that record's form).",
    'RevisionList',
  ),
  'POST /basic-api/v1/admin/revisions/{kind}/{id}/{revision}/restore': EDITOR.op(
    "Saves that revision again through the record's own save (audited, a new revision) → the history.",
    'RevisionList',
    {
      refusals: RESTORE_REFUSALS,
    },
  ),
};
