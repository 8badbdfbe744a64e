import type { Locale } from '@/lib/config';
import { SYS_CONFIG_NAMES, type SysConfigName } from '@/lib/api/contract/catalogue';
import {
  date, fields, localizedText, oneOf, text, validate, wholeNumber,
  type FieldErrors, type LocalizedInput, type Validation,
} from './kit';

/*
 * The back office's content forms (categories, FAQ, company facts) and what their API answers,
 * shared by the server (the rule that counts) and the forms. Limits are "below" limits, like
 * every text of the kit. Every edit carries the `updated_at` it was read at (a conflict check).
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

/** A category key: the slug rule (it is part of `/products?category=key` and the slider's sign). */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The `updated_at` a record was read at: a later save by someone else is a conflict (409). */
const updatedAt = date('invalid');

function requiredTime(value: Date | null, errors: FieldErrors = {}): FieldErrors {
  return value ? errors : { ...errors, updated_at: { key: 'required' } };
}

function has(raw: unknown, name: string): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, name);
}

/* ---------------------------------------------------------------- categories */

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

const categorySchema = fields({
  key: text({ max: CONTENT_LIMITS.categoryKey, min: 2, required: true, format: { test: (v) => CATEGORY_KEY_PATTERN.test(v), key: 'slug' } }),
  /** A family's id, or '' / 0 / null for a family itself. */
  parent_id: wholeNumber({ min: 0, max: Number.MAX_SAFE_INTEGER, key: 'choice', fallback: 0 }),
  name: localizedText({ max: CONTENT_LIMITS.categoryName, required: true }),
  updated_at: updatedAt,
});

export interface CategoryInput {
  key: string;
  parentId: number | null;
  name: LocalizedInput;
}

export interface CategoryChange extends Partial<CategoryInput> {
  expectedUpdatedAt: Date;
}

/** A new category: `key`, `parent_id` (none for a family), `name` per locale (zh-CN required). */
export function validateCategory(raw: unknown): Validation<CategoryInput> {
  const checked = validate(categorySchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return { ok: true, value: { key: v.key, parentId: v.parent_id || null, name: v.name } };
}

/** A change to a category: only the fields present change; `updated_at` is required. */
export function validateCategoryChange(raw: unknown): Validation<CategoryChange> {
  const partial = { key: 'keep-me', name: { 'zh-CN': '-' }, ...(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : { '': raw }) };
  const checked = validate(categorySchema, partial);
  if (!checked.ok) return checked;
  const v = checked.value;
  const errors = requiredTime(v.updated_at);
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(has(raw, 'key') ? { key: v.key } : {}),
      ...(has(raw, 'parent_id') ? { parentId: v.parent_id || null } : {}),
      ...(has(raw, 'name') ? { name: v.name } : {}),
      expectedUpdatedAt: v.updated_at!,
    },
  };
}

/* ---------------------------------------------------------------- FAQ */

export interface AdminFaq {
  id: number;
  question: LocalizedValue;
  answer: LocalizedValue;
  sort: number;
  updated_at: string;
}

const faqSchema = fields({
  question: localizedText({ max: CONTENT_LIMITS.question, required: true }),
  answer: localizedText({ max: CONTENT_LIMITS.answer, required: true }),
  updated_at: updatedAt,
});

export interface FaqInput {
  question: LocalizedInput;
  answer: LocalizedInput;
}

export interface FaqChange extends Partial<FaqInput> {
  expectedUpdatedAt: Date;
}

/** A new question: `question` and `answer` per locale (zh-CN required for both). */
export function validateFaq(raw: unknown): Validation<FaqInput> {
  const checked = validate(faqSchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { question: checked.value.question, answer: checked.value.answer } };
}

/** A change to a question: only the fields present change; `updated_at` is required. */
export function validateFaqChange(raw: unknown): Validation<FaqChange> {
  const partial = {
    question: { 'zh-CN': '-' },
    answer: { 'zh-CN': '-' },
    ...(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : { '': raw }),
  };
  const checked = validate(faqSchema, partial);
  if (!checked.ok) return checked;
  const v = checked.value;
  const errors = requiredTime(v.updated_at);
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(has(raw, 'question') ? { question: v.question } : {}),
      ...(has(raw, 'answer') ? { answer: v.answer } : {}),
      expectedUpdatedAt: v.updated_at!,
    },
  };
}

/* ---------------------------------------------------------------- order and deletion */

export type MoveDirection = 'up' | 'down';

const moveSchema = fields({ direction: oneOf<MoveDirection | ''>(['up', 'down'], { key: 'choice', fallback: '' }) });

/** `POST …/{id}/move` with `{ direction: 'up' | 'down' }`: one place among its siblings. */
export function validateMove(raw: unknown): Validation<{ direction: MoveDirection }> {
  const checked = validate(moveSchema, raw);
  if (!checked.ok) return checked;
  if (!checked.value.direction) return { ok: false, errors: { direction: { key: 'required' } } };
  return { ok: true, value: { direction: checked.value.direction } };
}

const deleteSchema = fields({ updated_at: updatedAt });

/** `DELETE …/{id}?updated_at=…`: when given, a record changed since is not deleted (409). */
export function validateDeleteQuery(raw: unknown): Validation<{ expectedUpdatedAt: Date | null }> {
  const checked = validate(deleteSchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { expectedUpdatedAt: checked.value.updated_at } };
}

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

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** A phone or WhatsApp number as people write it: digits, spaces, `+ - ( )`, 6 digits or more. */
export function isPhone(value: string): boolean {
  return /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 20;
}

/** An https address of another site (a profile page). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const link = text({ max: CONTENT_LIMITS.link, required: true, format: { test: isHttpsUrl, key: 'url' } });

const companySchema = fields({
  company_name: localizedText({ max: CONTENT_LIMITS.companyName, required: true }),
  legal_name: localizedText({ max: CONTENT_LIMITS.companyName }),
  tagline: localizedText({ max: CONTENT_LIMITS.tagline, required: true }),
  province: localizedText({ max: CONTENT_LIMITS.province, required: true }),
  about_us: localizedText({ max: CONTENT_LIMITS.aboutUs, required: true }),
  whatsapp: text({ max: CONTENT_LIMITS.whatsapp, required: true, format: { test: isPhone, key: 'phone' } }),
  email: text({ max: CONTENT_LIMITS.email, required: true, format: { test: (v) => EMAIL_PATTERN.test(v), key: 'email' } }),
  linkedin: link,
  instagram: link,
  pinterest: link,
  facebook: link,
  twitter: link,
  updated_at: updatedAt,
});

export interface CompanyChange {
  /** The names present in the request, with their new values. */
  values: Partial<CompanyValues>;
  expectedUpdatedAt: Date;
}

/**
 * `PUT /admin/config`: the company facts by field (`company_name`, `about_us` …; the texts per
 * locale as objects), and `updated_at` as read. Only the fields present are written.
 */
export function validateCompany(raw: unknown): Validation<CompanyChange> {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!body) return { ok: false, errors: { '': { key: 'invalid' } } };
  // Absent fields stay as they are: fill them with a valid placeholder, read only the present ones.
  const filled: Record<string, unknown> = {};
  for (const name of SYS_CONFIG_NAMES) {
    const field = configField(name);
    filled[field] = has(body, field)
      ? body[field]
      : isLocalizedConfigName(name)
        ? { 'zh-CN': '-' }
        : name === 'email'
          ? 'a@b.cn'
          : name === 'whatsapp'
            ? '+8600000000'
            : 'https://example.com';
  }
  filled.updated_at = body.updated_at;
  const checked = validate(companySchema, filled);
  if (!checked.ok) return checked;
  const v = checked.value as unknown as Record<string, LocalizedInput | string> & { updated_at: Date | null };
  const errors = requiredTime(v.updated_at);
  if (Object.keys(errors).length) return { ok: false, errors };
  const values: Record<string, LocalizedInput | string> = {};
  for (const name of SYS_CONFIG_NAMES) if (has(body, configField(name))) values[name] = v[configField(name)];
  return { ok: true, value: { values: values as Partial<CompanyValues>, expectedUpdatedAt: v.updated_at! } };
}
