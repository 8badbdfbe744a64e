import type { RouteTable } from '../types';
import { ADMIN, CHANGED_SINCE, messageFields, READ_MARKER, SALES, THREAD_PAGE } from './operations';
import { MEMBER_FILE } from './uploads';
import { adjustSchema } from '@/lib/api/contract/points';
import { memberChangeSchema, memberQuerySchema } from '@/lib/api/contract/members-admin';

export const adminMembersRoutes: RouteTable = {
  // validateCollegeDecision: schema not exported
  'POST /basic-api/v1/admin/college/{id}/review': SALES.takes(
    '`decision` approve with `expires_at` (YYYY-MM-DD, after today) or reject with `reason` (sales; 409 once reviewed).',
    { decision: 'oneOf', expires_at: 'date', reason: 'text' },
    'StaffCollegeRow',
    { refusals: { 409: 'once reviewed' } },
  ),
  // validateCollegeQuery: schema not exported
  'GET /basic-api/v1/admin/college': SALES.op('`status` (pending by default, approved, rejected, all), `keyword`, `page` → the queue, 20 a page (sales).', 'StaffCollegeList', {
    queryFields: { status: 'oneOf', keyword: 'text', page: 'positiveInt' },
  }),
  'GET /basic-api/v1/admin/members/{id}/account-manager': SALES.op('`{ id, name }` or null (sales).', '{ id: number; name: string } | null'),
  // validateAccountManager: schema not exported
  'PUT /basic-api/v1/admin/members/{id}/account-manager': SALES.takes(
    "`manager_id` (an active staff account's id, or '' for none); audited (sales).",
    { manager_id: 'positiveInt' },
    '{ id: number; name: string } | null',
  ),
  'GET /basic-api/v1/admin/members/{id}/points': SALES.op('Answers { level, points, recent } (sales, admin).', 'MemberPointsSummary'),
  'POST /basic-api/v1/admin/members/{id}/points': ADMIN.takes('{delta, note}: add or take points (admin; audited; never below 0).', { adjustSchema }, 'MemberPointsSummary'),
  'GET /basic-api/v1/admin/members/{id}': SALES.op('The profile, linked WeChat/QQ, the newest sign-ins and leads (sales, admin).', 'MemberDetail'),
  'PATCH /basic-api/v1/admin/members/{id}': SALES.takes(
    '`disabled` (true ends every session at once), `roles` (admin only), and the `updated_at` it was read at (409 when it changed since).',
    { memberChangeSchema },
    'MemberDetail',
    { refusals: { 409: CHANGED_SINCE } },
  ),
  'GET /basic-api/v1/admin/members': SALES.op('Answers { list, total, page, limit } (sales, admin).', 'MemberPage', { query: { memberQuerySchema } }),
  'POST /basic-api/v1/admin/messages/{id}/read': SALES.takes(
    '`{ up_to }`: the thread page was shown up to that message (sales, admin; same origin only).',
    READ_MARKER,
    'ThreadReadResult',
  ),
  'GET /basic-api/v1/admin/messages/{id}': SALES.op('A thread with its member and order, newest last.', 'StaffThreadPage', {
    description: 'Reading changes nothing: POST …/read marks it read.',
    queryFields: THREAD_PAGE,
  }),
  'POST /basic-api/v1/admin/messages/files': SALES.creates(
    'A file for a staff reply, as the raw body (the bytes decide its type; 50 MB; PDF, AI, PSD, PNG, JPG, WebP, TIFF, SVG).',
    null,
    'UploadedFile',
    {
      description: "201 `{ handle, name, mime, bytes, created_at }`, whose handle goes into the reply's `files`. Off the proxy (its 10 MB body limit), like the other uploads.",
      queryNotes: { name: "the file's name" },
      upload: MEMBER_FILE,
    },
  ),
  // validateStaffThreadQuery: schema not exported
  'GET /basic-api/v1/admin/messages': SALES.op('Every thread, unread ones first (sales, admin).', 'StaffThreadList', {
    queryFields: { filter: 'oneOf', keyword: 'text', page: 'positiveInt' },
  }),
  'POST /basic-api/v1/admin/messages': SALES.creates(
    "`{ thread_id | order_id | member_id, body, files[] }`: a staff reply (or the first message of an order's or a member's general thread), with files uploaded through POST /admin/messages/files.",
    messageFields({ member_id: 'positiveInt' }),
    'PostedMessage',
    { description: 'Audited; the member is e-mailed when mail is configured.' },
  ),
};
