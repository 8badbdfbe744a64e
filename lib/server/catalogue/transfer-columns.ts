import 'server-only';
import { LOCALES, type Locale } from '@/lib/config';
import type { ProductPricing } from '@/lib/api/contract/pricing';
import { toMajorText } from '@/lib/money';

/*
 * The catalogue's spreadsheet columns, in one place for the export and the import: one row per
 * product, one column per field and locale. A cell holds text as staff type it; lists are one item
 * per line (customisation) or separated by ';' (price tiers "500:1.80; 1000:1.50", pictures).
 * `cellsOf` writes a product as cells; the import reads cells back through the product form's
 * rules and compares `cellsOf` of both sides, so an untouched export imports as "unchanged".
 */

export const TEXT_COLUMNS = ['name', 'summary', 'description', 'material'] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];

const FIXED = [
  'slug',
  'category',
  'published',
  'moq',
  'lead_time_min',
  'lead_time_max',
  'size',
  'price_currency',
  'price_tiers',
  'price_sample_fee',
  'price_sample_days',
  'price_valid_until',
  'pictures',
] as const;

const perLocale = (field: string) => LOCALES.map((locale) => `${field}.${locale}`);

/** Every column in sheet order. */
export const COLUMNS: readonly string[] = [...FIXED, ...perLocale('size'), ...TEXT_COLUMNS.flatMap(perLocale), ...perLocale('customization')];

/** The columns a sheet must have (the rest may be left out: empty). */
export const REQUIRED_COLUMNS = ['slug', 'category', `name.${LOCALES[0]}`] as const;

/** A product as the sheet holds it: what the import compares and writes. */
export interface SheetProduct {
  slug: string;
  categoryKey: string;
  published: boolean;
  moq: number;
  leadTimeMin: number;
  leadTimeMax: number;
  size: string | Partial<Record<Locale, string>>;
  pricing: ProductPricing | null;
  pictures: string[];
  texts: Record<TextColumn, Partial<Record<Locale, string>>>;
  customization: Partial<Record<Locale, string[]>>;
}

export type Cells = Record<string, string>;

export const PICTURE_SEPARATOR = '; ';
export const TIER_SEPARATOR = '; ';

/** "500:1.80; 1000:1.50": quantity and unit price in major units of the currency. */
export function tiersText(pricing: ProductPricing | null): string {
  return pricing ? pricing.tiers.map((t) => `${t.quantity}:${toMajorText(t.unit, pricing.currency)}`).join(TIER_SEPARATOR) : '';
}

/** A product's cells, every column present ('' when empty). */
export function cellsOf(product: SheetProduct): Cells {
  const cells: Cells = Object.fromEntries(COLUMNS.map((c) => [c, '']));
  const p = product.pricing;
  Object.assign(cells, {
    slug: product.slug,
    category: product.categoryKey,
    published: product.published ? 'yes' : 'no',
    moq: String(product.moq),
    lead_time_min: String(product.leadTimeMin),
    lead_time_max: String(product.leadTimeMax),
    size: typeof product.size === 'string' ? product.size : '',
    price_currency: p?.currency ?? '',
    price_tiers: tiersText(p),
    price_sample_fee: p && p.sample_fee !== null ? toMajorText(p.sample_fee, p.currency) : '',
    price_sample_days: p?.sample_days ? String(p.sample_days) : '',
    price_valid_until: p?.valid_until ?? '',
    pictures: product.pictures.join(PICTURE_SEPARATOR),
  });
  for (const locale of LOCALES) {
    if (typeof product.size !== 'string') cells[`size.${locale}`] = product.size[locale] ?? '';
    for (const field of TEXT_COLUMNS) cells[`${field}.${locale}`] = product.texts[field][locale] ?? '';
    cells[`customization.${locale}`] = (product.customization[locale] ?? []).join('\n');
  }
  return cells;
}

/** A cell's items: one per line (customisation) or separated by ';' (tiers, pictures). */
export function itemsOf(cell: string, separator: 'line' | ';'): string[] {
  return cell
    .split(separator === 'line' ? /\r?\n/ : ';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The sheet's column of a field error the product or pricing rules name (`name.ja`, `tiers.1.unit_price`, `images.0.src`). */
export function columnOfError(field: string): string {
  const [head, second] = field.split('.');
  if (head === 'category_id') return 'category';
  if (head === 'images') return 'pictures';
  if (head === 'tiers') return 'price_tiers';
  if (head === 'currency' || head === 'sample_fee' || head === 'sample_days' || head === 'valid_until') return `price_${head}`;
  if (head === 'customization' || head === 'size' || (TEXT_COLUMNS as readonly string[]).includes(head)) return second ? `${head}.${second}` : head;
  return head;
}
