import type { Answer, RouteTable } from '../types';
import { ADMIN, CHANGED_SINCE, EDITOR, SALES } from './operations';
import { entrySchema, ledgerOverviewSchema, reverseSchema, statementEntrySchema } from '@/lib/api/contract/statement';
import { adminLevelSchema, exchangeRatesViewSchema, handleSchema, levelSchema, pointsRuleViewSchema, redemptionQuerySchema, rewardSchema } from '@/lib/api/contract/points';

/** A posted entry (a posting or a reversal): 201 with the balance of its currency after it. */
const POSTED_ENTRY: Answer = { status: 201, type: 'StatementEntry', result: { StatementEntry: statementEntrySchema } };

const RATES: Answer = { type: 'ExchangeRatesView', result: { ExchangeRatesView: exchangeRatesViewSchema } };
const LEVEL: Answer = { type: 'AdminLevel', result: { AdminLevel: adminLevelSchema } };
const RULES: Answer = { type: 'PointsRuleView[]', result: { PointsRuleView: pointsRuleViewSchema }, list: true };

export const adminPointsRoutes: RouteTable = {
  'GET /basic-api/v1/admin/exchange-rates': ADMIN.op('Answers { rates, customised } (admin).', RATES),
  // validateRates: schema not exported
  'PUT /basic-api/v1/admin/exchange-rates': ADMIN.takes("{rates: {USD: '7.2', …}}: yuan per unit of every order currency (admin; audited).", { rates: 'record' }, RATES),
  'POST /basic-api/v1/admin/ledger/{id}/reverse': SALES.op(
    '{note?} → 201 the reversal: the same kind, order and currency with the opposite amount (sales, admin; audited).',
    POSTED_ENTRY,
    { body: { reverseSchema }, refusals: { 400: 'the entry is itself a reversal', 409: 'the entry was reversed already' } },
  ),
  'GET /basic-api/v1/admin/ledger': SALES.op('Answers { due: members with an amount due per currency, recent: the newest entries } (sales, admin).', {
    type: 'LedgerOverview',
    result: { LedgerOverview: ledgerOverviewSchema },
  }),
  'POST /basic-api/v1/admin/ledger': SALES.op(
    '{member_id, order_id?, kind, direction? (adjustment: charge | credit), amount (positive, major units), currency, entry_date?, note?} → 201 the entry with the balance of its currency after it (sales, admin; audited).',
    POSTED_ENTRY,
    { body: { entrySchema }, description: "An order must be the member's and in the entry's currency." },
  ),
  'PATCH /basic-api/v1/admin/levels/{id}': ADMIN.takes('{threshold, name, benefits, color, updated_at} (admin; 409 when saved by someone else since).', { levelSchema }, LEVEL, {
    refusals: { 409: 'when saved by someone else since' },
  }),
  'DELETE /basic-api/v1/admin/levels/{id}': ADMIN.op('Deletes the level (admin; 409 while a content library requires it).', null, {
    refusals: { 409: 'while a content library requires it' },
  }),
  'GET /basic-api/v1/admin/levels': ADMIN.op('Answers the member levels (admin).', { ...LEVEL, type: 'AdminLevel[]', list: true }),
  'POST /basic-api/v1/admin/levels': ADMIN.op('{threshold (yuan), name, benefits, color} → 201 the level (admin; audited).', { ...LEVEL, status: 201 }, { body: { levelSchema } }),
  'GET /basic-api/v1/admin/points-rules': ADMIN.op('Answers every rule (admin).', RULES),
  // validateRules: schema not exported
  'PUT /basic-api/v1/admin/points-rules': ADMIN.takes('{rules: {key: {points, per_amount?, active}}} → every rule (admin; audited).', { rules: 'record' }, RULES),
  'POST /basic-api/v1/admin/redemptions/{id}': SALES.takes(
    '{action: fulfil|cancel, note}: fulfil with the courier and tracking, or cancel (points and stock returned); sales, admin; audited.',
    { handleSchema },
    'AdminRedemption',
  ),
  'GET /basic-api/v1/admin/redemptions': SALES.op('Answers { list, total, page, limit, pending }: pending first (sales, admin).', 'AdminRedemptionPage', {
    query: { redemptionQuerySchema },
  }),
  'PATCH /basic-api/v1/admin/rewards/{id}': EDITOR.takes(
    '{…, updated_at}: texts, picture, price, stock, shown or hidden (editor, admin; 409 when changed since).',
    { rewardSchema },
    'AdminReward',
    { refusals: { 409: CHANGED_SINCE } },
  ),
  'POST /basic-api/v1/admin/rewards/images': EDITOR.picture("A reward's picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201; editor, admin)."),
  'GET /basic-api/v1/admin/rewards': EDITOR.op('Answers every reward, hidden ones too (editor, admin).', 'AdminReward[]'),
  'POST /basic-api/v1/admin/rewards': EDITOR.creates(
    '{title, description, image, points_price, stock, active, sort} → 201 the reward (editor, admin; audited).',
    { rewardSchema },
    'AdminReward',
  ),
};
