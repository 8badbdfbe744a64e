// `npm run bench`: figures, not pass/fail. Builds if needed, serves the app on its own port and
// data folder, then prints for the catalogue pages the first-load JavaScript (gzipped scripts
// referenced by the page's HTML), Lighthouse's mobile scores (Debian's Chromium), and, under load
// from autocannon on this machine, requests per second and latency percentiles.
// Each figure is printed beside its target and the floor it is measured against (the performance budgets):
// first-load JS within 10 kB of a bare Next page built in the same run (scripts/bench/floor.mjs;
// home ≤ 150 kB, list and product ≤ 145 kB); Lighthouse mobile performance ≥ 98 in every one of
// BENCH_LIGHTHOUSE_RUNS (5) runs, accessibility, best practices and SEO 100; the product page at
// 50 connections ≥ 0.12 × nginx serving the same HTML (scripts/bench/nginx.mjs, back to back),
// p99 < 100 ms, no non-2xx. BENCH_LIGHTHOUSE=false skips Lighthouse.
// Then the back office's leads inbox with 100,000 leads on PGlite (scripts/bench-leads.ts, in a
// process of its own): `npm run bench -- --leads-only` runs only that (with `--indexes` it also
// times the indexes proposed for the inbox), BENCH_LEADS=false skips it.
// Then the catalogue at 27 and at 10,000 products in 14 languages on PGlite (scripts/bench-catalogue.ts,
// in a process of its own: search, list and product queries beside the search's 50 ms target):
// `npm run bench -- --catalogue-only` (or `npm run bench:catalogue`) runs only that (`--explain`
// prints the search's plans), BENCH_CATALOGUE=false skips it.
// Then the catalogue's spreadsheet import of 10,000 products as CSV and as XLSX on PGlite
// (scripts/bench-import.ts: preview and confirmation, rows per second, peak RSS): `npm run bench --
// --import-only` runs only that, BENCH_IMPORT=false skips it.
// Then (same server) the member pages beside the product page at 10 connections (a member's share of
// the product page's throughput, p99 ÷ mean) and the member area's API: p95 of a member's orders list
// and of a 10 MB upload (scripts/bench/member.mjs); `npm run bench -- --member-only` runs only those,
// BENCH_MEMBER=false skips them.
// Then, that server stopped, memory (scripts/bench/memory.mjs): the RSS after a warm-up of an
// instance on PGlite (first start, then restarted) and on PostgreSQL (TEST_DATABASE_URL's server, else
// a throwaway one), beside the bare Next server of the floor; on PostgreSQL the member pages' table
// again. `npm run bench -- --memory-only` runs only the memory table, BENCH_MEMORY=false skips it.
// `npm run bench -- --lighthouse-only` prints the first-load JS (without building the floor) and the
// Lighthouse runs, nothing else (BENCH_LIGHTHOUSE_PAGES=home,product to pick pages: home, list,
// product). BENCH_DIR=<folder> benches a built copy of the site in another folder (its own .next).
// `--lantern` adds, under each Lighthouse run, the simulated FCP and LCP with their optimistic and
// pessimistic estimates; `--lantern=detail` also lists the requests each LCP graph counted
// (scripts/bench/lantern.mjs): where a score's time went.
// Then, that server stopped, the cost of page view counting: the product page on two servers, counting on
// and off, in turns (scripts/bench/insights.mjs; target: within 5 %); `npm run bench -- --insights-only`
// runs only that, BENCH_INSIGHTS=false skips it.
// `npm run bench -- --cluster`: the product page through the local cluster's nginx with 1, 2 and 3
// instances (scripts/bench/cluster.mjs), nothing else.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { ensureChromiumBrowser, ensureFonts } from './test-engines.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { buildFloor, measureFloor, removeFloor, startFloor } from './bench/floor.mjs';
import { benchMember, benchMemberPages, printMember, printMemberPages } from './bench/member.mjs';
import { benchMemory, printMemory } from './bench/memory.mjs';
import { lanternLines } from './bench/lantern.mjs';
import { nginxMissingHint, serveWithNginx } from './bench/nginx.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASE = `http://localhost:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const JS_TARGETS = { home: 150, 'product list': 145, 'product list (filtered)': 145, 'product page': 145 };

const LEADS_ONLY = process.argv.includes('--leads-only');
const CATALOGUE_ONLY = process.argv.includes('--catalogue-only');
const IMPORT_ONLY = process.argv.includes('--import-only');
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const MEMBER_ONLY = process.argv.includes('--member-only');
const MEMORY_ONLY = process.argv.includes('--memory-only');
const LANTERN = process.argv.find((a) => a.startsWith('--lantern'));
const LIGHTHOUSE_PAGES = { home: 'home', list: 'product list', product: 'product page' };
const lighthousePages = (process.env.BENCH_LIGHTHOUSE_PAGES || 'home,list,product')
  .split(',')
  .map((p) => LIGHTHOUSE_PAGES[p.trim()])
  .filter(Boolean);
const APP_DIR = path.resolve(process.env.BENCH_DIR || '.');

/** scripts/bench-leads.ts, with the react-server condition its services need ('server-only'). */
function benchLeads() {
  const passed = process.argv.slice(2).filter((a) => a === '--indexes' || a === '--explain');
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-leads.ts', ...passed], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** scripts/bench-catalogue.ts, likewise in a process of its own. */
function benchCatalogue() {
  const passed = process.argv.slice(2).filter((a) => a === '--explain');
  const child = spawn(process.execPath, ['--expose-gc', '--conditions=react-server', '--import', 'tsx', 'scripts/bench-catalogue.ts', ...passed], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** scripts/bench-import.ts (the catalogue's spreadsheet import at 10,000 products), likewise. */
function benchImport() {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-import.ts'], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

if (process.argv.includes('--cluster')) {
  // The cluster (scripts/bench/cluster.mjs): the product page through nginx with 1, 2 and 3 instances.
  const { benchCluster, printCluster } = await import('./bench/cluster.mjs');
  const options = { appDir: APP_DIR, connections: CONNECTIONS, duration: DURATION };
  if (APP_DIR === process.cwd()) buildIfNeeded();
  printCluster(await benchCluster(options), options);
  process.exit(0);
}
/**
 * The product page with page view counting on and off (scripts/bench/insights.mjs), servers on PORT + 6
 * and + 7. `--insights-control`: neither counts, so the figure is the bench's own noise.
 */
async function benchInsights() {
  const { benchCounting, printCounting } = await import('./bench/insights.mjs');
  const control = process.argv.includes('--insights-control');
  if (control) console.log('\n(control run: neither server counts; "on" and "off" are only names)');
  printCounting(await benchCounting({ appDir: APP_DIR, port: PORT + 6, connections: CONNECTIONS, duration: DURATION, control }));
}
if (process.argv.includes('--insights-only')) {
  if (APP_DIR === process.cwd()) buildIfNeeded();
  await benchInsights();
  process.exit(0);
}
if (LEADS_ONLY) process.exit(await benchLeads());
if (CATALOGUE_ONLY) process.exit(await benchCatalogue());
if (IMPORT_ONLY) process.exit(await benchImport());

if (APP_DIR === process.cwd()) buildIfNeeded();

/**
 * The memory table, with servers of its own on PORT + 3 to PORT + 5 (the bench's server is stopped
 * first: two instances would share the two cores and each other's figures). `withMemberPages` also
 * loads the member pages on the PostgreSQL instance.
 */
async function memory(floor, withMemberPages) {
  const also = withMemberPages ? async (instance) => benchMemberPages(instance.base) : undefined;
  const figures = await benchMemory({ appDir: APP_DIR, port: PORT + 3, floor, startFloor, also });
  printMemory(figures);
  if (figures.also) printMemberPages(figures.also, 'PostgreSQL');
}

if (MEMORY_ONLY) {
  const floor = buildFloor();
  try {
    await memory(floor, false);
  } finally {
    removeFloor(floor);
  }
  process.exit(0);
}

// What Lighthouse needs from the machine, installed (or the bench stopped) before the server starts.
const LIGHTHOUSE_CHROMIUM = !MEMBER_ONLY && process.env.BENCH_LIGHTHOUSE !== 'false' ? ensureChromiumBrowser() : null;
if (LIGHTHOUSE_CHROMIUM) ensureFonts();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-'));
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: APP_DIR,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: dataDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${BASE}/basic-api/v1/slider`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

async function firstLoadJs(base, pathname) {
  const html = await (await fetch(base + pathname, { headers: { 'Accept-Language': 'en' } })).text();
  // noModule scripts (the legacy polyfills) are never loaded by modern browsers.
  const sources = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1]))
        .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ];
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  // Stylesheets the page links (render-blocking) and styles inlined into its HTML.
  const sheets = [
    ...new Set(
      [...html.matchAll(/<link([^>]*)>/g)]
        .filter((m) => /rel="stylesheet"/.test(m[1]))
        .map((m) => /href="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ];
  let cssGzip = 0;
  for (const href of sheets) cssGzip += gzipSync(Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer()), { level: 9 }).length;
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1].length, 0);
  return { scripts: sources.length, kB: gzip / 1024, htmlKB: gzipSync(html).length / 1024, sheets: sheets.length, cssKB: cssGzip / 1024, inlineCssKB: inlineCss / 1024 };
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'Accept-Language': 'en', ...headers } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The member pages, then the member area's API (scripts/bench/member.mjs). */
async function memberBenches() {
  printMemberPages(await benchMemberPages(BASE));
  printMember(await benchMember(BASE));
}

/** Stops the site under test and removes its data folder. */
async function stopServer() {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

if (MEMBER_ONLY) {
  try {
    await waitForServer();
    await memberBenches();
  } finally {
    await stopServer();
  }
  process.exit(0);
}

// The bare Next app (scripts/bench/floor.mjs), built once: the first-load JavaScript's floor and the memory's.
const bareNext = LIGHTHOUSE_ONLY ? null : buildFloor();
try {
  await waitForServer();
  const list = await (await fetch(`${BASE}/basic-api/v1/product`)).json();
  const product = list.result.list[0];
  const pages = {
    home: '/en',
    'product list': '/en/products',
    'product list (filtered)': '/en/products?category=sewing&page=2',
    'product page': `/en/product/${product.id}/${product.slug}`,
  };
  // Warm the caches (first request renders and stores the page).
  for (const p of Object.values(pages)) await fetch(BASE + p);

  const floor = LIGHTHOUSE_ONLY ? null : await measureFloor(PORT + 1, firstLoadJs, bareNext);
  console.log('\nFirst-load JS (gzip, scripts referenced by the HTML)');
  console.log(
    `floor: a bare Next page built in this run: ${floor ? `${floor.kB.toFixed(1)} kB (${floor.scripts} scripts)` : LIGHTHOUSE_ONLY ? 'not built (--lighthouse-only)' : 'could not be built'}`,
  );
  console.log('page                       scripts   JS kB   HTML kB   target   over the floor     stylesheets (gz kB)  inline CSS kB');
  for (const [name, p] of Object.entries(pages)) {
    const r = await firstLoadJs(BASE, p);
    const target = JS_TARGETS[name];
    const over = floor ? `+${(r.kB - floor.kB).toFixed(1)} kB (≤ 10)` : '';
    console.log(
      `${name.padEnd(26)} ${String(r.scripts).padStart(7)} ${r.kB.toFixed(1).padStart(7)} ${r.htmlKB.toFixed(1).padStart(9)}   ${`≤ ${target}`.padStart(6)} ${r.kB <= target ? 'ok ' : 'OVER'}  ${over.padEnd(17)} ${`${r.sheets} (${r.cssKB.toFixed(1)})`.padStart(11)} ${r.inlineCssKB.toFixed(1).padStart(14)}`,
    );
  }

  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    console.log(`\nLighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} runs per page; targets: perf ≥ 98 in every run, the others 100`);
    console.log('page                       perf  a11y  best   seo   LCP      CLS    TBT');
    const chrome = await chromeLauncher.launch({
      chromePath: LIGHTHOUSE_CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      for (const name of lighthousePages)
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
          const audit1 = () =>
            lighthouse(BASE + pages[name], {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            });
          let result = await audit1();
          // A run that could not load the page (the first one after Chromium starts, now and then)
          // scores 0 everywhere: say so and measure once more rather than print a false figure.
          if (result.lhr.runtimeError) {
            console.log(`${name.padEnd(26)}(run failed: ${result.lhr.runtimeError.code}; once more)`);
            result = await audit1();
          }
          const { lhr } = result;
          const score = (id) => String(Math.round(lhr.categories[id].score * 100)).padStart(5);
          const audit = (id) => (lhr.audits[id].displayValue ?? '').padEnd(8);
          console.log(
            `${name.padEnd(26)}${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')}   ${audit('largest-contentful-paint')} ${audit('cumulative-layout-shift')} ${audit('total-blocking-time')}`,
          );
          if (LANTERN && !lhr.runtimeError) for (const line of await lanternLines(result, LANTERN === '--lantern=detail')) console.log(line);
        }
    } finally {
      await chrome.kill();
    }
  }

  if (!LIGHTHOUSE_ONLY) {
    console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION} s each (autocannon on the same 2 cores)`);
    console.log('page                        req/s   p50 ms   p99 ms   non-2xx');
    const row = (name, r) =>
      console.log(
        `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(6)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)}`,
      );
    // The ceiling: nginx serving the product page's own HTML, measured right before the page itself.
    const productHtml = await (await fetch(BASE + pages['product page'], { headers: { 'Accept-Language': 'en' } })).text();
    const nginx = await serveWithNginx(productHtml, PORT + 2);
    let ceiling = null;
    if (nginx) {
      try {
        ceiling = await load(nginx.url);
        row('nginx, same HTML', ceiling);
      } finally {
        await nginx.stop();
      }
    } else console.log(`(nginx is not installed: ${nginxMissingHint()})`);
    const results = {};
    for (const name of ['product page', 'home']) {
      results[name] = await load(BASE + pages[name]);
      row(name, results[name]);
    }
    // As a browser asks for it: compressed (scripts/serve.mjs, brotli), not a figure of the targets.
    row('product page, brotli', await load(BASE + pages['product page'], { 'Accept-Encoding': 'gzip, deflate, br' }));
    const productLoad = results['product page'];
    const ratio = ceiling ? productLoad.requests.average / ceiling.requests.average : null;
    console.log(
      `product page: ${ratio === null ? 'no ceiling measured' : `${ratio.toFixed(3)} × nginx (target ≥ 0.12: ${ratio >= 0.12 ? 'ok' : 'UNDER'})`}, ` +
        `p99 ${productLoad.latency.p99} ms (target < 100: ${productLoad.latency.p99 < 100 ? 'ok' : 'OVER'}), non-2xx ${productLoad.non2xx} (target 0)`,
    );
    // The member pages beside the product page, then the member area's API (scripts/bench/member.mjs).
    if (process.env.BENCH_MEMBER !== 'false') await memberBenches();
  }
} finally {
  await stopServer();
}

if (!LIGHTHOUSE_ONLY && process.env.BENCH_INSIGHTS !== 'false') await benchInsights();

try {
  if (!LIGHTHOUSE_ONLY && process.env.BENCH_MEMORY !== 'false') await memory(bareNext, process.env.BENCH_MEMBER !== 'false');
} finally {
  removeFloor(bareNext);
}

if (LIGHTHOUSE_ONLY) process.exit(process.exitCode ?? 0);
if (process.env.BENCH_LEADS !== 'false') process.exitCode = await benchLeads();
if (process.env.BENCH_CATALOGUE !== 'false') process.exitCode = (await benchCatalogue()) || process.exitCode;
if (process.env.BENCH_IMPORT !== 'false') process.exitCode = (await benchImport()) || process.exitCode;
