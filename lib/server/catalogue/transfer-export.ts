import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import type { ExportQuery, TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { productListWhere } from './manage-products';
import { cellsOf, COLUMNS } from './transfer-columns';
import { storedProducts } from './transfer-read';

/*
 * The catalogue's export (editor, admin): the products the list's filters select, in the
 * catalogue's order, streamed as they are read (XLSX through exceljs' streaming writer, CSV as
 * UTF-8 with a BOM so Excel and WPS read its Chinese), never built whole in memory.
 */

export const SHEET_NAME = 'products';

/** Columns written as numbers in XLSX, so a spreadsheet sums and sorts them as such. */
const NUMBER_COLUMNS = new Set(['moq', 'lead_time_min', 'lead_time_max', 'price_sample_days']);

export interface ExportFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<TransferFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

async function writeCsv(rows: AsyncIterable<string[]>, out: PassThrough): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  csv.write([...COLUMNS]);
  for await (const row of rows) {
    // Respect the reader's pace: a slow download holds the reading, not the memory.
    if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
}

async function writeXlsx(rows: AsyncIterable<string[]>, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(SHEET_NAME);
  sheet.addRow([...COLUMNS]).commit();
  for await (const row of rows) {
    sheet.addRow(row.map((value, i) => (NUMBER_COLUMNS.has(COLUMNS[i]) && /^\d+$/.test(value) ? Number(value) : value))).commit();
  }
  sheet.commit();
  await book.commit();
}

async function* sheetRows(db: Db, query: ExportQuery): AsyncGenerator<string[]> {
  const where = await productListWhere(db, query.filters);
  for await (const product of storedProducts(db, where)) {
    const cells = cellsOf(product.sheet);
    yield COLUMNS.map((column) => cells[column]);
  }
}

export async function exportCatalogue(db: Db, actor: Actor | null, query: ExportQuery): Promise<ExportFile> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const out = new PassThrough();
  const write = query.format === 'csv' ? writeCsv : writeXlsx;
  write(sheetRows(db, query), out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error('export failed')));
  const day = new Date().toISOString().slice(0, 10);
  return {
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    contentType: CONTENT_TYPES[query.format],
    fileName: `catalogue-${day}.${query.format}`,
  };
}
