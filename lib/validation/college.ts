import { COLLEGE, COLLEGE_ROLES, COLLEGE_STATUSES, type CollegeRole, type CollegeStatus } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { date, fields, oneOf, positiveInt, text, validate, type FieldErrors, type Validation } from './kit';

/*
 * School verification (/user/collegeAuthentication, /admin/college), shared by the server (the
 * rule that counts) and the forms: what a member submits (the school, their role there, an ID
 * number and one of their own files as the document) and how staff decide (approve until a date
 * ahead, or reject with the reason). Not server-only.
 */

export interface CollegeSubmission {
  school: string;
  role: CollegeRole;
  id_number: string;
  /** The handle of one of the member's own files (checked by the server: ownedMemberFiles). */
  document: string;
}

/** An ID number as printed on a card: letters, digits, spaces, hyphens, slashes and dots. */
const ID_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const submissionSchema = fields({
  school: text({ max: COLLEGE.schoolMax + 1, min: 2, required: true }),
  role: oneOf<CollegeRole | ''>([...COLLEGE_ROLES, ''], { key: 'choice', fallback: '' }),
  id_number: text({ max: COLLEGE.idNumberMax + 1, min: 3, required: true, format: { test: (v) => ID_NUMBER.test(v), key: 'invalid' } }),
  document: text({ max: 100, required: true, format: { test: (v) => FILE_HANDLE.test(v), key: 'fileUnknown' } }),
});

export function validateCollegeSubmission(raw: unknown): Validation<CollegeSubmission> {
  const checked = validate(submissionSchema, raw);
  // An absent role reads as '' (the fallback): it is required, reported with the other fields.
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (checked.ok ? checked.value.role === '' : !errors.role && isAbsent(raw, 'role')) errors.role = { key: 'required' };
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...checked.value, role: checked.value.role as CollegeRole } };
}

function isAbsent(raw: unknown, name: string): boolean {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;
  return value === undefined || value === null || value === '';
}

export type CollegeDecision = { decision: 'approve'; expires_at: Date } | { decision: 'reject'; reason: string };

const DECISIONS = ['approve', 'reject'] as const;

const decisionSchema = fields({
  decision: oneOf<(typeof DECISIONS)[number] | ''>([...DECISIONS, ''], { key: 'choice', fallback: '' }),
  expires_at: date(),
  reason: text({ max: COLLEGE.reasonMax + 1 }),
});

/** The latest expiry staff may give, from `now`: COLLEGE.maxYears ahead. */
export function latestExpiry(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + COLLEGE.maxYears);
  return limit;
}

/**
 * Approve (an expiry date after today, at most COLLEGE.maxYears ahead: `futureDate`) or reject
 * (a reason: `required`). `now` is the server's clock (the form passes the browser's).
 */
export function validateCollegeDecision(raw: unknown, now: Date = new Date()): Validation<CollegeDecision> {
  const checked = validate(decisionSchema, raw);
  if (!checked.ok) return checked;
  const { decision, expires_at, reason } = checked.value;
  if (decision === '') return { ok: false, errors: { decision: { key: 'required' } } };
  if (decision === 'reject') {
    return reason === '' ? { ok: false, errors: { reason: { key: 'required' } } } : { ok: true, value: { decision, reason } };
  }
  if (!expires_at) return { ok: false, errors: { expires_at: { key: 'required' } } };
  // A date (the start of that day, UTC) after today's start: tomorrow at the earliest.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (expires_at.getTime() <= today.getTime() || expires_at.getTime() > latestExpiry(now).getTime()) {
    return { ok: false, errors: { expires_at: { key: 'futureDate', values: { years: COLLEGE.maxYears } } } };
  }
  return { ok: true, value: { decision, expires_at } };
}

export const COLLEGE_FILTERS = ['pending', ...COLLEGE_STATUSES.filter((s) => s !== 'pending'), 'all'] as const;
export type CollegeFilter = 'all' | CollegeStatus;

export interface CollegeQuery {
  status: CollegeFilter;
  keyword: string;
  page: number;
}

export const COLLEGE_QUEUE: CollegeQuery = { status: 'pending', keyword: '', page: 1 };

const querySchema = fields({
  status: oneOf<CollegeFilter>(['all', ...COLLEGE_STATUSES], { key: 'choice', fallback: 'pending' }),
  keyword: text({ max: 101 }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export function validateCollegeQuery(raw: unknown): Validation<CollegeQuery> {
  const checked = validate(querySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { status: checked.value.status, keyword: checked.value.keyword, page: checked.value.page ?? 1 } };
}

/**
 * The ID number as the member sees it once submitted: the last four characters (two for short
 * numbers), the rest as dots. Staff see it whole.
 */
export function maskIdNumber(value: string): string {
  const chars = [...value.replace(/\s+/g, '')];
  const keep = chars.length > 8 ? 4 : chars.length > 4 ? 2 : 1;
  return '•'.repeat(Math.max(3, chars.length - keep)) + chars.slice(chars.length - keep).join('');
}
