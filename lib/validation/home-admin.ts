import type { HomeCardFamily } from '@/lib/api/contract';
import { date, fields, localizedText, oneOf, text, validate, type LocalizedInput, type Validation } from './kit';

/*
 * The back office's home page: the slider's banners and the fifteen home cards (five
 * per section, three sections). Shared by the server (the rule that counts) and the forms; the
 * rules that need the database (the sign is a category key, the picture is one the site serves)
 * are the service's.
 */

export const HOME_LIMITS = {
  /** "Below" limits, like every text of the kit. */
  url: 501,
  sign: 65,
  thumb: 301,
  introduction: 301,
  /** The words over a banner: a headline, one line, a button. */
  slideTitle: 81,
  slideSubtitle: 181,
  slideButton: 31,
} as const;

/** A category key, as /products?category= reads it (lib/catalogue-url.ts). */
export const SIGN_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * Where a banner leads: a path of this site (`/products`, one leading slash, no `//`, no
 * backslash) or an https address. No query or fragment: the site adds `?category=<sign>` itself.
 */
export function isSliderUrl(value: string): boolean {
  if (/[\s\\?#]/.test(value)) return false;
  if (value.startsWith('/')) return !value.includes('//') && /^\/[A-Za-z0-9\-._~/%!$&'()*+,;=:@]*$/.test(value);
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '' && !url.pathname.includes('//');
  } catch {
    return false;
  }
}

/** A banner's link as the home page builds it: its url with `?category=<sign>`. */
export function sliderHref(url: string, sign: string): string {
  return `${url}?${new URLSearchParams({ category: sign })}`;
}

const sliderSchema = fields({
  url: text({ max: HOME_LIMITS.url, required: true, format: { test: isSliderUrl, key: 'url' } }),
  sign: text({ max: HOME_LIMITS.sign, required: true, format: { test: (v) => SIGN_PATTERN.test(v), key: 'choice' } }),
  thumb: text({ max: HOME_LIMITS.thumb, required: true }),
  title: localizedText({ max: HOME_LIMITS.slideTitle }),
  subtitle: localizedText({ max: HOME_LIMITS.slideSubtitle }),
  button: localizedText({ max: HOME_LIMITS.slideButton }),
});

export interface SliderInput {
  url: string;
  sign: string;
  thumb: string;
  /** Per locale; a banner without a title shows its picture alone. */
  title: LocalizedInput;
  subtitle: LocalizedInput;
  button: LocalizedInput;
}

export function validateSliderItem(raw: unknown): Validation<SliderInput> {
  return validate(sliderSchema, raw);
}

const sliderChangeSchema = fields({
  ...sliderSchema.shape,
  /** The `updated_at` the change was made on: a later change by someone else is a conflict. */
  updated_at: date('invalid'),
});

export interface SliderChange extends SliderInput {
  expectedUpdatedAt: Date;
}

/** A banner's edit: the whole item (url, sign, thumb) with the `updated_at` it was read at. */
export function validateSliderChange(raw: unknown): Validation<SliderChange> {
  const checked = validate(sliderChangeSchema, raw);
  if (!checked.ok) return checked;
  const { updated_at: expected, ...rest } = checked.value;
  if (!expected) return { ok: false, errors: { updated_at: { key: 'required' } } };
  return { ok: true, value: { ...rest, expectedUpdatedAt: expected } };
}

export type MoveDirection = 'up' | 'down';

const moveSchema = fields({ direction: oneOf<MoveDirection | ''>(['up', 'down'], { key: 'choice', fallback: '' }) });

/** A move one place up or down in its list. */
export function validateMove(raw: unknown): Validation<{ direction: MoveDirection }> {
  const checked = validate(moveSchema, raw);
  if (!checked.ok) return checked;
  if (!checked.value.direction) return { ok: false, errors: { direction: { key: 'required' } } };
  return { ok: true, value: { direction: checked.value.direction } };
}

const homeCardSchema = fields({
  src: text({ max: HOME_LIMITS.thumb, required: true }),
  introduction: localizedText({ max: HOME_LIMITS.introduction, required: true }),
  updated_at: date('invalid'),
});

export interface HomeCardChange {
  src: string;
  introduction: LocalizedInput;
  expectedUpdatedAt: Date;
}

/** A home card's edit: its picture and its introduction in every locale (zh-CN required). */
export function validateHomeCardChange(raw: unknown): Validation<HomeCardChange> {
  const checked = validate(homeCardSchema, raw);
  if (!checked.ok) return checked;
  const { updated_at: expected, src, introduction } = checked.value;
  if (!expected) return { ok: false, errors: { updated_at: { key: 'required' } } };
  return { ok: true, value: { src, introduction, expectedUpdatedAt: expected } };
}

/** A banner as the back office reads and edits it. */
export interface AdminSliderItem {
  id: number;
  url: string;
  sign: string;
  thumb: string;
  title: LocalizedInput;
  subtitle: LocalizedInput;
  button: LocalizedInput;
  sort: number;
  updated_at: string;
}

/** A home card as the back office reads and edits it: its introduction in every locale. */
export interface AdminHomeCard {
  id: number;
  family: HomeCardFamily;
  src: string;
  introduction: LocalizedInput;
  sort: number;
  updated_at: string;
}

export type AdminHomeCards = Record<HomeCardFamily, AdminHomeCard[]>;
