import type { RouteTable } from '../types';
import { MEMBER_FILE } from './uploads';
import { adjustSchema } from '@/lib/api/contract/points';
import { memberChangeSchema, memberQuerySchema } from '@/lib/api/contract/members-admin';

export const adminMembersRoutes: RouteTable = {
  'POST /basic-api/v1/admin/college/{id}/review': {
    summary: '`decision` approve with `expires_at` (YYYY-MM-DD, after today) or reject with `reason` (sales; 409 once reviewed).',
    gate: { staff: ['sales'] },
    bodyFields: { decision: 'oneOf', expires_at: 'date', reason: 'text' },
    answer: { type: 'StaffCollegeRow' },
    refusals: { 409: 'once reviewed' }, // validateCollegeDecision: schema not exported
  },
  'GET /basic-api/v1/admin/college': {
    summary: '`status` (pending by default, approved, rejected, all), `keyword`, `page` → the queue, 20 a page (sales).',
    gate: { staff: ['sales'] },
    queryFields: { status: 'oneOf', keyword: 'text', page: 'positiveInt' },
    answer: { type: 'StaffCollegeList' }, // validateCollegeQuery: schema not exported
  },
  'GET /basic-api/v1/admin/members/{id}/account-manager': {
    summary: '`{ id, name }` or null (sales).',
    gate: { staff: ['sales'] },
    answer: { type: '{ id: number; name: string } | null' },
  },
  'PUT /basic-api/v1/admin/members/{id}/account-manager': {
    summary: "`manager_id` (an active staff account's id, or '' for none); audited (sales).",
    gate: { staff: ['sales'] },
    bodyFields: { manager_id: 'positiveInt' },
    answer: { type: '{ id: number; name: string } | null' }, // validateAccountManager: schema not exported
  },
  'GET /basic-api/v1/admin/members/{id}/points': {
    summary: 'Answers { level, points, recent } (sales, admin).',
    gate: { staff: ['sales'] },
    answer: { type: 'MemberPointsSummary' },
  },
  'POST /basic-api/v1/admin/members/{id}/points': {
    summary: '{delta, note}: add or take points (admin; audited; never below 0).',
    gate: { staff: ['admin'] },
    body: { adjustSchema },
    answer: { type: 'MemberPointsSummary' },
  },
  'GET /basic-api/v1/admin/members/{id}': {
    summary: 'The profile, linked WeChat/QQ, the newest sign-ins and leads (sales, admin).',
    gate: { staff: ['sales'] },
    answer: { type: 'MemberDetail' },
  },
  'PATCH /basic-api/v1/admin/members/{id}': {
    summary: '`disabled` (true ends every session at once), `roles` (admin only), and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['sales'] },
    body: { memberChangeSchema },
    answer: { type: 'MemberDetail' },
    refusals: { 409: 'it changed since `updated_at`' },
  },
  'GET /basic-api/v1/admin/members': {
    summary: 'Answers { list, total, page, limit } (sales, admin).',
    gate: { staff: ['sales'] },
    query: { memberQuerySchema },
    answer: { type: 'MemberPage' },
  },
  'POST /basic-api/v1/admin/messages/{id}/read': {
    summary: '`{ up_to }`: the thread page was shown up to that message (sales, admin; same origin only).',
    gate: { staff: ['sales'] },
    bodyFields: { up_to: 'positiveInt' },
    answer: { type: 'ThreadReadResult' }, // validateReadMarker: schema not exported
  },
  'GET /basic-api/v1/admin/messages/{id}': {
    summary: 'A thread with its member and order, newest last.',
    description: 'Reading changes nothing: POST …/read marks it read.',
    gate: { staff: ['sales'] },
    queryFields: { before: 'positiveInt' },
    answer: { type: 'StaffThreadPage' }, // validateThreadQuery: schema not exported
  },
  'POST /basic-api/v1/admin/messages/files': {
    summary: 'A file for a staff reply, as the raw body (the bytes decide its type; 50 MB; PDF, AI, PSD, PNG, JPG, WebP, TIFF, SVG).',
    description: "201 `{ handle, name, mime, bytes, created_at }`, whose handle goes into the reply's `files`. Off the proxy (its 10 MB body limit), like the other uploads.",
    gate: { staff: ['sales'] },
    queryNotes: { name: "the file's name" },
    upload: MEMBER_FILE,
    answer: { status: 201, type: 'UploadedFile' },
  },
  'GET /basic-api/v1/admin/messages': {
    summary: 'Every thread, unread ones first (sales, admin).',
    gate: { staff: ['sales'] },
    queryFields: { filter: 'oneOf', keyword: 'text', page: 'positiveInt' },
    answer: { type: 'StaffThreadList' }, // validateStaffThreadQuery: schema not exported
  },
  'POST /basic-api/v1/admin/messages': {
    summary:
      "`{ thread_id | order_id | member_id, body, files[] }`: a staff reply (or the first message of an order's or a member's general thread), with files uploaded through POST /admin/messages/files.",
    description: 'Audited; the member is e-mailed when mail is configured.',
    gate: { staff: ['sales'] },
    bodyFields: { thread_id: 'positiveInt', order_id: 'positiveInt', member_id: 'positiveInt', body: 'text', files: 'tokenList' },
    answer: { status: 201, type: 'PostedMessage' }, // validateStaffReply: schema not exported
  },
};
