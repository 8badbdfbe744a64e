import 'server-only';
import { LOCALES } from '@/lib/config';
import { validatePricingInput, type ProductPricing } from '@/lib/api/contract/pricing';
import { validateProductInput, type ProductImageInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { fieldMessageKey, type FieldErrors } from '@/lib/validation/kit';
import { isCataloguePicture } from './images';
import { columnOfError, itemsOf, TEXT_COLUMNS, type Cells, type SheetProduct } from './transfer-columns';
import type { NamedPicture } from './transfer-pictures';
import type { StoredProduct } from './transfer-read';

/*
 * One sheet row read through the rules of the product form and the pricing form (the same zod
 * kit, the same limits), so a row the import accepts is a product the form could have saved.
 * Every refusal names its column.
 */

/** Why a cell is refused: a message key of the `server` namespace and its values. */
export interface CellRefusal {
  column: string;
  key: string;
  values?: Record<string, string | number>;
}

export interface PictureFacts {
  width: number;
  height: number;
  alt: Partial<Record<string, string>>;
}

export interface RowContext {
  categoryIds: Map<string, number>;
  /** The product with this slug, if there is one. */
  stored: StoredProduct | undefined;
  /** What is known of a picture address the product does not have yet (another product's). */
  picture: (src: string) => PictureFacts | undefined;
  /** With a ZIP beside the sheet: what a file name (a cell item that is not an address) stands for. */
  named?: (name: string) => NamedPicture;
}

export type ReadRow = { ok: true; input: ProductInput; pricing: ProductPricing | null; sheet: SheetProduct } | { ok: false; refusals: CellRefusal[] };

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n', '']);

function perLocale(cells: Cells, field: string): Record<string, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, cells[`${field}.${l}`] ?? '']).filter(([, v]) => v.trim() !== ''));
}

function refusalsOf(errors: FieldErrors): CellRefusal[] {
  return Object.entries(errors).map(([field, error]) => ({ column: columnOfError(field), key: fieldMessageKey(error), ...(error.values ? { values: error.values } : {}) }));
}

function readPricing(cells: Cells, stored: StoredProduct | undefined): { pricing: ProductPricing | null; refusals: CellRefusal[] } {
  const columns = ['price_currency', 'price_tiers', 'price_sample_fee', 'price_sample_days', 'price_valid_until'];
  if (columns.every((c) => (cells[c] ?? '').trim() === '')) return { pricing: null, refusals: [] };
  const tiers = itemsOf(cells.price_tiers ?? '', ';').map((item) => {
    const [quantity, unitPrice, ...rest] = item.split(':').map((part) => part.trim());
    return rest.length ? { quantity: '', unit_price: '' } : { quantity, unit_price: unitPrice ?? '' };
  });
  const checked = validatePricingInput({
    currency: (cells.price_currency ?? '').trim().toUpperCase(),
    tiers,
    options: [],
    sample_fee: cells.price_sample_fee ?? '',
    sample_days: cells.price_sample_days ?? '',
    valid_until: cells.price_valid_until ?? '',
  });
  if (!checked.ok) return { pricing: null, refusals: refusalsOf(checked.errors) };
  const pricing = checked.value!;
  // The sheet has no column for option surcharges: a product keeps its own while its currency stays.
  const before = stored?.sheet.pricing;
  return { pricing: { ...pricing, options: before && before.currency === pricing.currency ? before.options : [] }, refusals: [] };
}

function readPictures(cells: Cells, context: RowContext): { images: ProductImageInput[]; refusals: CellRefusal[] } {
  const images: ProductImageInput[] = [];
  const refusals: CellRefusal[] = [];
  for (const item of itemsOf(cells.pictures ?? '', ';')) {
    const zipped = !item.startsWith('/') && context.named ? context.named(item) : null;
    if (zipped && !zipped.ok) {
      refusals.push({ column: 'pictures', key: zipped.key, values: zipped.values });
      continue;
    }
    const src = zipped ? zipped.src : item;
    // A picture the product keeps keeps its row (and so its alt texts).
    const own = context.stored?.images.get(src);
    const facts = own ?? (zipped ? { width: zipped.width, height: zipped.height, alt: {} } : context.picture(src));
    if (!facts || !isCataloguePicture(src)) refusals.push({ column: 'pictures', key: 'transfer.pictureUnknown', values: { name: src.slice(0, 80) } });
    else images.push({ id: own?.id ?? null, src, width: facts.width, height: facts.height, alt: facts.alt });
  }
  return { images, refusals };
}

function published(cell: string | undefined): unknown {
  const value = (cell ?? '').trim().toLowerCase();
  return YES.has(value) ? true : NO.has(value) ? false : value;
}

/** A sheet row as a product input, its pricing and its sheet form (normalised as the form saves it), or its refusals. */
export function readRow(cells: Cells, context: RowContext): ReadRow {
  const categoryKey = (cells.category ?? '').trim();
  const categoryId = context.categoryIds.get(categoryKey) ?? null;
  const sizeCell = (cells.size ?? '').trim();
  const pictures = readPictures(cells, context);
  const checked = validateProductInput(
    {
      slug: cells.slug ?? '',
      category_id: categoryId,
      published: published(cells.published),
      ...Object.fromEntries(TEXT_COLUMNS.map((field) => [field, perLocale(cells, field)])),
      size: sizeCell !== '' ? sizeCell : perLocale(cells, 'size'),
      moq: cells.moq ?? '',
      lead_time_min: cells.lead_time_min ?? '',
      lead_time_max: cells.lead_time_max ?? '',
      customization: Object.fromEntries(LOCALES.map((l) => [l, itemsOf(cells[`customization.${l}`] ?? '', 'line')]).filter(([, items]) => items.length)),
      images: pictures.images,
    },
    isCataloguePicture,
  );
  const { pricing, refusals: priceRefusals } = readPricing(cells, context.stored);
  const refusals = [...pictures.refusals, ...priceRefusals];
  if (!checked.ok) refusals.push(...refusalsOf(checked.errors).filter((r) => r.column !== 'category'));
  if (categoryId === null) refusals.unshift({ column: 'category', key: categoryKey ? 'unknownCategory' : 'field.required' });
  if (!checked.ok || refusals.length) return { ok: false, refusals };
  return { ok: true, input: checked.value, pricing, sheet: sheetOf(checked.value, categoryKey, pricing) };
}

/** A product input as the sheet holds it (what the import compares and shows). */
export function sheetOf(input: Omit<ProductInput, 'expectedUpdatedAt'>, categoryKey: string, pricing: ProductPricing | null): SheetProduct {
  return {
    slug: input.slug,
    categoryKey,
    published: input.published,
    moq: input.moq,
    leadTimeMin: input.leadTimeMin,
    leadTimeMax: input.leadTimeMax,
    size: input.size,
    pricing,
    pictures: input.images.map((i) => i.src),
    texts: { name: input.name, summary: input.summary, description: input.description, material: input.material },
    customization: input.customization,
  };
}
