import 'server-only';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { parse } from 'csv-parse';
import { TRANSFER_LIMITS, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { hasForbiddenCharacters } from '@/lib/validation/kit';
import { badRequest } from '@/lib/server/problems';
import { COLUMNS, REQUIRED_COLUMNS, type Cells } from './transfer-columns';

/*
 * A sheet read row by row (CSV as it streams in, through csv-parse, a BOM or none; XLSX through
 * exceljs, see xlsxRows): the header names the columns, every later row becomes cells by
 * column name. A file that is not a sheet, a missing or unknown column, a cell too long, control
 * characters or too many rows is a 400, never a 500.
 */

export interface SheetRecord {
  /** The row's number as a spreadsheet shows it (the header is 1). */
  line: number;
  cells: Cells;
}

const notASheet = () => badRequest('transfer.badSheet');

/** A cell's value as text, whatever type the spreadsheet gave it. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

function checkHeader(header: string[]): void {
  const known = new Set(COLUMNS);
  const unknown = header.filter((name) => name !== '' && !known.has(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  const doubled = header.filter((name, i) => name !== '' && header.indexOf(name) !== i);
  const wrong = [...unknown, ...missing, ...doubled];
  if (wrong.length || header.length > TRANSFER_LIMITS.columns) throw badRequest('transfer.columns', { values: { columns: wrong.slice(0, 10).join(', ') } });
}

/** Rows as lists of cell texts (the header first) → records by column name, checked. */
async function* records(rows: AsyncIterable<string[]>): AsyncGenerator<SheetRecord> {
  let header: string[] | null = null;
  let line = 0;
  for await (const row of rows) {
    line += 1;
    if (!header) {
      header = row.map((name) => name.trim());
      checkHeader(header);
      continue;
    }
    if (row.every((value) => value.trim() === '')) continue;
    if (line - 1 > TRANSFER_LIMITS.rows) throw badRequest('transfer.tooManyRows', { values: { max: TRANSFER_LIMITS.rows } });
    if (row.length > header.length && row.slice(header.length).some((v) => v.trim() !== '')) throw badRequest('transfer.columns', { values: { columns: `#${header.length + 1}` } });
    const cells: Cells = {};
    header.forEach((name, i) => {
      const value = row[i] ?? '';
      if (value.length > TRANSFER_LIMITS.cellChars || hasForbiddenCharacters(value.replace(/[\r\n\t]/g, ' ')))
        throw badRequest('transfer.badCell', { values: { line, column: name } });
      if (name) cells[name] = value;
    });
    yield { line, cells };
  }
  if (!header) throw notASheet();
}

async function* csvRows(body: Readable): AsyncGenerator<string[]> {
  const parser = body.pipe(parse({ bom: true, relax_column_count: true, max_record_size: TRANSFER_LIMITS.cellChars * 4, skip_empty_lines: true }));
  body.on('error', (error) => parser.destroy(error));
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
  } catch (error) {
    throw asSheetProblem(error);
  }
}

/** The sum of the sizes a ZIP's entries declare once inflated (an XLSX is a ZIP). */
function inflatedSize(bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(notASheet());
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => reject(notASheet()));
      zip.readEntry();
    });
  });
}

/*
 * XLSX is read whole (within TRANSFER_LIMITS.sheetBytes, and refused when its parts inflate past
 * TRANSFER_LIMITS.inflatedBytes): exceljs' streaming reader cuts multi-byte characters where its
 * chunks end (exceljs issues #2063, #2084), which would turn a Chinese or Russian text into "�".
 * Rows are still handed on one at a time.
 */
async function* xlsxRows(body: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const parts: Uint8Array[] = [];
  for await (const chunk of body) parts.push(chunk);
  const bytes = Buffer.concat(parts);
  if ((await inflatedSize(bytes)) > TRANSFER_LIMITS.inflatedBytes) throw badRequest('transfer.tooManyRows', { values: { max: TRANSFER_LIMITS.rows } });
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notASheet();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw notASheet();
  if (sheet.rowCount > TRANSFER_LIMITS.rows + 1) throw badRequest('transfer.tooManyRows', { values: { max: TRANSFER_LIMITS.rows } });
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const values = sheet.getRow(n).values;
    const list = Array.isArray(values) ? (values as ExcelJS.CellValue[]) : [];
    // exceljs counts columns from 1.
    yield Array.from({ length: Math.max(list.length - 1, 0) }, (_, i) => cellText(list[i + 1]));
  }
}

/** Our own refusals pass; anything a parser throws means the file is not a readable sheet. */
function asSheetProblem(error: unknown): unknown {
  return error instanceof Error && error.name === 'ApiProblem' ? error : notASheet();
}

/** The records of a sheet streamed in `body` (chunks already counted against the size limit). */
export function readSheet(body: AsyncIterable<Uint8Array>, format: TransferFormat): AsyncGenerator<SheetRecord> {
  return records(format === 'csv' ? csvRows(Readable.from(body, { objectMode: false })) : xlsxRows(body));
}
