import * as z from 'zod/mini';
import { PRODUCT_BULK_MAX } from '@/lib/config';
import { fields, oneOf, text, tokenList } from '@/lib/validation/kit';
import { productQuerySchema } from './products-admin';

/*
 * The catalogue as a spreadsheet (editor, admin): export in the product list's filters as XLSX or
 * CSV, import with a preview of what would change, then the confirmation that writes exactly that
 * preview. The columns themselves are laid out in lib/server/catalogue/transfer-columns.ts.
 */

export const TRANSFER_FORMATS = ['xlsx', 'csv'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

export const TRANSFER_LIMITS = {
  /** Rows of one sheet (products). */
  rows: 20_000,
  /**
   * Bytes of one uploaded XLSX sheet: streamed too (lib/server/catalogue/xlsx-rows.ts), but its
   * shared strings, the sheet's texts, are held whole while it is read.
   */
  sheetBytes: 60 * 1024 * 1024,
  /**
   * Bytes of one uploaded CSV sheet: read as it streams in, a slice of rows at a time, so its size
   * does not hold memory; 10,000 products with texts in 14 languages are 100–200 MB of CSV.
   */
  csvBytes: 256 * 1024 * 1024,
  /** Bytes an XLSX's parts may inflate to (a ZIP bomb is refused before it is opened). */
  inflatedBytes: 400 * 1024 * 1024,
  /** Columns of one sheet: more is not a catalogue. */
  columns: 200,
  /** Bytes of one cell as read: a text over every product limit is refused, not kept. */
  cellChars: 20_000,
  /** Minutes a preview can be confirmed. */
  previewMinutes: 60,
  /** Rows of each kind the preview lists in full (the counts are always whole). */
  listedRows: 500,
} as const;

/** The upload limit of a sheet in this format. */
export function sheetLimit(format: TransferFormat): number {
  return format === 'csv' ? TRANSFER_LIMITS.csvBytes : TRANSFER_LIMITS.sheetBytes;
}

/**
 * The ZIP of pictures given beside a sheet (POST /admin/products/import/pictures). Each picture in
 * it is checked like an upload of the product form (CATALOGUE_IMAGE in lib/config.ts); the ZIP
 * itself is bounded so that a crafted one (a ZIP bomb, thousands of entries) is refused before
 * anything is inflated.
 */
export const PICTURES_ZIP_LIMITS = {
  /** Bytes of the ZIP as sent. */
  zipBytes: 200 * 1024 * 1024,
  /** Entries of the ZIP (folders and skipped files count too). */
  entries: 300,
  /** Bytes all its entries inflate to together. */
  inflatedBytes: 1024 * 1024 * 1024,
  /** How many times an entry may inflate its compressed size (pictures hardly compress at all). */
  ratio: 100,
} as const;

/** GET /admin/products/export: the format and the product list's filters, or the chosen products (`ids=1,2,3`, the bulk bar's selection). */
export const exportQuerySchema = z.pipe(
  fields({
    format: oneOf<TransferFormat | ''>(TRANSFER_FORMATS, { key: 'choice', fallback: '' }),
    ids: tokenList({ pattern: /^[1-9][0-9]{0,9}$/, maxItems: PRODUCT_BULK_MAX, key: 'invalid', tooMany: 'tooManyItems' }),
    keyword: text({ max: 101 }),
    category: text({ max: 12 }),
    state: text({ max: 12 }),
  }),
  z.transform((v, ctx) => {
    const filters = productQuerySchema.safeParse({ keyword: v.keyword, category: v.category, state: v.state });
    if (!v.format) ctx.issues.push({ code: 'custom', message: 'choice', input: v.format, path: ['format'] });
    if (!filters.success) for (const issue of filters.error.issues) ctx.issues.push({ ...issue, input: undefined });
    if (!v.format || !filters.success) return z.NEVER;
    const { page: _page, ...listFilters } = filters.data;
    return { format: v.format, filters: { ...listFilters, ...(v.ids.length ? { ids: v.ids.map(Number) } : {}) } };
  }),
);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** POST /admin/products/import: `?format=` (a sheet as the body) or `?confirm=` (a preview's id). */
export const importQuerySchema = fields({
  format: oneOf<TransferFormat | ''>(TRANSFER_FORMATS, { key: 'choice', fallback: '' }),
  confirm: text({ max: 40, format: { test: (v) => /^[a-f0-9]{32}$/.test(v), key: 'invalid' } }),
  /** With `format`: the pictures a ZIP upload gave (its `id`), named by file name in the `pictures` column. */
  pictures: text({ max: 40, format: { test: (v) => /^[a-f0-9]{32}$/.test(v), key: 'invalid' } }),
});

/** A picture of the ZIP, re-encoded and stored, ready for a sheet to name. */
export interface ZipPicture {
  name: string;
  src: string;
  width: number;
  height: number;
}

/** A file of the ZIP that is not usable as a picture, and why (in the request's language). */
export interface ZipRefusal {
  name: string;
  message: string;
}

/** POST /admin/products/import/pictures: the ZIP's pictures, kept for a sheet's import until `expires_at`. */
export interface ImportPictures {
  id: string;
  expires_at: string;
  files: ZipPicture[];
  refused: ZipRefusal[];
}

export type ImportRowKind = 'new' | 'changed' | 'unchanged' | 'refused';

/** One field a row changes: its column, the value in the catalogue and the value in the sheet. */
export interface ImportChange {
  column: string;
  old: string;
  new: string;
}

/** Why a cell is refused: its column and the reason, in the request's language. */
export interface ImportRefusal {
  column: string;
  message: string;
}

export interface ImportRow {
  /** The sheet's row number (the header is row 1). */
  line: number;
  slug: string;
  kind: Exclude<ImportRowKind, 'unchanged'>;
  changes: ImportChange[];
  refusals: ImportRefusal[];
}

/**
 * What an import would do. `rows`: the new, changed and refused rows (at most
 * TRANSFER_LIMITS.listedRows of each; unchanged rows are only counted). `id` confirms it, until
 * `expires_at`; null when there is nothing to write.
 */
export interface ImportPreview {
  id: string | null;
  expires_at: string | null;
  new: number;
  changed: number;
  unchanged: number;
  refused: number;
  rows: ImportRow[];
}

export interface ImportResult {
  created: number;
  updated: number;
}
