import 'server-only';
import type { InsightsReport } from '@/lib/api/contract/insights';
import { csvLine } from '@/lib/server/consult/leads-csv';

/*
 * The report as one CSV table for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads
 * Chinese correctly), one row per figure, its section in the first column; cells a spreadsheet
 * would run as formulas are neutralised (csvLine).
 */

const HEADER = ['section', 'key', 'label', 'count', 'previous', 'requests', 'orders', 'won', 'median_minutes', 'p90_minutes'];

export function reportCsv(report: InsightsReport): string {
  const lines = [
    csvLine(HEADER),
    csvLine(['range', `${report.from}/${report.to}`, report.previous ? `${report.previous.from}/${report.previous.to}` : '', '', '', '', '', '', '', '']),
  ];
  const t = report.totals;
  lines.push(csvLine(['total', 'views', '', t.views, t.previous_views ?? '', '', '', '', '', '']));
  lines.push(csvLine(['total', 'leads', '', t.leads, t.previous_leads ?? '', '', t.orders, t.won, '', '']));
  for (const p of report.timeline) lines.push(csvLine(['day', p.day, '', p.views, p.previous ?? '', '', '', '', '', '']));
  for (const [section, rows] of Object.entries(report.views)) {
    for (const r of rows) lines.push(csvLine([section, r.key, r.label, r.count, r.previous ?? '', '', '', '', '', '']));
  }
  for (const f of report.funnel) lines.push(csvLine(['funnel', `${f.product_id ?? ''}/${f.locale}`, f.product, f.views, '', f.requests, f.orders, f.won, '', '']));
  for (const r of report.response) lines.push(csvLine(['first_response', r.staff_id ?? '', r.name, r.leads, '', '', '', '', r.median_minutes ?? '', r.p90_minutes ?? '']));
  for (const r of report.searches) lines.push(csvLine(['search_not_found', r.key, r.label, r.count, r.previous ?? '', '', '', '', '', '']));
  for (const r of report.countries) lines.push(csvLine(['leads_by_country', r.key, r.label, r.count, r.previous ?? '', '', '', '', '', '']));
  return `\uFEFF${lines.join('')}`;
}
