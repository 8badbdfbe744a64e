import * as z from 'zod/mini';
import { FILE_HANDLE } from '@/lib/uploads';
import { characterCount, date, fields, hasForbiddenCharacters, positiveInt, text, tokenList, validate, type FieldErrors, type FieldKey, type Validation } from './kit';

/*
 * A saved design (/user/myProduct, /product/editProduct/{id}): what a member asks us to make from a
 * catalogue product. Shared by the server (the rule that counts) and the editor (the same rules
 * before saving). Size and material are free text the editor pre-fills from the product's specs;
 * print method and logo placement are one of the choices below (stored as their key, shown in the
 * reader's language) or the member's own words; colours are named colours or #rrggbb codes.
 */

/** Limits ("below" limits, like every text of the kit: a name has at most 80 characters). */
export const DESIGN_LIMITS = {
  name: 81,
  size: 121,
  material: 121,
  printMethod: 121,
  logoPlacement: 121,
  notes: 2001,
  colours: 6,
  files: 20,
  quantityMin: 1,
  quantityMax: 1_000_000,
  /** Designs a member may keep (a list, not a store). */
  perMember: 200,
} as const;

/** The print and decoration methods we offer (keys; the words are in messages `member.designs.printMethods`). */
export const PRINT_METHODS = [
  'screenPrint', 'heatTransfer', 'sublimation', 'embroidery', 'debossing', 'embossing', 'foilStamping', 'uvPrint',
  'rubberPatch', 'wovenLabel', 'laserEngraving',
] as const;
export type PrintMethod = (typeof PRINT_METHODS)[number];

/** Where the logo goes (keys; words in `member.designs.placements`). */
export const LOGO_PLACEMENTS = ['front', 'back', 'frontAndBack', 'lid', 'side', 'inside', 'strap', 'zipperPuller', 'label'] as const;
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number];

/** Named colours and the swatch each is drawn with (words in `member.designs.colourNames`). */
export const NAMED_COLOURS = {
  black: '#1b1b1b',
  white: '#ffffff',
  grey: '#8a8f98',
  silver: '#c7cbd1',
  navy: '#1f2f5c',
  blue: '#2f6fd1',
  skyBlue: '#7cc4ef',
  green: '#2e8b57',
  olive: '#6b6b2e',
  yellow: '#f2c230',
  orange: '#f07c1c',
  red: '#d3302f',
  burgundy: '#7a1f32',
  pink: '#f29bb8',
  purple: '#7048a8',
  brown: '#7a5234',
  beige: '#e3d3b4',
  gold: '#c8a24a',
} as const;
export type NamedColour = keyof typeof NAMED_COLOURS;
export const COLOUR_NAMES = Object.keys(NAMED_COLOURS) as NamedColour[];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour as stored: a name of NAMED_COLOURS or `#rrggbb` (lower case); null when it is neither. */
export function normalizeColour(raw: string): string | null {
  const value = raw.trim();
  if ((COLOUR_NAMES as string[]).includes(value)) return value;
  if (!HEX.test(value)) return null;
  const hex = value.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** The swatch of a stored colour. */
export function colourSwatch(colour: string): string {
  return (NAMED_COLOURS as Record<string, string>)[colour] ?? colour;
}

export function isPrintMethod(value: string): value is PrintMethod {
  return (PRINT_METHODS as readonly string[]).includes(value);
}
export function isLogoPlacement(value: string): value is LogoPlacement {
  return (LOGO_PLACEMENTS as readonly string[]).includes(value);
}

type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

function issue(ctx: Ctx, input: unknown, key: FieldKey, values?: Record<string, number>): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message: key, input, params: values ? { values } : undefined });
  return z.NEVER;
}

/** Up to six colours: an array (JSON) or one text separated by commas (a form); [] when absent. */
function colours() {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): string[] => {
        if (raw === undefined || raw === null || raw === '') return [];
        const items: unknown[] | null = Array.isArray(raw)
          ? raw
          : typeof raw === 'string'
            ? raw.split(',').map((item) => item.trim()).filter(Boolean)
            : null;
        if (!items || items.some((item) => typeof item !== 'string' || item.length > 20 || hasForbiddenCharacters(item))) return issue(ctx, raw, 'colour');
        const normalized = (items as string[]).map(normalizeColour);
        if (normalized.some((c) => c === null)) return issue(ctx, raw, 'colour');
        const unique = [...new Set(normalized as string[])];
        if (unique.length > DESIGN_LIMITS.colours) return issue(ctx, raw, 'tooManyColours', { max: DESIGN_LIMITS.colours });
        return unique;
      }),
    ),
    null,
  );
}

/** A quantity of pieces, 1 to 1,000,000; null when absent or empty. */
function quantity() {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): number | null => {
        if (raw === undefined || raw === null || raw === '') return null;
        const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d{1,16}\s*$/.test(raw) ? Number(raw) : NaN;
        if (!Number.isSafeInteger(value)) return issue(ctx, raw, 'quantity');
        if (value < DESIGN_LIMITS.quantityMin || value > DESIGN_LIMITS.quantityMax) {
          return issue(ctx, raw, 'quantityRange', { min: DESIGN_LIMITS.quantityMin, max: DESIGN_LIMITS.quantityMax });
        }
        return value;
      }),
    ),
    null,
  );
}

const designSchema = fields({
  product_id: positiveInt({ key: 'product', max: 2_147_483_647 }),
  name: text({ max: DESIGN_LIMITS.name }),
  size: text({ max: DESIGN_LIMITS.size }),
  material: text({ max: DESIGN_LIMITS.material }),
  colours: colours(),
  print_method: text({ max: DESIGN_LIMITS.printMethod }),
  logo_placement: text({ max: DESIGN_LIMITS.logoPlacement }),
  quantity: quantity(),
  notes: text({ max: DESIGN_LIMITS.notes }),
  files: tokenList({ pattern: FILE_HANDLE, maxItems: DESIGN_LIMITS.files, key: 'fileUnknown', tooMany: 'tooManyFiles' }),
  updated_at: date('invalid'),
});

/** What a design holds (the fields a member edits). */
export interface DesignFields {
  name: string;
  size: string;
  material: string;
  colours: string[];
  printMethod: string;
  logoPlacement: string;
  quantity: number | null;
  notes: string;
  /** Handles of the member's own files, in their order. */
  files: string[];
}

export interface DesignInput extends DesignFields {
  productId: number;
}

/** A change: only the fields present change; `expectedUpdatedAt` is the `updated_at` it was read at (409 when it changed since). */
export interface DesignChange extends Partial<DesignFields> {
  expectedUpdatedAt: Date;
}

const FIELD_NAMES: Record<keyof DesignFields, string> = {
  name: 'name',
  size: 'size',
  material: 'material',
  colours: 'colours',
  printMethod: 'print_method',
  logoPlacement: 'logo_placement',
  quantity: 'quantity',
  notes: 'notes',
  files: 'files',
};

function has(raw: unknown, name: string): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, name);
}

/** The fields of a JSON body that are not text or lists a design takes (a stray object for a name). */
function pick(v: z.output<typeof designSchema>): DesignFields {
  return {
    name: v.name,
    size: v.size,
    material: v.material,
    colours: v.colours,
    printMethod: v.print_method,
    logoPlacement: v.logo_placement,
    quantity: v.quantity,
    notes: v.notes,
    files: v.files,
  };
}

/** A new design: `product_id` (required) and any of the fields; an empty name becomes the product's. */
export function validateDesign(raw: unknown): Validation<DesignInput> {
  const checked = validate(designSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (checked.ok && checked.value.product_id === null) errors.product_id = { key: 'required' };
  if (!has(raw, 'product_id') && !errors.product_id) errors.product_id = { key: 'required' };
  if (Object.keys(errors).length || !checked.ok) return { ok: false, errors };
  return { ok: true, value: { productId: checked.value.product_id!, ...pick(checked.value) } };
}

/** A change to a design: the fields present, and `updated_at` (required). */
export function validateDesignChange(raw: unknown): Validation<DesignChange> {
  const checked = validate(designSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  delete errors.product_id;
  if (checked.ok && !checked.value.updated_at) errors.updated_at = { key: 'required' };
  if (Object.keys(errors).length || !checked.ok) return { ok: false, errors };
  const all = pick(checked.value);
  const change: DesignChange = { expectedUpdatedAt: checked.value.updated_at! };
  for (const [key, name] of Object.entries(FIELD_NAMES) as [keyof DesignFields, string][]) {
    if (has(raw, name)) (change as unknown as Record<string, unknown>)[key] = all[key];
  }
  return { ok: true, value: change };
}

/** `DELETE /designs/{id}?updated_at=…` (optional): a design changed since is not deleted (409). */
export function validateDesignDelete(raw: unknown): Validation<{ expectedUpdatedAt: Date | null }> {
  const checked = validate(fields({ updated_at: date('invalid') }), raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { expectedUpdatedAt: checked.value.updated_at } };
}

/** A short text for a list (a design's notes in a card). */
export function clip(value: string, max: number): string {
  return characterCount(value) <= max ? value : `${[...value].slice(0, max - 1).join('')}…`;
}
