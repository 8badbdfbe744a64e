import * as z from 'zod/mini';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config';
import {
  fields,
  localizedList,
  localizedText,
  oneOf,
  positiveInt,
  text,
  validate,
  wholeNumber,
  yesNo,
  type FieldErrors,
  type LocalizedInput,
  type Validation,
} from '@/lib/validation/kit';
import { fail, ifPresent } from './edits';

/*
 * The back office's product editing: the raw texts of every locale, not one resolved
 * locale; the product form and the list's filters, shared by the server (the rule that counts)
 * and the form. Limits are "below" limits, like every text of the kit.
 */

export type LocalizedTexts = Partial<Record<Locale, string>>;

export interface AdminProductImage {
  id: number;
  src: string;
  width: number;
  height: number;
  alt: LocalizedTexts;
}

export interface AdminProductSummary {
  id: number;
  slug: string;
  /** In the back office's language (with the usual fallback). */
  name: string;
  category: { id: number; key: string; name: string };
  published: boolean;
  sort: number;
  image: { src: string; width: number; height: number } | null;
  /** The locales whose name, summary, description and material are all written. */
  complete_locales: Locale[];
  updated_at: string;
}

export interface AdminProductPage {
  list: AdminProductSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminProduct {
  id: number;
  slug: string;
  category_id: number;
  published: boolean;
  sort: number;
  name: LocalizedTexts;
  summary: LocalizedTexts;
  description: LocalizedTexts;
  material: LocalizedTexts;
  /** One measurement for every language, or a text per locale. */
  size: string | LocalizedTexts;
  moq: number;
  lead_time_min: number;
  lead_time_max: number;
  customization: Partial<Record<Locale, string[]>>;
  images: AdminProductImage[];
  created_at: string;
  updated_at: string;
}

/* ---------------------------------------------------------------- inputs */

export const PRODUCT_LIMITS = {
  slug: 81,
  name: 121,
  summary: 501,
  description: 10_001,
  material: 301,
  size: 121,
  customizationItem: 121,
  customizationItems: 20,
  alt: 201,
  images: 12,
  moq: 10_000_000,
  leadTimeDays: 365,
  imageSide: 10_000,
} as const;

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list's filters (GET /admin/products and its page). */
export const productQuerySchema = z.pipe(
  fields({
    keyword: text({ max: 101 }),
    category: positiveInt({ key: 'choice' }),
    state: oneOf<'published' | 'draft' | ''>(['published', 'draft'], { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ ...v, page: v.page ?? 1 })),
);
export type AdminProductQuery = z.output<typeof productQuerySchema>;

const productSchema = fields({
  slug: text({ max: PRODUCT_LIMITS.slug, min: 2, required: true, format: { test: (v) => SLUG_PATTERN.test(v), key: 'slug' } }),
  category_id: positiveInt({ key: 'choice' }),
  published: yesNo(false),
  name: localizedText({ max: PRODUCT_LIMITS.name, required: true }),
  summary: localizedText({ max: PRODUCT_LIMITS.summary, required: true }),
  description: localizedText({ max: PRODUCT_LIMITS.description, required: true }),
  material: localizedText({ max: PRODUCT_LIMITS.material, required: true }),
  moq: wholeNumber({ min: 1, max: PRODUCT_LIMITS.moq, key: 'quantity', required: true }),
  lead_time_min: wholeNumber({ min: 1, max: PRODUCT_LIMITS.leadTimeDays, required: true }),
  lead_time_max: wholeNumber({ min: 1, max: PRODUCT_LIMITS.leadTimeDays, required: true }),
  customization: localizedList({ max: PRODUCT_LIMITS.customizationItem, maxItems: PRODUCT_LIMITS.customizationItems }),
  updated_at: text({ max: 41 }),
});

const sizeText = fields({ size: text({ max: PRODUCT_LIMITS.size }) });
const sizeLocalized = fields({ size: localizedText({ max: PRODUCT_LIMITS.size }) });

const imageSchema = fields({
  id: positiveInt({ key: 'invalid' }),
  src: text({ max: 201, required: true }),
  width: wholeNumber({ min: 1, max: PRODUCT_LIMITS.imageSide, required: true }),
  height: wholeNumber({ min: 1, max: PRODUCT_LIMITS.imageSide, required: true }),
  alt: localizedText({ max: PRODUCT_LIMITS.alt }),
});

export interface ProductImageInput {
  /** An existing picture of the product; absent for a new upload. */
  id: number | null;
  src: string;
  width: number;
  height: number;
  alt: LocalizedInput;
}

export interface ProductInput {
  slug: string;
  categoryId: number;
  published: boolean;
  name: LocalizedInput;
  summary: LocalizedInput;
  description: LocalizedInput;
  material: LocalizedInput;
  size: string | LocalizedInput;
  moq: number;
  leadTimeMin: number;
  leadTimeMax: number;
  customization: Partial<Record<Locale, string[]>>;
  images: ProductImageInput[];
  /** The `updated_at` the form was loaded with (edits only). */
  expectedUpdatedAt: Date | null;
}

/**
 * A product as the form sends it. `size` is one text for every language or a text per locale;
 * `images` is the list in page order (alt texts per locale), errors named `images.0.alt.ja`.
 * `isPicture` says whether a picture address is one the site serves.
 */
export function validateProductInput(raw: unknown, isPicture: (src: string) => boolean = () => true): Validation<ProductInput> {
  const checked = validate(productSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;

  const sizeChecked = typeof body.size === 'object' && body.size !== null ? validate(sizeLocalized, body) : validate(sizeText, body);
  let size: string | LocalizedInput = '';
  if (!sizeChecked.ok) Object.assign(errors, sizeChecked.errors);
  else size = sizeChecked.value.size;
  if (sizeChecked.ok && (typeof size === 'string' ? size === '' : !size[DEFAULT_LOCALE])) {
    errors[typeof size === 'string' ? 'size' : `size.${DEFAULT_LOCALE}`] = { key: 'required' };
  }

  const images: ProductImageInput[] = [];
  const rawImages = body.images ?? [];
  if (!Array.isArray(rawImages)) errors.images = { key: 'invalid' };
  else if (rawImages.length > PRODUCT_LIMITS.images) errors.images = { key: 'tooLong', values: { max: PRODUCT_LIMITS.images + 1 } };
  else {
    rawImages.forEach((item, i) => {
      const image = validate(imageSchema, item);
      if (!image.ok) {
        for (const [name, error] of Object.entries(image.errors)) errors[`images.${i}.${name}`] = error;
      } else if (!isPicture(image.value.src)) errors[`images.${i}.src`] = { key: 'image' };
      else images.push({ ...image.value });
    });
  }

  // Rules over several fields run whatever else is wrong, so the form shows every problem at once.
  const days = (name: string) => (/^\d{1,3}$/.test(String(body[name] ?? '').trim()) ? Number(String(body[name]).trim()) : null);
  const [minDays, maxDays] = [days('lead_time_min'), days('lead_time_max')];
  if (minDays !== null && maxDays !== null && maxDays < minDays) errors.lead_time_max ??= { key: 'invalid' };
  if (checked.ok) {
    const v = checked.value;
    if (v.category_id === null) errors.category_id = { key: 'choice' };
    if (v.updated_at && Number.isNaN(Date.parse(v.updated_at))) errors.updated_at = { key: 'invalid' };
  }
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  const v = checked.value;
  return {
    ok: true,
    value: {
      slug: v.slug,
      categoryId: v.category_id!,
      published: v.published,
      name: v.name,
      summary: v.summary,
      description: v.description,
      material: v.material,
      size,
      moq: v.moq,
      leadTimeMin: v.lead_time_min,
      leadTimeMax: v.lead_time_max,
      customization: v.customization,
      images,
      expectedUpdatedAt: v.updated_at ? new Date(v.updated_at) : null,
    },
  };
}

/** `{ published }`: shown on the site or not; the field must be sent. */
export const publishSchema = fields({
  published: z.pipe(
    ifPresent(yesNo(false)),
    z.transform((value, ctx): boolean => {
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message: 'required', input: value });
      return z.NEVER;
    }),
  ),
});

/** `{ direction: 'up' | 'down' }`: one place in the catalogue's order. */
export const moveSchema = z.pipe(
  fields({ direction: oneOf<'up' | 'down' | ''>(['up', 'down'], { key: 'choice', fallback: '' }) }),
  z.transform((v, ctx): { direction: 'up' | 'down' } => (v.direction ? { direction: v.direction } : fail(ctx, 'direction', 'choice'))),
);
