import type { RouteTable } from '../types';
import { ADMIN, CHANGED_SINCE, SALES } from './operations';
import { MEMBER_FILE } from './uploads';
import { adjustSchema } from '@/lib/api/contract/points';
import { memberChangeSchema, memberQuerySchema } from '@/lib/api/contract/members-admin';

export const adminMembersRoutes: RouteTable = {
  // validateCollegeDecision: schema not exported
  'POST /basic-api/v1/admin/college/{id}/review': SALES.op(
    '`decision` approve with `expires_at` (YYYY-MM-DD, after today) or reject with `reason` (sales; 409 once reviewed).',
    'StaffCollegeRow',
    {
      bodyFields: { decision: 'oneOf', expires_at: 'date', reason: 'text' },
      refusals: { 409: 'once reviewed' },
    },
  ),
  // validateCollegeQuery: schema not exported
  'GET /basic-api/v1/admin/college': SALES.op('`status` (pending by default, approved, rejected, all), `keyword`, `page` → the queue, 20 a page (sales).', 'StaffCollegeList', {
    queryFields: { status: 'oneOf', keyword: 'text', page: 'positiveInt' },
  }),
  'GET /basic-api/v1/admin/members/{id}/account-manager': SALES.op('`{ id, name }` or null (sales).', '{ id: number; name: string } | null'),
  // validateAccountManager: schema not exported
  'PUT /basic-api/v1/admin/members/{id}/account-manager': SALES.op(
    "`manager_id` (an active staff account's id, or '' for none); audited (sales).",
    '{ id: number; name: string } | null',
    { bodyFields: { manager_id: 'positiveInt' } },
  ),
  'GET /basic-api/v1/admin/members/{id}/points': SALES.op('Answers { level, points, recent } (sales, admin).', 'MemberPointsSummary'),
  'POST /basic-api/v1/admin/members/{id}/points': ADMIN.op('{delta, note}: add or take points (admin; audited; never below 0).', 'MemberPointsSummary', { body: { adjustSchema } }),
  'GET /basic-api/v1/admin/members/{id}': SALES.op('The profile, linked WeChat/QQ, the newest sign-ins and leads (sales, admin).', 'MemberDetail'),
  'PATCH /basic-api/v1/admin/members/{id}': SALES.op(
    '`disabled` (true ends every session at once), `roles` (admin only), and the `updated_at` it was read at (409 when it changed since).',
    'MemberDetail',
    { body: { memberChangeSchema }, refusals: { 409: CHANGED_SINCE } },
  ),
  'GET /basic-api/v1/admin/members': SALES.op('Answers { list, total, page, limit } (sales, admin).', 'MemberPage', { query: { memberQuerySchema } }),
  // validateReadMarker: schema not exported
  'POST /basic-api/v1/admin/messages/{id}/read': SALES.op('`{ up_to }`: the thread page was shown up to that message (sales, admin; same origin only).', 'ThreadReadResult', {
    bodyFields: { up_to: 'positiveInt' },
  }),
  // validateThreadQuery: schema not exported
  'GET /basic-api/v1/admin/messages/{id}': SALES.op('A thread with its member and order, newest last.', 'StaffThreadPage', {
    description: 'Reading changes nothing: POST …/read marks it read.',
    queryFields: { before: 'positiveInt' },
  }),
  'POST /basic-api/v1/admin/messages/files': SALES.created(
    'A file for a staff reply, as the raw body (the bytes decide its type; 50 MB; PDF, AI, PSD, PNG, JPG, WebP, TIFF, SVG).',
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
  // validateStaffReply: schema not exported
  'POST /basic-api/v1/admin/messages': SALES.created(
    "`{ thread_id | order_id | member_id, body, files[] }`: a staff reply (or the first message of an order's or a member's general thread), with files uploaded through POST /admin/messages/files.",
    'PostedMessage',
    {
      description: 'Audited; the member is e-mailed when mail is configured.',
      bodyFields: { thread_id: 'positiveInt', order_id: 'positiveInt', member_id: 'positiveInt', body: 'text', files: 'tokenList' },
    },
  ),
};
