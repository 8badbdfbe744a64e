import * as z from 'zod/mini';
import type { Locale } from '@/lib/config';
import { date, fields, localizedText, oneOf, positiveInt, text, wholeNumber } from '@/lib/validation/kit';
import { fail, ifPresent, objectOrEmpty, readAt } from './edits';
import { SYS_CONFIG_NAMES, type HomeCardFamily, type SysConfigName } from './catalogue';

/*
 * The back office's catalogue forms besides the products (./products-admin.ts): categories, the
 * FAQ, the company facts, the home page's slider and cards. Shared by the server (the rule that
 * counts) and the forms. Limits are "below" limits, like every text of the kit. An edit carries
 * the `updated_at` it was read at: a later save by someone else is a conflict (409). The rules
 * that need the database (a banner's sign is a category key, a picture is one the site serves)
 * are the services'.
 */

export type LocalizedValue = Partial<Record<Locale, string>>;

export const CONTENT_LIMITS = {
  categoryKey: 81,
  categoryName: 101,
  question: 301,
  answer: 4001,
  companyName: 121,
  tagline: 201,
  province: 121,
  aboutUs: 20_001,
  whatsapp: 41,
  email: 255,
  link: 301,
} as const;

export const HOME_LIMITS = {
  url: 501,
  sign: 65,
  thumb: 301,
  introduction: 301,
  /** The words over a banner: a headline, one line, a button. */
  slideTitle: 81,
  slideSubtitle: 181,
  slideButton: 31,
} as const;

/** The `updated_at` a record was read at. */
const updatedAt = date('invalid');

/* ---------------------------------------------------------------- categories */

/** A category key: the slug rule (it is part of `/products?category=key` and the slider's sign). */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface AdminCategory {
  id: number;
  key: string;
  parent_id: number | null;
  name: LocalizedValue;
  sort: number;
  updated_at: string;
  /** Products filed directly under it. */
  products: number;
  /** Its sub-categories (a family's). */
  children: number;
}

const categoryFields = {
  key: text({ max: CONTENT_LIMITS.categoryKey, min: 2, required: true, format: { test: (v) => CATEGORY_KEY_PATTERN.test(v), key: 'slug' } }),
  /** A family's id, or '' / 0 / null for a family itself. */
  parent_id: wholeNumber({ min: 0, max: Number.MAX_SAFE_INTEGER, key: 'choice', fallback: 0 }),
  name: localizedText({ max: CONTENT_LIMITS.categoryName, required: true }),
};

/** A new category: `key`, `parent_id` (none for a family), `name` per locale (zh-CN required). */
export const categoryCreateSchema = z.pipe(
  fields(categoryFields),
  z.transform((v) => ({ key: v.key, parentId: v.parent_id || null, name: v.name })),
);
export type CategoryInput = z.output<typeof categoryCreateSchema>;

/** A change to a category: only the fields present change; `updated_at` is required. */
export const categoryChangeSchema = z.pipe(
  objectOrEmpty,
  z.pipe(
    fields({ key: ifPresent(categoryFields.key), parent_id: ifPresent(categoryFields.parent_id), name: ifPresent(categoryFields.name), updated_at: updatedAt }),
    z.transform((v, ctx) => {
      const { key, parent_id, name, expectedUpdatedAt } = readAt(v, ctx);
      return {
        ...(key === undefined ? {} : { key }),
        ...(parent_id === undefined ? {} : { parentId: parent_id || null }),
        ...(name === undefined ? {} : { name }),
        expectedUpdatedAt,
      };
    }),
  ),
);
export type CategoryChange = z.output<typeof categoryChangeSchema>;

/* ---------------------------------------------------------------- FAQ */

export interface AdminFaq {
  id: number;
  question: LocalizedValue;
  answer: LocalizedValue;
  sort: number;
  updated_at: string;
}

const faqFields = {
  question: localizedText({ max: CONTENT_LIMITS.question, required: true }),
  answer: localizedText({ max: CONTENT_LIMITS.answer, required: true }),
};

/** A new question: `question` and `answer` per locale (zh-CN required for both). */
export const faqCreateSchema = fields(faqFields);
export type FaqInput = z.output<typeof faqCreateSchema>;

/** A change to a question: only the fields present change; `updated_at` is required. */
export const faqChangeSchema = z.pipe(
  objectOrEmpty,
  z.pipe(
    fields({ question: ifPresent(faqFields.question), answer: ifPresent(faqFields.answer), updated_at: updatedAt }),
    z.transform((v, ctx) => {
      const { question, answer, expectedUpdatedAt } = readAt(v, ctx);
      return { ...(question === undefined ? {} : { question }), ...(answer === undefined ? {} : { answer }), expectedUpdatedAt };
    }),
  ),
);
export type FaqChange = z.output<typeof faqChangeSchema>;

/* ---------------------------------------------------------------- order and deletion */

export type MoveDirection = 'up' | 'down';

/** `POST …/{id}/move` with `{ direction: 'up' | 'down' }`: one place among its siblings. */
export const listMoveSchema = z.pipe(
  fields({ direction: oneOf<MoveDirection | ''>(['up', 'down'], { key: 'choice', fallback: '' }) }),
  z.transform((v, ctx): { direction: MoveDirection } => (v.direction ? { direction: v.direction } : fail(ctx, 'direction', 'required'))),
);

/** `DELETE …/{id}?updated_at=…`: when given, a record changed since is not deleted (409). */
export const deleteQuerySchema = z.pipe(
  fields({ updated_at: updatedAt }),
  z.transform((v) => ({ expectedUpdatedAt: v.updated_at })),
);

/* ---------------------------------------------------------------- company facts */

/** The system-config names written as a text per locale; the others are one string. */
export const LOCALIZED_CONFIG_NAMES = ['company name', 'legal name', 'tagline', 'province', 'about us'] as const satisfies readonly SysConfigName[];
export const SOCIAL_CONFIG_NAMES = ['linkedin', 'instagram', 'pinterest', 'facebook', 'twitter'] as const satisfies readonly SysConfigName[];
export type LocalizedConfigName = (typeof LOCALIZED_CONFIG_NAMES)[number];

export function isLocalizedConfigName(name: SysConfigName): name is LocalizedConfigName {
  return (LOCALIZED_CONFIG_NAMES as readonly string[]).includes(name);
}

/** A system-config name as an API field: `about us` → `about_us`. */
export function configField(name: SysConfigName): string {
  return name.replace(/ /g, '_');
}

export type CompanyValues = { [N in SysConfigName]: N extends LocalizedConfigName ? LocalizedValue : string };

export interface CompanyConfig {
  values: CompanyValues;
  /** The latest `updated_at` of the rows: what a save sends back (409 when any row changed since). */
  updated_at: string;
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** A phone or WhatsApp number as people write it: digits, spaces, `+ - ( )`, 6 digits or more. */
function isPhone(value: string): boolean {
  return /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 20;
}

/** An https address of another site (a profile page). */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const link = ifPresent(text({ max: CONTENT_LIMITS.link, required: true, format: { test: isHttpsUrl, key: 'url' } }));

/**
 * `PUT /admin/config`: the company facts by field (`company_name`, `about_us` …; the texts per
 * locale as objects), and `updated_at` as read. Only the fields present are written, by their
 * system-config names.
 */
export const companySchema = z.pipe(
  fields({
    company_name: ifPresent(localizedText({ max: CONTENT_LIMITS.companyName, required: true })),
    legal_name: ifPresent(localizedText({ max: CONTENT_LIMITS.companyName })),
    tagline: ifPresent(localizedText({ max: CONTENT_LIMITS.tagline, required: true })),
    province: ifPresent(localizedText({ max: CONTENT_LIMITS.province, required: true })),
    about_us: ifPresent(localizedText({ max: CONTENT_LIMITS.aboutUs, required: true })),
    whatsapp: ifPresent(text({ max: CONTENT_LIMITS.whatsapp, required: true, format: { test: isPhone, key: 'phone' } })),
    email: ifPresent(text({ max: CONTENT_LIMITS.email, required: true, format: { test: (v) => EMAIL_PATTERN.test(v), key: 'email' } })),
    linkedin: link,
    instagram: link,
    pinterest: link,
    facebook: link,
    twitter: link,
    updated_at: updatedAt,
  }),
  z.transform((v, ctx) => {
    const { expectedUpdatedAt, ...byField } = readAt(v, ctx);
    const present: Record<string, unknown> = byField;
    const values: Record<string, unknown> = {};
    for (const name of SYS_CONFIG_NAMES) if (present[configField(name)] !== undefined) values[name] = present[configField(name)];
    return { values: values as Partial<CompanyValues>, expectedUpdatedAt };
  }),
);
export type CompanyChange = z.output<typeof companySchema>;

/* ---------------------------------------------------------------- the home page: slider and cards */

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

const sliderFields = {
  url: text({ max: HOME_LIMITS.url, required: true, format: { test: isSliderUrl, key: 'url' } }),
  sign: text({ max: HOME_LIMITS.sign, required: true, format: { test: (v) => SIGN_PATTERN.test(v), key: 'choice' } }),
  thumb: text({ max: HOME_LIMITS.thumb, required: true }),
  /** Per locale; a banner without a title shows its picture alone. */
  title: localizedText({ max: HOME_LIMITS.slideTitle }),
  subtitle: localizedText({ max: HOME_LIMITS.slideSubtitle }),
  button: localizedText({ max: HOME_LIMITS.slideButton }),
};

/** A new banner: url, sign, thumb and its words per locale. */
export const sliderItemSchema = fields(sliderFields);
export type SliderInput = z.output<typeof sliderItemSchema>;

/** A banner's edit: the whole item with the `updated_at` it was read at. */
export const sliderChangeSchema = z.pipe(fields({ ...sliderFields, updated_at: updatedAt }), z.transform(readAt));
export type SliderChange = z.output<typeof sliderChangeSchema>;

/** A home card's edit: its picture and its introduction in every locale (zh-CN required), with the `updated_at` it was read at. */
export const homeCardChangeSchema = z.pipe(
  fields({
    src: text({ max: HOME_LIMITS.thumb, required: true }),
    introduction: localizedText({ max: HOME_LIMITS.introduction, required: true }),
    /** The product the card names and opens: one of its family's; absent or empty: none (the home page chooses). */
    product_id: positiveInt({ key: 'product' }),
    updated_at: updatedAt,
  }),
  z.transform(readAt),
);
export type HomeCardChange = z.output<typeof homeCardChangeSchema>;

/** A banner as the back office reads and edits it. */
export interface AdminSliderItem {
  id: number;
  url: string;
  sign: string;
  thumb: string;
  title: LocalizedValue;
  subtitle: LocalizedValue;
  button: LocalizedValue;
  sort: number;
  updated_at: string;
}

/** A home card as the back office reads and edits it: its introduction in every locale. */
export interface AdminHomeCard {
  id: number;
  family: HomeCardFamily;
  src: string;
  introduction: LocalizedValue;
  /** The product staff chose for the card, or null. */
  product_id: number | null;
  /** Without a chosen product: the one the home page names so that no two cards of the section repeat, or null (its sub-category). */
  auto_product_id: number | null;
  sort: number;
  updated_at: string;
}

/** The products a card of each family may name (the family's and its sub-categories'), by their names in the back office's languages. */
export type HomeCardProductOptions = Record<HomeCardFamily, { id: number; name: { 'zh-CN': string; en: string } }[]>;

export type AdminHomeCards = Record<HomeCardFamily, AdminHomeCard[]>;
