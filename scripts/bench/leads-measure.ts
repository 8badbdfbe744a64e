// The measurements of `npm run bench:leads` (scripts/bench-leads.ts): the timings of the inbox's
// service calls (warm-up, then LEADS_BENCH_RUNS runs: median and p95), their EXPLAIN ANALYZE, and the
// whole CSV export streamed into a counting sink while the process's memory is sampled.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { productChoices } from '@/lib/server/catalogue/service';
import { inboxStatements, leadCounts, listLeads } from '@/lib/server/consult/leads';
import { streamLeadsCsv } from '@/lib/server/consult/leads-csv';
import type { Db } from '@/lib/server/db/types';
import { leadQuerySchema, type LeadQuery } from '@/lib/api/contract/leads';
import { validate } from '@/lib/validation/kit';

export const RUNS = Math.min(Math.max(Number(process.env.LEADS_BENCH_RUNS || 15), 1), 200);
export const WARMUP = 2;

export interface Figure {
  median: number;
  p95: number;
}

/** One line of the inbox's table: the request, how many leads match, its timings. */
export interface InboxFigure {
  label: string;
  total: number | string;
  figure: Figure;
}

/** The CSV export's figures: its size, its time, and the memory the process used over it. */
export interface ExportFigures {
  rows: number;
  chunks: number;
  bytes: number;
  seconds: number;
  base: NodeJS.MemoryUsage;
  peakRss: number;
  peakHeap: number;
  peakLive: number;
}

export async function timed(fn: () => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const rank = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)];
  return { median: rank(0.5), p95: rank(0.95) };
}

export function leadQuery(raw: Record<string, string>): LeadQuery {
  const checked = validate(leadQuerySchema, raw);
  if (!checked.ok) throw new Error(`bad query ${JSON.stringify(raw)}: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

export async function explain(db: Db, label: string, query: LeadQuery, now: Date) {
  const { total, page } = inboxStatements(db, query, now);
  for (const [what, statement] of [
    ['count', total],
    ['page', page],
  ] as const) {
    const result = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n-- ${label}: ${what}`);
    for (const row of result.rows) console.log(`   ${row['QUERY PLAN']}`);
  }
}

/** The /admin overview and each of the cases of /admin/leads, timed. */
export async function measureInbox(db: Db, actor: Actor, now: Date, cases: [string, Record<string, string>][]): Promise<InboxFigure[]> {
  const figures: InboxFigure[] = [];
  const counts = await leadCounts(db, actor);
  figures.push({ label: '/admin overview (leadCounts)', total: `${counts.unread} unread`, figure: await timed(() => leadCounts(db, actor)) });
  for (const [label, raw] of cases) {
    const query = leadQuery(raw);
    const { total } = await listLeads(db, actor, query, now, 'en');
    // What /admin/leads asks for: the page of leads and the product choices of the filter.
    const figure = await timed(() => Promise.all([listLeads(db, actor, query, now, 'en'), productChoices(db, 'en')]));
    figures.push({ label, total, figure });
  }
  return figures;
}

/**
 * The whole export, through the function the route returns, into a sink that only counts.
 * A collection first, so that the baseline is the live heap, not the garbage of the timings.
 */
export async function measureCsvExport(db: Db, actor: Actor, now: Date): Promise<ExportFigures> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakLive = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 50);
  const t0 = performance.now();
  const reader = streamLeadsCsv(db, actor, leadQuery({}), now).getReader();
  let bytes = 0;
  let rows = -1; // the header line
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    chunks += 1;
    for (let i = 0; i < value.length; i += 1) if (value[i] === 0x0a) rows += 1;
    // Every 10,000 rows, what is still alive after a collection (garbage is not memory held).
    if (chunks % 20 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
    // Let the sampler run between batches, as a socket's back-pressure would.
    await new Promise((r) => setImmediate(r));
  }
  const seconds = (performance.now() - t0) / 1000;
  sample();
  clearInterval(sampler);
  return { rows, chunks, bytes, seconds, base, peakRss, peakHeap, peakLive };
}
