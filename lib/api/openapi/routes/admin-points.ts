import type { RouteTable } from '../types';
import { CATALOGUE_PICTURE } from './uploads';
import { entrySchema, reverseSchema } from '@/lib/api/contract/statement';
import { handleSchema, levelSchema, redemptionQuerySchema, rewardSchema } from '@/lib/api/contract/points';

export const adminPointsRoutes: RouteTable = {
  'GET /basic-api/v1/admin/exchange-rates': {
    summary: 'Answers { rates, customised } (admin).',
    gate: { staff: ['admin'] },
    answer: { type: 'ExchangeRatesView' },
  },
  'PUT /basic-api/v1/admin/exchange-rates': {
    summary: "{rates: {USD: '7.2', …}}: yuan per unit of every order currency (admin; audited).",
    gate: { staff: ['admin'] },
    bodyFields: { rates: 'record' },
    answer: { type: 'ExchangeRatesView' }, // validateRates: schema not exported
  },
  'POST /basic-api/v1/admin/ledger/{id}/reverse': {
    summary: '{note?} → 201 the reversal: the same kind, order and currency with the opposite amount (sales, admin; audited).',
    gate: { staff: ['sales'] },
    body: { reverseSchema },
    answer: { status: 201, type: 'StatementEntry' },
    refusals: { 400: 'the entry is itself a reversal', 409: 'the entry was reversed already' },
  },
  'GET /basic-api/v1/admin/ledger': {
    summary: 'Answers { due: members with an amount due per currency, recent: the newest entries } (sales, admin).',
    gate: { staff: ['sales'] },
    answer: { type: 'LedgerOverview' },
  },
  'POST /basic-api/v1/admin/ledger': {
    summary:
      '{member_id, order_id?, kind, direction? (adjustment: charge | credit), amount (positive, major units), currency, entry_date?, note?} → 201 the entry with the balance of its currency after it (sales, admin; audited).',
    description: "An order must be the member's and in the entry's currency.",
    gate: { staff: ['sales'] },
    body: { entrySchema },
    answer: { status: 201, type: 'StatementEntry' },
  },
  'PATCH /basic-api/v1/admin/levels/{id}': {
    summary: '{threshold, name, benefits, color, updated_at} (admin; 409 when saved by someone else since).',
    gate: { staff: ['admin'] },
    body: { levelSchema },
    answer: { type: 'AdminLevel' },
    refusals: { 409: 'when saved by someone else since' },
  },
  'DELETE /basic-api/v1/admin/levels/{id}': {
    summary: 'Deletes the level (admin; 409 while a content library requires it).',
    gate: { staff: ['admin'] },
    answer: { type: null },
    refusals: { 409: 'while a content library requires it' },
  },
  'GET /basic-api/v1/admin/levels': {
    summary: 'Answers the member levels (admin).',
    gate: { staff: ['admin'] },
    answer: { type: 'AdminLevel[]' },
  },
  'POST /basic-api/v1/admin/levels': {
    summary: '{threshold (yuan), name, benefits, color} → 201 the level (admin; audited).',
    gate: { staff: ['admin'] },
    body: { levelSchema },
    answer: { status: 201, type: 'AdminLevel' },
  },
  'GET /basic-api/v1/admin/points-rules': {
    summary: 'Answers every rule (admin).',
    gate: { staff: ['admin'] },
    answer: { type: 'PointsRuleView[]' },
  },
  'PUT /basic-api/v1/admin/points-rules': {
    summary: '{rules: {key: {points, per_amount?, active}}} → every rule (admin; audited).',
    gate: { staff: ['admin'] },
    bodyFields: { rules: 'record' },
    answer: { type: 'PointsRuleView[]' }, // validateRules: schema not exported
  },
  'POST /basic-api/v1/admin/redemptions/{id}': {
    summary: '{action: fulfil|cancel, note}: fulfil with the courier and tracking, or cancel (points and stock returned); sales, admin; audited.',
    gate: { staff: ['sales'] },
    body: { handleSchema },
    answer: { type: 'AdminRedemption' },
  },
  'GET /basic-api/v1/admin/redemptions': {
    summary: 'Answers { list, total, page, limit, pending }: pending first (sales, admin).',
    gate: { staff: ['sales'] },
    query: { redemptionQuerySchema },
    answer: { type: 'AdminRedemptionPage' },
  },
  'PATCH /basic-api/v1/admin/rewards/{id}': {
    summary: '{…, updated_at}: texts, picture, price, stock, shown or hidden (editor, admin; 409 when changed since).',
    gate: { staff: ['editor'] },
    body: { rewardSchema },
    answer: { type: 'AdminReward' },
    refusals: { 409: 'it changed since `updated_at`' },
  },
  'POST /basic-api/v1/admin/rewards/images': {
    summary: "A reward's picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201; editor, admin).",
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
  },
  'GET /basic-api/v1/admin/rewards': {
    summary: 'Answers every reward, hidden ones too (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminReward[]' },
  },
  'POST /basic-api/v1/admin/rewards': {
    summary: '{title, description, image, points_price, stock, active, sort} → 201 the reward (editor, admin; audited).',
    gate: { staff: ['editor'] },
    body: { rewardSchema },
    answer: { status: 201, type: 'AdminReward' },
  },
};
