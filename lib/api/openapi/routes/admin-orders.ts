import type { RouteTable } from '../types';
import { CHANGED_SINCE, SALES } from './operations';
import { MEMBER_FILE, ORDER_PHOTO } from './uploads';
import { leadChangeSchema, leadNoteSchema, leadQuerySchema } from '@/lib/api/contract/leads';
import { adminOrderQuerySchema, orderMoveSchema, quoteSchema } from '@/lib/api/contract/orders';
import { orderAssignSchema } from '@/lib/api/contract/orders-staff';

export const adminOrdersRoutes: RouteTable = {
  'GET /basic-api/v1/admin/files/{handle}': SALES.op(
    "A file a buyer sent with a request (sales, admin), always as an attachment with `nosniff` and a sandboxing Content-Security-Policy, so an uploaded SVG or a disguised page never renders or runs on the site's origin.",
    { type: 'the file', media: 'file' },
    { description: 'Anyone else, and an unknown handle: 404.' },
  ),
  'GET /basic-api/v1/admin/leads.csv': SALES.op(
    "With the inbox's filters: every lead they select, streamed as CSV (sales, admin).",
    { type: 'leads-YYYY-MM-DD.csv', media: 'csv' },
    { query: { leadQuerySchema } },
  ),
  'POST /basic-api/v1/admin/leads/{id}/notes': SALES.creates('`{ body }`: appends a note (notes are never edited or deleted).', { leadNoteSchema }, 'Lead'),
  'POST /basic-api/v1/admin/leads/{id}/read': SALES.op(
    'The lead page was shown; the lead is read (sales, admin; same origin only).',
    '{ id: number; read: true; changed: boolean}',
  ),
  'GET /basic-api/v1/admin/leads/{id}': SALES.op('The lead with its notes (sales, admin).', 'Lead', { description: 'Reading changes nothing: POST …/read marks it read.' }),
  'PATCH /basic-api/v1/admin/leads/{id}': SALES.takes(
    '`status`, `assignee_id`, `follow_up_at`, and the `updated_at` it was read at (409 when it changed since).',
    { leadChangeSchema },
    'Lead',
    { refusals: { 409: CHANGED_SINCE } },
  ),
  'GET /basic-api/v1/admin/leads': SALES.op('Answers { list, total, page, limit } (sales, admin).', 'LeadPage', { query: { leadQuerySchema } }),
  'DELETE /basic-api/v1/admin/orders/{id}/photos/{photoId}': SALES.op("Answers the order's remaining photos (sales, admin; audited); the file goes with it.", 'OrderPhotoView[]'),
  'POST /basic-api/v1/admin/orders/{id}/photos': SALES.creates(
    "A production photo as the raw body (PNG, JPEG or WebP: the bytes decide; at most 20 MB), the caption URI-encoded in the X-Photo-Caption header → 201 the order's photos (sales, admin; audited).",
    null,
    'OrderPhotoView[]',
    {
      queryNotes: { name: "the file's name", stage: 'sample, proof, production (default), shipped or delivered' },
      headers: { 'X-Photo-Caption': 'the caption, URI-encoded' },
      upload: ORDER_PHOTO,
    },
  ),
  'POST /basic-api/v1/admin/orders/{id}/proofs': SALES.creates(
    'A proof version as the raw body (any Content-Type: the bytes decide; artwork kinds, at most 50 MB), the staff note URI-encoded in the X-Proof-Note header (sales, admin; audited).',
    null,
    'AdminOrderDetail',
    {
      description: 'The proxy does not match /basic-api, so the body streams in whole.',
      queryNotes: { name: "the file's name" },
      headers: { 'X-Proof-Note': 'the staff note, URI-encoded' },
      upload: MEMBER_FILE,
    },
  ),
  'PUT /basic-api/v1/admin/orders/{id}/assignee': SALES.takes(
    '{assignee_id}: gives the order to an enabled sales or admin account (empty: to nobody); any other id is a 400 (sales, admin; audited, in the staff history).',
    { orderAssignSchema },
    'AdminOrderDetail',
  ),
  'PUT /basic-api/v1/admin/orders/{id}/quote': SALES.takes(
    "{currency, breaks: [{quantity, unit_price}] (1 to 6, quantities ascending; or one unit_price and quantity, as older clients send), extras?: [{label, amount}] (up to 8: tooling, setup), sample_fee?, shipping_fee?, lead_time_days?, note?, updated_at}: amounts in major units ('12.50'), stored as integer minor units; the order stands at the first option until the buyer accepts one.",
    { quoteSchema },
    'AdminOrderDetail',
    {
      description: 'An inquiry becomes quoted (sales, admin; audited; 409 when the order changed since updated_at).',
      refusals: { 409: 'when the order changed since updated_at' },
    },
  ),
  'GET /basic-api/v1/admin/orders/{id}': SALES.op('The order with its member, files, quote, proofs, history and the moves open now (sales, admin).', 'AdminOrderDetail'),
  'POST /basic-api/v1/admin/orders/{id}/status': SALES.takes(
    '{status, note?, carrier?, tracking_number?, updated_at}: one move of the state machine (sales, admin; audited).',
    { orderMoveSchema },
    'AdminOrderDetail',
  ),
  'GET /basic-api/v1/admin/orders': SALES.op(
    'Answers { list, total, page, limit } (sales, admin); `turn` (ours, quote, proof, start, production): waiting on us; `mine=1`: assigned to the reader.',
    'AdminOrderPage',
    { query: { adminOrderQuerySchema } },
  ),
};
