import type { RouteTable } from '../types';
import { MEMBER_FILE, ORDER_PHOTO } from './uploads';
import { leadChangeSchema, leadNoteSchema, leadQuerySchema } from '@/lib/api/contract/leads';
import { adminOrderQuerySchema, orderMoveSchema, quoteSchema } from '@/lib/api/contract/orders';

export const adminOrdersRoutes: RouteTable = {
  'GET /basic-api/v1/admin/files/{handle}': {
    summary:
      "A file a buyer sent with a request (sales, admin), always as an attachment with `nosniff` and a sandboxing Content-Security-Policy, so an uploaded SVG or a disguised page never renders or runs on the site's origin.",
    description: 'Anyone else, and an unknown handle: 404.',
    gate: { staff: ['sales'] },
    answer: { type: 'the file', media: 'file' },
  },
  'GET /basic-api/v1/admin/leads.csv': {
    summary: "With the inbox's filters: every lead they select, streamed as CSV (sales, admin).",
    gate: { staff: ['sales'] },
    query: { leadQuerySchema },
    answer: { type: 'leads-YYYY-MM-DD.csv', media: 'csv' },
  },
  'POST /basic-api/v1/admin/leads/{id}/notes': {
    summary: '`{ body }`: appends a note (notes are never edited or deleted).',
    gate: { staff: ['sales'] },
    body: { leadNoteSchema },
    answer: { status: 201, type: 'Lead' },
  },
  'POST /basic-api/v1/admin/leads/{id}/read': {
    summary: 'The lead page was shown; the lead is read (sales, admin; same origin only).',
    gate: { staff: ['sales'] },
    answer: { type: '{ id: number; read: true; changed: boolean}' },
  },
  'GET /basic-api/v1/admin/leads/{id}': {
    summary: 'The lead with its notes (sales, admin).',
    description: 'Reading changes nothing: POST …/read marks it read.',
    gate: { staff: ['sales'] },
    answer: { type: 'Lead' },
  },
  'PATCH /basic-api/v1/admin/leads/{id}': {
    summary: '`status`, `assignee_id`, `follow_up_at`, and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['sales'] },
    body: { leadChangeSchema },
    answer: { type: 'Lead' },
    refusals: { 409: 'it changed since `updated_at`' },
  },
  'GET /basic-api/v1/admin/leads': {
    summary: 'Answers { list, total, page, limit } (sales, admin).',
    gate: { staff: ['sales'] },
    query: { leadQuerySchema },
    answer: { type: 'LeadPage' },
  },
  'DELETE /basic-api/v1/admin/orders/{id}/photos/{photoId}': {
    summary: "Answers the order's remaining photos (sales, admin; audited); the file goes with it.",
    gate: { staff: ['sales'] },
    answer: { type: 'OrderPhotoView[]' },
  },
  'POST /basic-api/v1/admin/orders/{id}/photos': {
    summary:
      "A production photo as the raw body (PNG, JPEG or WebP: the bytes decide; at most 20 MB), the caption URI-encoded in the X-Photo-Caption header → 201 the order's photos (sales, admin; audited).",
    gate: { staff: ['sales'] },
    queryNotes: { name: "the file's name", stage: 'sample, proof, production (default), shipped or delivered' },
    headers: { 'X-Photo-Caption': 'the caption, URI-encoded' },
    upload: ORDER_PHOTO,
    answer: { status: 201, type: 'OrderPhotoView[]' },
  },
  'POST /basic-api/v1/admin/orders/{id}/proofs': {
    summary:
      'A proof version as the raw body (any Content-Type: the bytes decide; artwork kinds, at most 50 MB), the staff note URI-encoded in the X-Proof-Note header (sales, admin; audited).',
    description: 'The proxy does not match /basic-api, so the body streams in whole.',
    gate: { staff: ['sales'] },
    queryNotes: { name: "the file's name" },
    headers: { 'X-Proof-Note': 'the staff note, URI-encoded' },
    upload: MEMBER_FILE,
    answer: { status: 201, type: 'AdminOrderDetail' },
  },
  'PUT /basic-api/v1/admin/orders/{id}/quote': {
    summary: "{currency, unit_price, quantity, sample_fee?, shipping_fee?, lead_time_days?, note?, updated_at}: amounts in major units ('12.50'), stored as integer minor units.",
    description: 'An inquiry becomes quoted (sales, admin; audited; 409 when the order changed since updated_at).',
    gate: { staff: ['sales'] },
    body: { quoteSchema },
    answer: { type: 'AdminOrderDetail' },
    refusals: { 409: 'when the order changed since updated_at' },
  },
  'GET /basic-api/v1/admin/orders/{id}': {
    summary: 'The order with its member, files, quote, proofs, history and the moves open now (sales, admin).',
    gate: { staff: ['sales'] },
    answer: { type: 'AdminOrderDetail' },
  },
  'POST /basic-api/v1/admin/orders/{id}/status': {
    summary: '{status, note?, carrier?, tracking_number?, updated_at}: one move of the state machine (sales, admin; audited).',
    gate: { staff: ['sales'] },
    body: { orderMoveSchema },
    answer: { type: 'AdminOrderDetail' },
  },
  'GET /basic-api/v1/admin/orders': {
    summary: 'Answers { list, total, page, limit } (sales, admin).',
    gate: { staff: ['sales'] },
    query: { adminOrderQuerySchema },
    answer: { type: 'AdminOrderPage' },
  },
};
