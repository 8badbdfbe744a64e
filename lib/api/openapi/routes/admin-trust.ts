import type { RouteTable } from '../types';
import { CHANGED_SINCE, EDITOR } from './operations';
import { certificationCreateSchema, certificationChangeSchema, TRUST_DOCUMENT, trustTermsSchema } from '@/lib/api/contract/trust';

/** The trust facts beside the quote button (certifications, terms) in the back office. */
export const adminTrustRoutes: RouteTable = {
  'GET /basic-api/v1/admin/trust': EDITOR.op('The terms in every locale with their `updated_at`, and every certification in order (editor, admin).', 'AdminTrust'),
  'PUT /basic-api/v1/admin/trust/terms': EDITOR.takes(
    '`samples`, `payment`, `shipping`, `regions` per locale (zh-CN required) and the `updated_at` they were read at (none before the first save).',
    { trustTermsSchema },
    'AdminTrustTerms',
    { refusals: { 409: 'they were saved since `updated_at`' } },
  ),
  'POST /basic-api/v1/admin/trust/documents': EDITOR.creates(
    "A certification's document (PDF, PNG, JPEG or WebP) as the raw body → `{ handle, name, mime, bytes, url }` (201).",
    null,
    'TrustDocument',
    {
      queryNotes: { name: "the file's name" },
      upload: { maxBytes: TRUST_DOCUMENT.maxBytes, kinds: 'PDF, PNG, JPEG or WebP' },
      refusals: { 413: 'over 20 MB', 415: 'a type not taken' },
      limited: true,
    },
  ),
  'POST /basic-api/v1/admin/trust/certifications': EDITOR.creates(
    '`name`, `number`, `issuer`, `valid_until`, `document` (a handle from POST /admin/trust/documents) → the certification, last in the list (201); 12 at most.',
    { certificationCreateSchema },
    'AdminCertification',
  ),
  'PATCH /basic-api/v1/admin/trust/certifications/{id}': EDITOR.takes(
    'The whole form and the `updated_at` it was read at; a replaced document is deleted.',
    { certificationChangeSchema },
    'AdminCertification',
    { refusals: { 409: CHANGED_SINCE } },
  ),
  'DELETE /basic-api/v1/admin/trust/certifications/{id}': EDITOR.op('The certification and its document are gone (409 when it changed since `updated_at`, when given).', null, {
    queryFields: { updated_at: 'date' },
    refusals: { 409: CHANGED_SINCE },
  }),
  'POST /basic-api/v1/admin/trust/certifications/{id}/move': EDITOR.move(
    "`{ direction: 'up' | 'down' }`: one place up or down → every certification, in the new order.",
    '{ list: AdminCertification[]}',
  ),
};
