import type { RouteTable } from '../types';
import { SALES } from './operations';
import { insightsQuerySchema } from '@/lib/api/contract/insights';

export const adminInsightsRoutes: RouteTable = {
  'GET /basic-api/v1/admin/insights': SALES.op(
    'First-party insights over `from`…`to` (UTC days, both included; default the last 30 days; a reversed range is turned round, one over 800 days cut to its last 800): page views per day and by page, product, family, locale, referrer and campaign, the funnel view → quote request → order → won per product and locale, first-response minutes per sales account (median, 90th percentile), searches that found nothing and leads by country; with `compare=1` the period before beside each figure (sales, admin).',
    'InsightsReport',
    { query: { insightsQuerySchema } },
  ),
  'GET /basic-api/v1/admin/insights.csv': SALES.op(
    'The same report as one CSV table, UTF-8 with a byte-order mark (sales, admin).',
    { type: 'insights-FROM-TO.csv', media: 'csv' },
    { query: { insightsQuerySchema } },
  ),
};
