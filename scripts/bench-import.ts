// `npm run bench -- --import-only`: the catalogue's spreadsheet import at 10,000 products on PGlite.
// Figures beside their target (a minute for the whole import), not pass/fail.
//
// A fresh PGlite folder (in the temp dir, removed at the end) is migrated and seeded with the demo
// catalogue; its CSV export gives the rows, copied with new slugs up to IMPORT_BENCH_COUNT (10,000)
// per format, written as a CSV and as an XLSX. Each sheet is previewed (read, checked row by row,
// compared with the catalogue) and confirmed (written in one transaction; its search rows are
// written after the commit, timed apart as "searchable after");
// the script prints each step's time, rows per second and the process's peak RSS.
//
// Run it with the react-server condition (the services import 'server-only'):
//   node --conditions=react-server --import tsx scripts/bench-import.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import type { TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import type { Actor } from '@/lib/server/access';
import { searchCaughtUp } from '@/lib/server/catalogue/search-pending';
import { confirmImport } from '@/lib/server/catalogue/transfer-confirm';
import { exportCatalogue } from '@/lib/server/catalogue/transfer-export';
import { previewImport } from '@/lib/server/catalogue/transfer-import';
import { openDatabase } from '@/lib/server/db/open';
import type { Db } from '@/lib/server/db/types';
import { products, users } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';

const COUNT = Math.min(Math.max(Number(process.env.IMPORT_BENCH_COUNT || 10_000), 100), 20_000);
const TARGET_SECONDS = 60;

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
}

/*
 * The demo products carry a long description in every language (about 21 KB of CSV a row): 10,000
 * of them would be a 213 MB sheet, over the upload limit. A real catalogue's row has a paragraph
 * of description per language, a few KB: each description is cut to DESCRIPTION_CHARS (at a
 * word's end) unless IMPORT_BENCH_FULL=1 asks for the demo's whole texts.
 */
const FULL = process.env.IMPORT_BENCH_FULL === '1';
const DESCRIPTION_CHARS = 400;

function shortened(text: string): string {
  if (FULL || text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut;
}

/** COUNT rows made of the demo rows, each with a slug and an English name of its own. */
function generated(header: string[], demo: string[][], tag: string, edition = ''): string[][] {
  const slug = header.indexOf('slug');
  const name = header.indexOf('name.en');
  const descriptions = header.flatMap((column, i) => (column.startsWith('description.') ? [i] : []));
  return Array.from({ length: COUNT }, (_, i) => {
    const row = [...demo[i % demo.length]];
    row[slug] = `${row[slug]}-${tag}-${i}`.slice(0, 80);
    row[name] = `${row[name]} ${tag.toUpperCase()}-${i}${edition}`.slice(0, 120);
    for (const at of descriptions) row[at] = shortened(row[at]);
    return row;
  });
}

async function sheetOf(format: TransferFormat, header: string[], rows: string[][]): Promise<Uint8Array> {
  if (format === 'csv') return new TextEncoder().encode(stringify([header, ...rows], { bom: true }));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const productCount = async (db: Db) => (await db.select({ n: count() }).from(products))[0].n;

/**
 * The confirmation, done: outside a Next server the cache's revalidateTag has no store and throws
 * once the transaction has committed (the products are written), which the bench lets pass.
 */
async function confirmed(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!String(error).includes('static generation store missing')) throw error;
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-import-'));
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = opened.db;
    await opened.migrate();
    await seedDemoContent(db);
    const [user] = await db
      .insert(users)
      .values({ account: 'bench.editor', nickname: 'bench.editor', roles: ['member', 'editor'] })
      .returning();
    const actor: Actor = { user, roles: user.roles, sessionId: 0, expiresAt: new Date(Date.now() + 3_600_000) };
    const file = await exportCatalogue(db, actor, { format: 'csv', filters: { keyword: '', category: null, state: '' } });
    const [header, ...demo] = parse(Buffer.from(await new Response(file.body).arrayBuffer()), { bom: true }) as string[][];
    const rowKb = (format: TransferFormat, bytes: number) => (format === 'csv' ? ` (${(bytes / COUNT / 1024).toFixed(1)} KB a row)` : '');
    console.log(
      `\nCatalogue import on PGlite: ${COUNT.toLocaleString('en')} new products per sheet, ${header.length} columns, ` +
        `${FULL ? "the demo's whole descriptions" : `descriptions cut to ${DESCRIPTION_CHARS} characters`} (target: preview + confirm under ${TARGET_SECONDS} s)`,
    );
    // Then the CSV's products again, each with a new English name: 10,000 updates.
    for (const [format, edition] of [
      ['csv', ''],
      ['xlsx', ''],
      ['csv', ' (2)'],
    ] as const) {
      let sheet: Uint8Array | null = await sheetOf(format, header, generated(header, demo, format, edition));
      const size = sheet.length;
      const t0 = performance.now();
      const preview = await previewImport(db, actor, chunksOf(sheet), format);
      // The sheet itself is the bench's, not the import's: let it go before the confirmation.
      sheet = null;
      const t1 = performance.now();
      const before = await productCount(db);
      await confirmed(confirmImport(db, actor, preview.id!));
      const t2 = performance.now();
      // The search rows are written after the commit (the products are in the catalogue at once,
      // in search as the catch-up reaches them): timed apart, and done before the next sheet.
      await searchCaughtUp(db);
      const t3 = performance.now();
      const created = (await productCount(db)) - before;
      const what = edition ? `updated ${preview.counts.changed.toLocaleString('en')}` : `created ${created.toLocaleString('en')}`;
      const total = (t2 - t0) / 1000;
      const rate = (ms: number) => Math.round(COUNT / (ms / 1000)).toLocaleString('en');
      console.log(
        `${format.toUpperCase().padEnd(5)}${edition ? ' again' : ''} ${(size / 1024 / 1024).toFixed(1)} MB${rowKb(format, size)}  preview ${((t1 - t0) / 1000).toFixed(1)} s (${rate(t1 - t0)} rows/s)  ` +
          `confirm ${((t2 - t1) / 1000).toFixed(1)} s (${rate(t2 - t1)} rows/s)  total ${total.toFixed(1)} s ${total < TARGET_SECONDS ? 'ok' : 'OVER'} (target < ${TARGET_SECONDS} s)  ` +
          `then searchable after ${((t3 - t2) / 1000).toFixed(1)} s more  ${what}  peak RSS so far ${peakMb()} MB`,
      );
    }
    console.log(`${(await productCount(db)).toLocaleString('en')} products in the catalogue afterwards`);
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
