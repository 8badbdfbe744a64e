// `npm run bench -- --leads-only` (or `npm run bench:leads`): the back office's leads inbox on
// PGlite with 100,000 leads. Figures, not pass/fail.
//
// A fresh PGlite database in a temporary folder (removed at the end), migrated and seeded with the
// demo catalogue, gets LEADS_BENCH_COUNT (100,000) generated leads spread over two years; then the
// script times what the pages ask of the services — /admin's leadCounts, and /admin/leads'
// listLeads with productChoices — for page 1, a middle page, the last page and each filter
// (warm-up, then LEADS_BENCH_RUNS runs: median and p95), and streams the whole CSV export through
// streamLeadsCsv (what GET /admin/leads.csv returns) into a counting sink, sampling the process's
// memory every 50 ms to show the export is not held in memory. Nothing leaves the machine.
//
//   --explain    prints EXPLAIN ANALYZE of each list query (the count and the page)
//   --indexes    also times everything again after creating the indexes proposed for the inbox
//                (by hand, in this throwaway database only: the migrations are not touched)
//
// Run it with the react-server condition (the services import 'server-only'):
//   node --conditions=react-server --import tsx scripts/bench-leads.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Actor } from '@/lib/server/access';
import { openDatabase } from '@/lib/server/db/open';
import * as schema from '@/lib/server/db/schema';
import { consultRequests, products, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { LEADS_PAGE_SIZE } from '@/lib/api/contract/leads';
import { ABSENT_WORD, insertLeads, RARE_WORD } from './bench/leads-data';
import { explain, type InboxFigure, leadQuery, measureCsvExport, measureInbox, RUNS, WARMUP } from './bench/leads-measure';
import { csvReportLines, printInboxTable } from './bench/leads-report';

const EXPLAIN = process.argv.includes('--explain');
const TRY_INDEXES = process.argv.includes('--indexes');

/**
 * The indexes proposed for the inbox (not in the migrations yet; see docs/tests-and-figures.md,
 * "The leads inbox at 100,000 leads"): the list's order (created_at, id) as one index, so a deep page walks one index
 * instead of sorting again, and trigram indexes (pg_trgm, which PGlite loads as an extension)
 * for the keyword's and the country's ILIKE, which otherwise read every lead.
 */
const PROPOSED_INDEXES = [
  'create extension if not exists pg_trgm',
  // In place of consult_requests_created_idx (created_at alone), which the planner keeps preferring.
  'drop index consult_requests_created_idx',
  'create index consult_requests_created_idx on consult_requests (created_at, id)',
  'create index consult_requests_name_trgm_idx on consult_requests using gin (name gin_trgm_ops)',
  'create index consult_requests_company_trgm_idx on consult_requests using gin (company gin_trgm_ops)',
  'create index consult_requests_email_trgm_idx on consult_requests using gin (email gin_trgm_ops)',
  'create index consult_requests_message_trgm_idx on consult_requests using gin (message gin_trgm_ops)',
  'create index consult_requests_country_trgm_idx on consult_requests using gin (country gin_trgm_ops)',
];

// ─── the run ────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-leads-'));
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  let reopened: PGlite | null = null;
  try {
    let db = opened.db;
    await opened.migrate();
    await seedDemoContent(db);
    const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
    const salesIds: number[] = [];
    for (const account of ['sam.sales', 'sue.sales', 'li.sales', 'ada.admin']) {
      const roles = account === 'ada.admin' ? ['member' as const, 'admin' as const] : ['member' as const, 'sales' as const];
      const [user] = await db.insert(users).values({ account, nickname: account, roles }).returning();
      salesIds.push(user.id);
    }
    const [user] = await db
      .select()
      .from(users)
      .where(sql`${users.account} = 'sam.sales'`);
    const actor: Actor = { user, roles: user.roles, sessionId: 0, expiresAt: new Date(Date.now() + 3_600_000) };
    console.log('\nLeads inbox on PGlite (a fresh folder in the temp dir)');
    const t0 = performance.now();
    await insertLeads(db, productIds, salesIds);
    const [{ n }] = await db.select({ n: count() }).from(consultRequests);
    console.log(`${n.toLocaleString('en')} leads inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${WARMUP} warm-up runs, then ${RUNS} timed runs per line`);

    const now = new Date();
    const lastPage = Math.ceil(n / LEADS_PAGE_SIZE);
    const middle = Math.max(1, Math.round(lastPage / 2));
    const month = new Date(now.getTime() - 365 * 86_400_000);
    const from = month.toISOString().slice(0, 10);
    const to = new Date(month.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, Record<string, string>][] = [
      ['page 1', {}],
      [`page ${middle.toLocaleString('en')} (middle)`, { page: String(middle) }],
      [`page ${lastPage.toLocaleString('en')} (last)`, { page: String(lastPage) }],
      ['status=quoting', { status: 'quoting' }],
      ['status=new, page 50', { status: 'new', page: '50' }],
      ['country=germany', { country: 'germany' }],
      [`keyword=${RARE_WORD.toLowerCase()} (~1 %)`, { keyword: RARE_WORD.toLowerCase() }],
      [`keyword=${ABSENT_WORD} (none)`, { keyword: ABSENT_WORD }],
      ['keyword=nordwind (company)', { keyword: 'nordwind' }],
      ['due=1', { due: '1' }],
      [`from..to (30 days)`, { from, to }],
      ['product + status=won', { product: String(productIds[0]), status: 'won' }],
    ];

    const measure = () => measureInbox(db, actor, now, cases);

    const before = await measure();
    if (EXPLAIN) for (const [label, raw] of cases) await explain(db, label, leadQuery(raw), now);

    const csvReport = csvReportLines(await measureCsvExport(db, actor, now));

    let after: InboxFigure[] | null = null;
    if (TRY_INDEXES) {
      // The same folder again, this time with PGlite's pg_trgm extension loaded (lib/server/db/open.ts
      // does not load it yet), and the proposed indexes created by hand.
      await opened.close();
      const client = new PGlite(dataDir, { extensions: { pg_trgm } });
      reopened = client;
      db = drizzle(client, { schema }) as unknown as Db;
      for (const statement of PROPOSED_INDEXES) await db.execute(sql.raw(statement));
      await db.execute(sql`analyze consult_requests`);
      after = await measure();
      if (EXPLAIN) for (const [label, raw] of cases) await explain(db, `${label} (proposed indexes)`, leadQuery(raw), now);
    }

    printInboxTable(before, after);

    for (const line of csvReport) console.log(line);
  } finally {
    if (reopened) await reopened.close();
    else await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
