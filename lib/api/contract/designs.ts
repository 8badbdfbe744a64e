import * as z from 'zod/mini';
import type { PriceGuide } from './pricing';
import type { StaffRole } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { characterCount, date, fields, hasForbiddenCharacters, listItems, positiveInt, text, tokenList, type FieldKey } from '@/lib/validation/kit';
import type { MemberFile } from './files';
import { flagField, refuse, type RuleContext } from './whole-input';

/*
 * /v1 contract of saved designs and favourites (the member area): what /basic-api/v1/designs and
 * /basic-api/v1/favorites take and answer, for the member pages and the back office's member page.
 * A saved design is what a member asks us to make from a catalogue product; the editor checks it
 * with the same schemas before saving. Size and material are free text the editor pre-fills from
 * the product's specs; print method and logo placement are one of the choices below (stored as
 * their key, shown in the reader's language) or the member's own words; colours are named colours
 * or #rrggbb codes.
 */

/** Who sees a member's designs and favourites in the back office (admin holds every role). */
export const DESIGN_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** Who sees how often each catalogue product was saved (the back office's product list). */
export const SAVED_COUNT_ROLES: readonly StaffRole[] = ['editor', 'sales'];

/** The catalogue product a design or a favourite is based on, in the reader's language. */
export interface DesignProduct {
  id: number;
  name: string;
  slug: string;
  /** Its first picture (small and full), or null. */
  image: { src: string; src_small: string; width: number; height: number } | null;
  /** Its options as the catalogue lists them: the editor's suggestions. */
  material: string;
  size: string;
  customization: string[];
  moq: number;
  /** false: unpublished; the design keeps it, but no new design starts from it. */
  available: boolean;
  /** Its price guidance in the reader's currency (the editor's live estimate); null: price on request. */
  price?: PriceGuide | null;
}

/** An artwork file of a design: one of the member's own files, as their file area shows it. */
export type DesignFile = MemberFile;

export interface Design {
  id: number;
  /** null once the product was deleted from the catalogue (`name` keeps what it was). */
  product: DesignProduct | null;
  name: string;
  size: string;
  material: string;
  /** Named colours (keys) or #rrggbb. */
  colours: string[];
  /** A key of PRINT_METHODS or the member's own words. */
  print_method: string;
  /** A key of LOGO_PLACEMENTS or the member's own words. */
  logo_placement: string;
  quantity: number | null;
  notes: string;
  files: DesignFile[];
  /** A quantity below the product's MOQ is kept (we may still make it, at another price): the page says so. */
  warnings: { quantity?: { key: 'belowMoq'; moq: number } };
  created_at: string;
  updated_at: string;
}

/** A favourite: a product and when it was saved. */
export interface Favorite {
  product: DesignProduct;
  created_at: string;
}

/** GET /favorites/ids: the ids of the member's favourite products (the hearts). */
export interface FavoriteIds {
  ids: number[];
}

/* ───────────────────────── the inputs ───────────────────────── */

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
  'screenPrint',
  'heatTransfer',
  'sublimation',
  'embroidery',
  'debossing',
  'embossing',
  'foilStamping',
  'uvPrint',
  'rubberPatch',
  'wovenLabel',
  'laserEngraving',
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

/** Reports an error of a field read from raw input; the field has no value. */
function reportRaw(ctx: RuleContext, input: unknown, key: FieldKey, values?: Record<string, number>): never {
  ctx.issues.push({ code: 'custom', message: key, input, params: values ? { values } : undefined });
  return z.NEVER;
}

/** Up to six colours: an array (JSON) or one text separated by commas (a form); [] when absent. */
function colours() {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): string[] => {
        const items = listItems(raw);
        if (!items || items.some((item) => typeof item !== 'string' || item.length > 20 || hasForbiddenCharacters(item))) return reportRaw(ctx, raw, 'colour');
        const normalized = (items as string[]).map(normalizeColour);
        if (normalized.some((c) => c === null)) return reportRaw(ctx, raw, 'colour');
        const unique = [...new Set(normalized as string[])];
        if (unique.length > DESIGN_LIMITS.colours) return reportRaw(ctx, raw, 'tooManyColours', { max: DESIGN_LIMITS.colours });
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
        if (!Number.isSafeInteger(value)) return reportRaw(ctx, raw, 'quantity');
        if (value < DESIGN_LIMITS.quantityMin || value > DESIGN_LIMITS.quantityMax) {
          return reportRaw(ctx, raw, 'quantityRange', { min: DESIGN_LIMITS.quantityMin, max: DESIGN_LIMITS.quantityMax });
        }
        return value;
      }),
    ),
    null,
  );
}

/** The fields a member edits, as a body names them. */
const designFields = {
  name: text({ max: DESIGN_LIMITS.name }),
  size: text({ max: DESIGN_LIMITS.size }),
  material: text({ max: DESIGN_LIMITS.material }),
  colours: colours(),
  print_method: text({ max: DESIGN_LIMITS.printMethod }),
  logo_placement: text({ max: DESIGN_LIMITS.logoPlacement }),
  quantity: quantity(),
  notes: text({ max: DESIGN_LIMITS.notes }),
  /** Handles of the member's own files, in their order. */
  files: tokenList({ pattern: FILE_HANDLE, maxItems: DESIGN_LIMITS.files, key: 'fileUnknown', tooMany: 'tooManyFiles' }),
};
type BodyFields = { [K in keyof typeof designFields]: z.output<(typeof designFields)[K]> };

/** What a design holds, from a body's fields. */
const held = (v: BodyFields) => ({
  name: v.name,
  size: v.size,
  material: v.material,
  colours: v.colours,
  printMethod: v.print_method,
  logoPlacement: v.logo_placement,
  quantity: v.quantity,
  notes: v.notes,
  files: v.files,
});
export type DesignFields = ReturnType<typeof held>;

/**
 * A field a change may leave out: absent is `undefined` (the design keeps its value), anything
 * sent (null too) is read by `inner`, its errors reported on the field.
 */
function given<S extends z.ZodMiniType>(inner: S) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): z.output<S> | undefined => {
        if (raw === undefined) return undefined;
        const parsed = inner.safeParse(raw);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues) {
          ctx.issues.push({ code: 'custom', message: issue.message, input: raw, path: issue.path, params: issue.code === 'custom' ? issue.params : undefined });
        }
        return z.NEVER;
      }),
    ),
  );
}

/** A new design: `product_id` (required, even when another field failed) and any of the fields; an empty name becomes the product's. */
export const designSchema = z.pipe(
  fields({ product_id: given(positiveInt({ key: 'product', max: 2_147_483_647 })), ...designFields, updated_at: date('invalid') }).check(
    z.superRefine(
      (v, ctx) => {
        // A body that is no object at all names no product either.
        if (typeof v !== 'object' || v === null) return flagField(ctx, 'product_id', 'required');
        if (v.product_id === undefined) flagField(ctx, 'product_id', 'required');
        else if (v.product_id === null && ctx.issues.length === 0) flagField(ctx, 'product_id', 'required');
      },
      { when: () => true },
    ),
  ),
  z.transform((v) => ({ productId: v.product_id!, ...held(v) })),
);
export type DesignInput = z.output<typeof designSchema>;

/** A change to a design: only the fields present change; `updated_at` (required) is when it was read (409 when it changed since). */
export const designChangeSchema = z.pipe(
  fields({
    // Not changeable, but a change naming a product must name a valid one.
    product_id: positiveInt({ key: 'product', max: 2_147_483_647 }),
    name: given(designFields.name),
    size: given(designFields.size),
    material: given(designFields.material),
    colours: given(designFields.colours),
    print_method: given(designFields.print_method),
    logo_placement: given(designFields.logo_placement),
    quantity: given(designFields.quantity),
    notes: given(designFields.notes),
    files: given(designFields.files),
    updated_at: date('invalid'),
  }),
  z.transform((v, ctx) => {
    if (!v.updated_at) return refuse(ctx, 'updated_at', 'required');
    return {
      ...(v.name !== undefined && { name: v.name }),
      ...(v.size !== undefined && { size: v.size }),
      ...(v.material !== undefined && { material: v.material }),
      ...(v.colours !== undefined && { colours: v.colours }),
      ...(v.print_method !== undefined && { printMethod: v.print_method }),
      ...(v.logo_placement !== undefined && { logoPlacement: v.logo_placement }),
      ...(v.quantity !== undefined && { quantity: v.quantity }),
      ...(v.notes !== undefined && { notes: v.notes }),
      ...(v.files !== undefined && { files: v.files }),
      expectedUpdatedAt: v.updated_at,
    };
  }),
);
export type DesignChange = z.output<typeof designChangeSchema>;

/** `DELETE /designs/{id}?updated_at=…` (optional): a design changed since is not deleted (409). */
export const designDeleteSchema = z.pipe(
  fields({ updated_at: date('invalid') }),
  z.transform((v) => ({ expectedUpdatedAt: v.updated_at })),
);

/** A short text for a list (a design's notes in a card). */
export function clip(value: string, max: number): string {
  return characterCount(value) <= max ? value : `${[...value].slice(0, max - 1).join('')}…`;
}
