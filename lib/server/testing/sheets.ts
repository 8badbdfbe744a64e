import { COLUMNS } from '@/lib/server/catalogue/transfer-columns';

/* Sheets for the import's tests: a CSV as a spreadsheet writes it, and a new product's row. */

/** Rows as a UTF-8 CSV with a BOM, every cell quoted, CRLF between rows. */
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
