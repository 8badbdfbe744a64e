import type { RouteTable } from '../types';
import { MEMBER, SALES } from './operations';
import { sampleRequestSchema, sampleStaffSchema } from '@/lib/api/contract/samples';

/** Pre-production samples of an order: the buyer's request and receipt, staff's answers (lib/server/orders/samples.ts, manage-samples.ts). */
export const sampleRoutes: RouteTable = {
  'GET /basic-api/v1/orders/{id}/samples': MEMBER.op("The samples of one of the member's orders, newest first, and `can_request` (another member's order: 404).", 'MemberSamples'),
  'POST /basic-api/v1/orders/{id}/samples': MEMBER.creates(
    "`{ quantity (1–5), address_id, note? }`: a pre-production sample to one of the member's ship-to addresses, while the order is an inquiry, quoted or at its sample stage (201 with the order's samples).",
    { sampleRequestSchema },
    'MemberSamples',
    { refusals: { 400: 'the order is past its sample stage', 409: 'a sample of the order is open', 429: "past the hour's sample requests" } },
  ),
  'POST /basic-api/v1/orders/{id}/samples/{sampleId}/received': MEMBER.op('The member confirms a shipped sample arrived.', 'MemberSamples', {
    refusals: { 409: 'the sample is not shipped' },
  }),
  'GET /basic-api/v1/admin/orders/{id}/samples': SALES.op(
    "The order's sample requests and the terms an acceptance starts from (the product's sample fee and days) (sales, admin).",
    'StaffSamples',
  ),
  'POST /basic-api/v1/admin/orders/{id}/samples/{sampleId}': SALES.takes(
    '`{ action: accept, currency, fee?, lead_time_days? }`, `{ action: decline, reason }` or `{ action: ship, carrier, tracking_number }` (sales, admin).',
    { sampleStaffSchema },
    'StaffSamples',
    { refusals: { 409: 'the sample is not in the state the answer starts from' } },
  ),
};
