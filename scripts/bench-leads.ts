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
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, count, desc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Actor } from '@/lib/server/access';
import { productChoices } from '@/lib/server/catalogue/service';
import { leadConditions, leadCounts, listLeads } from '@/lib/server/consult/leads';
import { streamLeadsCsv } from '@/lib/server/consult/leads-csv';
import { openDatabase } from '@/lib/server/db/open';
import * as schema from '@/lib/server/db/schema';
import { consultRequests, products, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { LEADS_PAGE_SIZE, leadQuerySchema, type LeadQuery } from '@/lib/api/contract/leads';
import { validate } from '@/lib/validation/kit';

const COUNT = Math.min(Math.max(Number(process.env.LEADS_BENCH_COUNT || 100_000), 100), 1_000_000);
const RUNS = Math.min(Math.max(Number(process.env.LEADS_BENCH_RUNS || 15), 1), 200);
const WARMUP = 2;
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

// ─── the leads ──────────────────────────────────────────────────────────────────────────────────

const q = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

// Display name and its ASCII form for the e-mail address (pinyin for the Chinese ones).
const FIRST = [
  ['Anna', 'anna'],
  ['Lukas', 'lukas'],
  ['Sofia', 'sofia'],
  ['James', 'james'],
  ['Olivia', 'olivia'],
  ['Mateo', 'mateo'],
  ['Yuki', 'yuki'],
  ['Hiroshi', 'hiroshi'],
  ['Min-jun', 'minjun'],
  ['Priya', 'priya'],
  ['Arjun', 'arjun'],
  ['Fatima', 'fatima'],
  ['Omar', 'omar'],
  ['Elena', 'elena'],
  ['Marco', 'marco'],
  ['Chloé', 'chloe'],
  ['Pierre', 'pierre'],
  ['Ingrid', 'ingrid'],
  ['Lars', 'lars'],
  ['Ana', 'ana'],
  ['João', 'joao'],
  ['Carlos', 'carlos'],
  ['Noah', 'noah'],
  ['Emma', 'emma'],
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['强', 'qiang'],
  ['洋', 'yang'],
  ['Dmitri', 'dmitri'],
  ['Olga', 'olga'],
  ['Kemal', 'kemal'],
  ['Ayşe', 'ayse'],
  ['Nguyen', 'nguyen'],
  ['Siti', 'siti'],
  ['Tomás', 'tomas'],
  ['Zofia', 'zofia'],
];
const LAST = [
  ['Schmidt', 'schmidt'],
  ['Müller', 'mueller'],
  ['Rossi', 'rossi'],
  ['García', 'garcia'],
  ['Smith', 'smith'],
  ['Johnson', 'johnson'],
  ['Tanaka', 'tanaka'],
  ['Sato', 'sato'],
  ['Kim', 'kim'],
  ['Patel', 'patel'],
  ['Sharma', 'sharma'],
  ['Haddad', 'haddad'],
  ['Dubois', 'dubois'],
  ['Martin', 'martin'],
  ['Larsen', 'larsen'],
  ['Nilsson', 'nilsson'],
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Kowalski', 'kowalski'],
  ['Novak', 'novak'],
  ['Yılmaz', 'yilmaz'],
  ['Ivanov', 'ivanov'],
  ['Tran', 'tran'],
  ['Wijaya', 'wijaya'],
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['Brown', 'brown'],
  ['Wilson', 'wilson'],
  ['De Vries', 'devries'],
  ['Jansen', 'jansen'],
  ['Moreau', 'moreau'],
  ['Ferrari', 'ferrari'],
  ['Lopez', 'lopez'],
  ['Nowak', 'nowak'],
];
const COMPANY_A = [
  'Nordwind',
  'Alpine',
  'Blue Harbor',
  'Sunrise',
  'Atlas',
  'Evergreen',
  'Pacific',
  'Redwood',
  'Silverline',
  'Maple',
  'Orion',
  'Crescent',
  'Summit',
  'Horizon',
  'Golden Gate',
  'Riverstone',
  'Cedar',
  'Polaris',
  'Lighthouse',
  'Meridian',
  '华联',
  '东方',
  '远航',
  '星辰',
  'Sakura',
  'Baltic',
  'Andes',
  'Sahara',
  'Danube',
  'Fjord',
];
const COMPANY_B = [
  'Trading GmbH',
  'Outdoor Ltd',
  'Promotions Inc.',
  'Retail Group',
  'Gear Co.',
  'Supplies S.L.',
  'Imports B.V.',
  'Brands SAS',
  '贸易有限公司',
  'Corporation',
  'Distribution AB',
  'Sports Srl',
  '',
];
// Repeats weight the countries (what buyers type into the form's country field).
const COUNTRIES = [
  'Germany',
  'Germany',
  'Germany',
  'United States',
  'United States',
  'United States',
  'United States',
  'United Kingdom',
  'United Kingdom',
  'France',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Poland',
  'Sweden',
  'Norway',
  'Denmark',
  'Japan',
  'Japan',
  'South Korea',
  'Australia',
  'Canada',
  'Canada',
  'Brazil',
  'Mexico',
  'India',
  'United Arab Emirates',
  'Saudi Arabia',
  'Turkey',
  'Russia',
  'Vietnam',
  'Indonesia',
  'Singapore',
  'China',
  'China',
  'Hong Kong',
  'Taiwan',
  'South Africa',
  'Chile',
  '',
];
const DOMAINS = ['example.com', 'example.de', 'example.co.uk', 'example.fr', 'example.jp', 'example.cn', 'mail.example', 'example.net'];
const MESSAGES = [
  'Hello, we are looking for a supplier of custom printed pouches for a retail programme. Please send your price list and MOQ.',
  'We need %Q pieces with our logo, delivery to our warehouse before the end of next quarter. Could you quote FOB and DDP?',
  'Please quote %Q units in two colours, screen printed logo, individual polybag packing. Sample lead time?',
  'Our brand sells outdoor equipment; we want a padded carrying case for a new product. Dimensions attached in the next mail.',
  'Could you make a waterproof version of this item? We would order %Q pieces per month if the quality is right.',
  'Looking for a long-term partner for soft goods: pouches, sleeves and tool rolls. Do you have BSCI or ISO 9001?',
  '您好，我们需要定制%Q个收纳包，请报价并告知交期，谢谢。',
  '请问这款产品可以做我们的LOGO吗？数量大约%Q个，需要开票。',
  'Guten Tag, wir benötigen ein Angebot für %Q Stück mit Siebdruck. Lieferung nach Hamburg.',
  'Bonjour, pouvez-vous nous envoyer un devis pour %Q pièces avec notre logo brodé ?',
  'Hola, necesitamos %Q unidades con impresión a todo color. ¿Cuál es el precio unitario?',
  'We are a distributor in our region and would like samples of your EVA cases before placing a trial order of %Q pieces.',
  'Do you offer eco-friendly materials (recycled PET, organic cotton)? Quantity around %Q.',
  'Urgent: trade show next month, we need %Q branded bags. Is air freight possible?',
];
/** The word in about 1 % of the leads (the keyword the bench searches for), and one in none. */
const RARE_WORD = 'RFID';
const ABSENT_WORD = 'zeppelin';

async function insertLeads(db: Db, productIds: number[], salesIds: number[]): Promise<void> {
  const first = q(FIRST.map((f) => f[0]));
  const firstAscii = q(FIRST.map((f) => f[1]));
  const last = q(LAST.map((l) => l[0]));
  const lastAscii = q(LAST.map((l) => l[1]));
  const rand = (n: number) => `(1 + floor(random() * ${n}))::int`;
  await db.execute(sql`select setseed(0.42)`);
  // One statement in chunks of 20,000 (a single 100,000-row statement needs more of PGlite's memory).
  const CHUNK = 20_000;
  for (let start = 1; start <= COUNT; start += CHUNK) {
    const end = Math.min(COUNT, start + CHUNK - 1);
    await db.execute(
      sql.raw(`
      insert into consult_requests
        (name, company, email, phone, country, product_id, quantity, message, locale, source_page, client_address, user_agent,
         status, assignee_id, follow_up_at, read_at, created_at, updated_at, reference)
      select
        (${first})[fi] || ' ' || (${last})[li],
        case when random() < 0.85 then (${q(COMPANY_A)})[${rand(COMPANY_A.length)}] || ' ' || (${q(COMPANY_B)})[${rand(COMPANY_B.length)}] else '' end,
        (${firstAscii})[fi] || '.' || (${lastAscii})[li] || (i % 997) || '@' || (${q(DOMAINS)})[${rand(DOMAINS.length)}],
        case when random() < 0.6 then '+' || (10 + floor(random() * 89))::int || ' ' || (100000000 + floor(random() * 899999999))::bigint else '' end,
        (${q(COUNTRIES)})[${rand(COUNTRIES.length)}],
        case when random() < 0.7 then (array[${productIds.join(',')}])[${rand(productIds.length)}] end,
        qty,
        replace((${q(MESSAGES)})[${rand(MESSAGES.length)}], '%Q', coalesce(qty, 500)::text)
          || case when i % 100 = 37 then ' We also need ${RARE_WORD} blocking lining in some of them.' else '' end,
        (array['en','en','en','de','fr','es','zh-CN','zh-CN','ja','ko','it','ru','pt','ar'])[${rand(14)}],
        '/en/product/' || ${rand(27)},
        '203.0.113.' || (i % 250),
        'Mozilla/5.0 (bench)',
        status,
        case when status <> 'new' and random() < 0.9 then (array[${salesIds.join(',')}])[${rand(salesIds.length)}] end,
        case when status in ('contacted', 'quoting') and random() < 0.5 then created + (3 + floor(random() * 30)) * interval '1 day' end,
        case when status <> 'new' or random() < 0.3 then created + (1 + random() * 48) * interval '1 hour' end,
        created,
        created,
        'HX-BENCH-' || i
      from (
        select i, fi, li, qty, created,
          case
            when i > ${COUNT} * 0.97 then (array['new','new','new','new','new','new','new','contacted','contacted','quoting'])[${rand(10)}]
            else (array['new','contacted','contacted','contacted','quoting','quoting','won','won','won','lost','lost','lost','lost','lost','lost','spam','spam','spam'])[${rand(18)}]
          end as status
        from (
          select i, ${rand(FIRST.length)} as fi, ${rand(LAST.length)} as li,
            case when random() < 0.8 then (100 * (1 + floor(random() * 100)))::int end as qty,
            now() - interval '730 days' + (i::float8 / ${COUNT}) * interval '730 days' - random() * interval '3 hours' as created
          from generate_series(${start}, ${end}) as g(i)
        ) raw
      ) s`),
    );
  }
  await db.execute(sql`analyze consult_requests`);
}

// ─── timing ─────────────────────────────────────────────────────────────────────────────────────

interface Figure {
  median: number;
  p95: number;
}

async function timed(fn: () => Promise<unknown>): Promise<Figure> {
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

function leadQuery(raw: Record<string, string>): LeadQuery {
  const checked = validate(leadQuerySchema, raw);
  if (!checked.ok) throw new Error(`bad query ${JSON.stringify(raw)}: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

async function explain(db: Db, label: string, query: LeadQuery, now: Date) {
  const where = and(...leadConditions(query, now));
  const page = db
    .select()
    .from(consultRequests)
    .where(where)
    .orderBy(desc(consultRequests.createdAt), desc(consultRequests.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((query.page - 1) * LEADS_PAGE_SIZE);
  const total = db.select({ total: count() }).from(consultRequests).where(where);
  for (const [what, statement] of [
    ['count', total],
    ['page', page],
  ] as const) {
    const result = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n-- ${label}: ${what}`);
    for (const row of result.rows) console.log(`   ${row['QUERY PLAN']}`);
  }
}

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0)).padStart(7);

// ─── the run ────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-leads-'));
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  let reopened: PGlite | null = null;
  try {
    let db = opened.db;
    let t0: number;
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
    t0 = performance.now();
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

    const measure = async () => {
      const figures: { label: string; total: number | string; figure: Figure }[] = [];
      const counts = await leadCounts(db, actor, now);
      figures.push({ label: '/admin overview (leadCounts)', total: `${counts.unread} unread`, figure: await timed(() => leadCounts(db, actor, now)) });
      for (const [label, raw] of cases) {
        const query = leadQuery(raw);
        const { total } = await listLeads(db, actor, query, now, 'en');
        // What /admin/leads asks for: the page of leads and the product choices of the filter.
        const figure = await timed(() => Promise.all([listLeads(db, actor, query, now, 'en'), productChoices(db, 'en')]));
        figures.push({ label, total, figure });
      }
      return figures;
    };

    const before = await measure();
    if (EXPLAIN) for (const [label, raw] of cases) await explain(db, label, leadQuery(raw), now);

    // The whole export, through the function the route returns, into a sink that only counts.
    // A collection first, so that the baseline is the live heap, not the garbage of the timings.
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
    t0 = performance.now();
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
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
    const csvReport = [
      '\nCSV export of every lead (streamLeadsCsv, batches of 500, into a counting sink)',
      `rows ${rows.toLocaleString('en')}, ${chunks} chunks, ${mb(bytes)}; ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
      `memory over the export (the file is ${mb(bytes)}): peak RSS +${mb(peakRss - base.rss)}, peak JS heap +${mb(peakHeap - base.heapUsed)} (sampled every 50 ms, garbage included), live JS heap +${mb(peakLive - base.heapUsed)} (after a collection every 10,000 rows)`,
    ];

    let after: Awaited<ReturnType<typeof measure>> | null = null;
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

    console.log('\n/admin/leads, 20 a page (listLeads + productChoices), ms');
    console.log(`${'request'.padEnd(32)}${'matches'.padStart(12)}${'median'.padStart(8)}${'p95'.padStart(8)}${after ? `   with proposed indexes: median   p95` : ''}`);
    before.forEach((b, i) => {
      const a = after?.[i];
      const total = typeof b.total === 'number' ? b.total.toLocaleString('en') : b.total;
      console.log(`${b.label.padEnd(32)}${total.padStart(12)} ${ms(b.figure.median)} ${ms(b.figure.p95)}${a ? `${' '.repeat(26)}${ms(a.figure.median)} ${ms(a.figure.p95)}` : ''}`);
    });

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
