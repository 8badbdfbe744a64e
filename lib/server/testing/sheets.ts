import ExcelJS from 'exceljs';
import { COLUMNS } from '@/lib/server/catalogue/transfer-columns';

/*
 * Sheets for the import's tests: a CSV as a spreadsheet writes it, a new product's row, and an
 * XLSX's rows as exceljs reads the whole file, which is how the import read XLSX before it had its
 * own streaming reader (the new reader must give the same texts).
 */

/** Rows as a UTF-8 CSV with a BOM, every cell quoted, CRLF between rows. */
/** A request body as the server reads it: the bytes in chunks of `size` (64 KiB; a larger size, one chunk). */
export async function* chunksOf(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

export function csvSheet(rows: string[][]): Uint8Array {
  return new TextEncoder().encode(`\uFEFF${rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`);
}

/** A row in COLUMNS' order of a new product the product form would accept, with `values` over it. */
export function newProductRow(values: Record<string, string>): string[] {
  const cells: Record<string, string> = {
    'name.zh-CN': '新产品',
    'summary.zh-CN': '简介',
    'description.zh-CN': '描述',
    'material.zh-CN': '材料',
    size: '20 cm',
    category: 'eva-molded',
    moq: '100',
    lead_time_min: '10',
    lead_time_max: '20',
    ...values,
  };
  return COLUMNS.map((c) => cells[c] ?? '');
}

/** A cell's value as text, as the import made it from exceljs' values. */
export function exceljsText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return value.result === undefined ? '' : exceljsText(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

/** The first worksheet's rows (from row 1, an empty row as []) read whole by exceljs. */
export async function exceljsRows(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const values = sheet.getRow(n).values;
    const list = Array.isArray(values) ? (values as ExcelJS.CellValue[]) : [];
    // exceljs counts columns from 1.
    rows.push(Array.from({ length: Math.max(list.length - 1, 0) }, (_, i) => exceljsText(list[i + 1])));
  }
  return rows;
}
