import 'server-only';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { TRANSFER_LIMITS, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { hasForbiddenCharacters } from '@/lib/validation/kit';
import { badRequest } from '@/lib/server/problems';
import { COLUMNS, REQUIRED_COLUMNS, type Cells } from './transfer-columns';
import { xlsxRows } from './xlsx-rows';

/*
 * A sheet read row by row as it streams in (CSV through csv-parse, a BOM or none; XLSX through our
 * own reader, ./xlsx-rows.ts): the header names the columns, every later row becomes cells by
 * column name. A file that is not a sheet, a missing or unknown column, a cell too long, control
 * characters or too many rows is a 400, never a 500.
 */

export interface SheetRecord {
  /** The row's number as a spreadsheet shows it (the header is 1). */
  line: number;
  cells: Cells;
}

const notASheet = () => badRequest('transfer.badSheet');

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

/** Our own refusals pass; anything a parser throws means the file is not a readable sheet. */
function asSheetProblem(error: unknown): unknown {
  return error instanceof Error && error.name === 'ApiProblem' ? error : notASheet();
}

/** The records of a sheet streamed in `body` (chunks already counted against the size limit). */
export function readSheet(body: AsyncIterable<Uint8Array>, format: TransferFormat): AsyncGenerator<SheetRecord> {
  return records(format === 'csv' ? csvRows(Readable.from(body, { objectMode: false })) : xlsxRows(body));
}
