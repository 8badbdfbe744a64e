import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { TRANSFER_LIMITS, type ImportChange, type ImportRowKind, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import type { ProductPricing } from '@/lib/api/contract/pricing';
import type { ProductInput } from '@/lib/api/contract/products-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { observeImportStep } from '@/lib/server/observability/metrics.mjs';
import { catalogueImports, categories, productImages } from './schema';
import { cellsOf, COLUMNS } from './transfer-columns';
import { readSheet, type SheetRecord } from './transfer-parse';
import { namedPictures, type NamedPicture } from './transfer-pictures';
import { storePlanSlice } from './transfer-plan';
import { productsBySlug } from './transfer-read';
import { readRow, sheetOf, type CellRefusal, type PictureFacts } from './transfer-row';

/*
 * The import's first step (editor, admin): the sheet is read as it streams in, each row through
 * the product form's rules, and compared by slug with the catalogue, a slice of rows at a time.
 * Nothing in the catalogue is written: the writes the preview shows are stored as they are found,
 * a slice of rows at a time (./transfer-plan.ts, so 10,000 products' plan is never one value nor
 * all in memory), for the same staff member to confirm within TRANSFER_LIMITS.previewMinutes
 * (./transfer-confirm.ts). A sheet with a refused row cannot be confirmed: staff fix it and
 * upload again, so no half of a sheet lands by mistake.
 */

/** One write the confirmation makes, exactly as previewed. */
export interface PlannedWrite {
  /** The sheet's row number. */
  line: number;
  slug: string;
  /** null: a new product. */
  productId: number | null;
  /** The product's `updated_at` when previewed: changed since, the confirmation is refused. */
  updatedAt: string | null;
  input: Omit<ProductInput, 'expectedUpdatedAt'>;
  pricing: ProductPricing | null;
  /** The category's key as the sheet gave it. */
  categoryKey: string;
  /**
   * The cells it changes; null for a new product, whose changes are all its cells (`plannedChanges`
   * computes them again from `input`): the plan of 10,000 new products is then half the size to
   * store and read back.
   */
  changes: ImportChange[] | null;
}

export interface PreviewRow {
  line: number;
  slug: string;
  kind: Exclude<ImportRowKind, 'unchanged'>;
  changes: ImportChange[];
  refusals: CellRefusal[];
}

export interface Preview {
  id: string | null;
  expiresAt: Date | null;
  counts: Record<ImportRowKind, number>;
  rows: PreviewRow[];
}

const SLICE = 500;
const EMPTY_ROW: Record<string, string> = Object.fromEntries(COLUMNS.map((column) => [column, '']));

function changesBetween(before: Record<string, string>, after: Record<string, string>): ImportChange[] {
  return COLUMNS.filter((column) => before[column] !== after[column]).map((column) => ({ column, old: before[column], new: after[column] }));
}

/** The cells a planned write changes, as the preview showed them. */
export function plannedChanges(write: PlannedWrite): ImportChange[] {
  return write.changes ?? changesBetween(EMPTY_ROW, cellsOf(sheetOf(write.input, write.categoryKey, write.pricing)));
}

/** Pictures other products already have, by address (a sheet may give one product another's picture). */
async function knownPictures(db: Db, records: SheetRecord[]): Promise<Map<string, PictureFacts>> {
  const srcs = [...new Set(records.flatMap((r) => (r.cells.pictures ?? '').split(';').map((s) => s.trim())).filter(Boolean))];
  const known = new Map<string, PictureFacts>();
  if (!srcs.length) return known;
  const rows = await db.select({ src: productImages.src, width: productImages.width, height: productImages.height }).from(productImages).where(inArray(productImages.src, srcs));
  for (const row of rows) known.set(row.src, { width: row.width, height: row.height, alt: {} });
  return known;
}

class PreviewBuilder {
  readonly counts: Record<ImportRowKind, number> = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  readonly rows: PreviewRow[] = [];
  /** The writes of the slice last added (stored, then dropped). */
  plan: PlannedWrite[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly categoryIds: Map<string, number>,
    private readonly named?: (name: string) => NamedPicture,
  ) {}

  private list(row: PreviewRow): void {
    this.counts[row.kind] += 1;
    if (this.counts[row.kind] <= TRANSFER_LIMITS.listedRows) this.rows.push(row);
  }

  async add(db: Db, slice: SheetRecord[]): Promise<void> {
    this.plan = [];
    const stored = await productsBySlug(db, [...new Set(slice.map((r) => (r.cells.slug ?? '').trim()).filter(Boolean))]);
    const pictures = await knownPictures(db, slice);
    for (const { line, cells } of slice) {
      const slug = (cells.slug ?? '').trim();
      const before = stored.get(slug);
      const read = readRow(cells, { categoryIds: this.categoryIds, stored: before, picture: (src) => pictures.get(src), named: this.named });
      const refusals = read.ok ? [] : [...read.refusals];
      if (slug && this.seen.has(slug)) refusals.push({ column: 'slug', key: 'field.taken' });
      this.seen.add(slug);
      if (!read.ok || refusals.length) {
        this.list({ line, slug, kind: 'refused', changes: [], refusals });
        continue;
      }
      const changes = changesBetween(before ? cellsOf(before.sheet) : EMPTY_ROW, cellsOf(read.sheet));
      if (before && changes.length === 0) {
        this.counts.unchanged += 1;
        continue;
      }
      const { expectedUpdatedAt: _none, ...input } = read.input;
      this.plan.push({
        line,
        slug,
        productId: before?.id ?? null,
        updatedAt: before?.updatedAt.toISOString() ?? null,
        input,
        pricing: read.pricing,
        categoryKey: read.sheet.categoryKey,
        changes: before ? changes : null,
      });
      this.list({ line, slug, kind: before ? 'changed' : 'new', changes, refusals: [] });
    }
  }
}

/** Stores a slice's writes, unless a refused row already means the import cannot be confirmed. */
async function storeSlice(db: Db, id: string, builder: PreviewBuilder): Promise<number> {
  if (builder.counts.refused > 0 || !builder.plan.length) return 0;
  await storePlanSlice(db, id, builder.plan);
  return builder.plan.length;
}

/** Reads a sheet (`body`, already limited in size) and answers what importing it would do. */
export async function previewImport(db: Db, actor: Actor | null, body: AsyncIterable<Uint8Array>, format: TransferFormat, picturesId = ''): Promise<Preview> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const started = performance.now();
  // A ZIP's pictures, named by file name in the `pictures` column (./transfer-pictures.ts).
  const named = picturesId ? await namedPictures(db, staff, picturesId) : undefined;
  const categoryIds = new Map((await db.select({ id: categories.id, key: categories.key }).from(categories)).map((c) => [c.key, c.id]));
  await db.delete(catalogueImports).where(lt(catalogueImports.expiresAt, new Date()));
  const builder = new PreviewBuilder(categoryIds, named);
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + TRANSFER_LIMITS.previewMinutes * 60_000);
  await db.insert(catalogueImports).values({ id, memberId: staff.user.id, expiresAt });
  let planned = 0;
  // A slice's writes are stored (deflated in Node's thread pool, then inserted) while the next
  // slice is read and checked; a failed store is seen at the next slice, not as an unhandled rejection.
  let storing: Promise<number> = Promise.resolve(0);
  const check = async (slice: SheetRecord[]) => {
    await builder.add(db, slice);
    planned += await storing;
    storing = storeSlice(db, id, builder);
    storing.catch(() => undefined);
  };
  try {
    let slice: SheetRecord[] = [];
    for await (const record of readSheet(body, format)) {
      slice.push(record);
      if (slice.length === SLICE) {
        await check(slice);
        slice = [];
      }
    }
    await check(slice);
    planned += await storing;
  } catch (error) {
    // A sheet refused halfway (too many rows, a bad cell) leaves no plan behind.
    await storing.catch(() => undefined);
    await db.delete(catalogueImports).where(eq(catalogueImports.id, id));
    throw error;
  }
  const { counts, rows } = builder;
  rows.sort((a, b) => a.line - b.line);
  observeImportStep('preview', (performance.now() - started) / 1000, counts.new + counts.changed + counts.unchanged + counts.refused);
  if (counts.refused > 0 || planned === 0) {
    await db.delete(catalogueImports).where(eq(catalogueImports.id, id));
    return { id: null, expiresAt: null, counts, rows };
  }
  return { id, expiresAt, counts, rows };
}
