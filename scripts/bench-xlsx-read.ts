// The catalogue import's XLSX reading alone, at 10,000 products: exceljs' whole-file load (how the
// import read XLSX before) against our streaming reader (lib/server/catalogue/xlsx-rows.ts).
// Figures, not pass/fail.
//
// The sheet is made as scripts/bench-import.ts makes it: the demo catalogue (seeded into a fresh
// PGlite folder in the temp dir) exported as CSV, its rows copied with new slugs and English names
// up to XLSX_BENCH_COUNT (10,000), descriptions cut to a paragraph (IMPORT_BENCH_FULL=1 keeps the
// whole texts), written by exceljs with shared strings as Excel writes them. XLSX_BENCH_UNIQUE=1
// makes every text cell of every row different, the worst case for the shared strings table (the
// one part of the sheet the streaming reader holds whole). Each reader then reads the file in a
// process of its own, so its peak RSS is its own; the script prints the time to read every row and
// the peak, beside a process that only loads the same modules. XLSX_BENCH_PREVIEW=1 also runs the
// import's whole preview of the sheet on a seeded PGlite (a minute or more for 10,000 rows).
//
//   node --conditions=react-server --import tsx scripts/bench-xlsx-read.ts
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { xlsxRows } from '@/lib/server/catalogue/xlsx-rows';
import { exceljsText } from '@/lib/server/testing/sheets';

const COUNT = Math.min(Math.max(Number(process.env.XLSX_BENCH_COUNT || 10_000), 100), 20_000);
const FULL = process.env.IMPORT_BENCH_FULL === '1';
const UNIQUE = process.env.XLSX_BENCH_UNIQUE === '1';
const PREVIEW = process.env.XLSX_BENCH_PREVIEW === '1';
const DESCRIPTION_CHARS = 400;

/**
 * This process's peak RSS. Linux's VmHWM starts again at exec, while getrusage's maxRSS keeps the
 * parent's (a spawned process is forked from this one, holding the sheet and the database).
 */
function peakMb(): number {
  const hwm = existsSync('/proc/self/status') ? /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] : undefined;
  return Math.round(Number(hwm ?? process.resourceUsage().maxRSS) / 1024);
}

function shortened(text: string): string {
  if (FULL || text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut;
}

/** The rows scripts/bench-import.ts imports: the demo's, each with a slug and an English name of its own. */
function generated(header: string[], demo: string[][]): string[][] {
  const slug = header.indexOf('slug');
  const name = header.indexOf('name.en');
  const texts = header.flatMap((column, i) => (/^(name|summary|description|material|customization)\./.test(column) ? [i] : []));
  return Array.from({ length: COUNT }, (_, i) => {
    const row = [...demo[i % demo.length]];
    row[slug] = `${row[slug]}-xlsx-${i}`.slice(0, 80);
    row[name] = `${row[name]} XLSX-${i}`.slice(0, 120);
    for (const at of texts) {
      if (header[at].startsWith('description.')) row[at] = shortened(row[at]);
      if (UNIQUE && row[at] && at !== name) row[at] = `${row[at]} #${i}`;
    }
    return row;
  });
}

/** A fresh PGlite folder with the demo catalogue and an editor; `work` runs on it, the folder is removed after. */
async function withCatalogue<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<T> {
  // Loaded here only: the readers' processes hold just the modules of reading.
  const { openDatabase } = await import('@/lib/server/db/open');
  const { users } = await import('@/lib/server/db/schema');
  const { seedDemoContent } = await import('@/lib/server/seed/seed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-xlsx-'));
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await opened.migrate();
    await seedDemoContent(opened.db);
    const [user] = await opened.db
      .insert(users)
      .values({ account: 'bench.editor', nickname: 'bench.editor', roles: ['member', 'editor'] })
      .returning();
    return await work(opened.db, { user, roles: user.roles, sessionId: 0, expiresAt: new Date(Date.now() + 3_600_000) });
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function makeSheet(file: string): Promise<void> {
  const { exportCatalogue } = await import('@/lib/server/catalogue/transfer-export');
  await withCatalogue(async (db, actor) => {
    const csv = await exportCatalogue(db, actor, { format: 'csv', filters: { keyword: '', category: null, state: '' } });
    const [header, ...demo] = parse(Buffer.from(await new Response(csv.body).arrayBuffer()), { bom: true }) as string[][];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('products');
    sheet.addRow(header);
    for (const row of generated(header, demo)) sheet.addRow(row);
    writeFileSync(file, new Uint8Array(await book.xlsx.writeBuffer()));
  });
}

/** The import's whole preview of the sheet (read, checked, compared, its plan stored) on a seeded PGlite. */
async function previewOnce(file: string): Promise<void> {
  const { previewImport } = await import('@/lib/server/catalogue/transfer-import');
  await withCatalogue(async (db, actor) => {
    const before = peakMb();
    const t0 = performance.now();
    const preview = await previewImport(db, actor, createReadStream(file, { highWaterMark: 256 * 1024 }), 'xlsx');
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      JSON.stringify({ reader: 'preview', rows: preview.counts.new + preview.counts.changed + preview.counts.unchanged, chars: 0, seconds, peakMb: peakMb(), beforeMb: before }),
    );
  });
}

/** The rows as the import read them before: the whole file in memory, loaded by exceljs. */
async function* exceljsRows(file: string): AsyncGenerator<string[]> {
  const parts: Uint8Array[] = [];
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) parts.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const values = sheet.getRow(n).values;
    const list = Array.isArray(values) ? (values as ExcelJS.CellValue[]) : [];
    yield Array.from({ length: Math.max(list.length - 1, 0) }, (_, i) => exceljsText(list[i + 1]));
  }
}

/** One reader in this process: every row read, its cells' characters counted (so nothing is skipped). */
async function readOnce(reader: string, file: string): Promise<void> {
  const t0 = performance.now();
  let rows = 0;
  let chars = 0;
  if (reader !== 'none') {
    const source = reader === 'exceljs' ? exceljsRows(file) : xlsxRows(createReadStream(file, { highWaterMark: 256 * 1024 }));
    for await (const row of source) {
      rows += 1;
      for (const cell of row) chars += cell.length;
    }
  }
  console.log(JSON.stringify({ reader, rows, chars, seconds: (performance.now() - t0) / 1000, peakMb: peakMb() }));
}

async function main() {
  const [reader, file] = process.argv.slice(2);
  if (reader === 'preview') return previewOnce(file);
  if (reader) return readOnce(reader, file);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-xlsx-'));
  const sheet = path.join(dir, 'products.xlsx');
  try {
    await makeSheet(sheet);
    const size = readFileSync(sheet).length;
    console.log(
      `\nReading an XLSX of ${COUNT.toLocaleString('en')} products (${(size / 1024 / 1024).toFixed(1)} MB, ` +
        `${FULL ? "the demo's whole descriptions" : `descriptions cut to ${DESCRIPTION_CHARS} characters`}${UNIQUE ? ', every text different' : ''}); load ${os.loadavg()[0].toFixed(1)}`,
    );
    for (const one of ['none', 'exceljs', 'stream', ...(PREVIEW ? ['preview'] : [])]) {
      const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1], one, sheet], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
      if (run.status !== 0) throw new Error(run.stderr);
      const figures = JSON.parse(run.stdout.trim().split('\n').pop()!) as { rows: number; chars: number; seconds: number; peakMb: number; beforeMb?: number };
      if (one === 'preview') {
        console.log(
          `the import's preview      ${figures.rows.toLocaleString('en')} rows  ${figures.seconds.toFixed(1)} s  peak RSS ${figures.peakMb} MB (${figures.beforeMb} MB with the seeded PGlite before it)`,
        );
        continue;
      }
      const what = { none: 'modules only', exceljs: "exceljs' load (before)", stream: 'streaming reader (now)' }[one];
      console.log(
        `${what!.padEnd(24)} ${figures.rows.toLocaleString('en')} rows, ${(figures.chars / 1e6).toFixed(1)} M characters  ${figures.seconds.toFixed(1)} s  peak RSS ${figures.peakMb} MB`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
