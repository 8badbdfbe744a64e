import 'server-only';
import type { Locale } from '@/lib/config';
import type { InsightsQuery } from '@/lib/api/contract/insights';
import { readAsActor } from '@/lib/server/http/page';
import { insightsReport } from './manage';

/** The insights' page door (lib/server/http/page.ts): /admin/insights reads the report as the page's actor. */
export const insightsPage = (query: InsightsQuery, locale: Locale) => readAsActor((db, actor) => insightsReport(db, actor, query, locale));
