import * as z from 'zod/mini';
import { COLLEGE, COLLEGE_ROLES, COLLEGE_STATUSES, type CollegeRole, type CollegeStatus, type StaffRole } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { date, fields, oneOf, positiveInt, refuse, text } from '@/lib/validation/kit';

/*
 * School verification in the /v1 contract: GET/POST /user/college (the member) and
 * GET /admin/college, POST /admin/college/{id}/review (sales). Dates are ISO 8601. The inputs are
 * checked by the schemas below on the server (the rule that counts) and in the forms: what a
 * member submits (the school, their role there, an ID number and one of their own files as the
 * document) and how staff decide (approve until a date ahead, or reject with the reason).
 */

/** Who reviews verifications and sees them on a member's page (admin holds every role). */
export const COLLEGE_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** A verification as its member sees it: the ID number masked, the document by name. */
export interface CollegeVerificationView {
  id: number;
  school: string;
  role: CollegeRole;
  /** Masked for the member (•••••1234); whole for staff. */
  id_number: string;
  document: { handle: string; name: string; url: string; thumb_url: string | null };
  status: CollegeStatus;
  /** An approval's last day (its start, UTC); null otherwise. */
  expires_at: string | null;
  /** An approval whose expiry has passed. */
  expired: boolean;
  /** Why it was rejected ('' otherwise). */
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface MyCollege {
  /** The newest request, whatever its state. */
  current: CollegeVerificationView | null;
  /** The older ones, newest first. */
  history: CollegeVerificationView[];
  /** Whether an approval is valid now (the "education" flag). */
  education: boolean;
  /** Whether a new request may be sent now (none waiting, and no approval valid beyond the renewal window). */
  can_submit: boolean;
}

export interface StaffCollegeRow extends CollegeVerificationView {
  member: { id: number; name: string; account: string | null; company: string; email: string | null };
  reviewer: string | null;
}

export interface StaffCollegeList {
  list: StaffCollegeRow[];
  total: number;
  pending: number;
  page: number;
  limit: number;
}

/* ── inputs ── */

/** An ID number as printed on a card: letters, digits, spaces, hyphens, slashes and dots. */
const ID_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/** The member's role at the school: one of COLLEGE_ROLES, required (reported with the other fields). */
const collegeRole = z.pipe(
  oneOf<CollegeRole | ''>([...COLLEGE_ROLES, ''], { key: 'choice', fallback: '' }),
  z.transform((role, ctx): CollegeRole => {
    return role !== '' ? role : refuse(ctx, role, { key: 'required' });
  }),
);

/** POST /user/college. `document` is the handle of one of the member's own files (the server checks it is theirs). */
export const collegeSubmissionSchema = fields({
  school: text({ max: COLLEGE.schoolMax + 1, min: 2, required: true }),
  role: collegeRole,
  id_number: text({ max: COLLEGE.idNumberMax + 1, min: 3, required: true, format: { test: (v) => ID_NUMBER.test(v), key: 'invalid' } }),
  document: text({ max: 100, required: true, format: { test: (v) => FILE_HANDLE.test(v), key: 'fileUnknown' } }),
});
export type CollegeSubmission = z.output<typeof collegeSubmissionSchema>;

/** The latest expiry staff may give, from `now`: COLLEGE.maxYears ahead. */
export function latestExpiry(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + COLLEGE.maxYears);
  return limit;
}

const DECISIONS = ['approve', 'reject'] as const;

export type CollegeDecision = { decision: 'approve'; expires_at: Date } | { decision: 'reject'; reason: string };

/**
 * POST /admin/college/{id}/review: approve (an expiry date after today, at most COLLEGE.maxYears
 * ahead: `futureDate`) or reject (a reason: `required`). `now` is the server's clock.
 */
export function collegeDecisionSchema(now: Date = new Date()) {
  return z.pipe(
    fields({
      decision: oneOf<(typeof DECISIONS)[number] | ''>([...DECISIONS, ''], { key: 'choice', fallback: '' }),
      expires_at: date(),
      reason: text({ max: COLLEGE.reasonMax + 1 }),
    }),
    z.transform(({ decision, expires_at, reason }, ctx): CollegeDecision => {
      if (decision === '') return refuse(ctx, decision, { key: 'required', path: ['decision'] });
      if (decision === 'reject') return reason === '' ? refuse(ctx, reason, { key: 'required', path: ['reason'] }) : { decision, reason };
      if (!expires_at) return refuse(ctx, expires_at, { key: 'required', path: ['expires_at'] });
      // A date (the start of that day, UTC) after today's start: tomorrow at the earliest.
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      if (expires_at.getTime() <= today.getTime() || expires_at.getTime() > latestExpiry(now).getTime()) {
        return refuse(ctx, expires_at, { key: 'futureDate', path: ['expires_at'], values: { years: COLLEGE.maxYears } });
      }
      return { decision, expires_at };
    }),
  );
}

export type CollegeFilter = 'all' | CollegeStatus;

/** GET /admin/college?status=&keyword=&page=: the queue of waiting requests by default. */
export const collegeQuerySchema = z.pipe(
  fields({
    status: oneOf<CollegeFilter>(['all', ...COLLEGE_STATUSES], { key: 'choice', fallback: 'pending' }),
    keyword: text({ max: 101 }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ ...v, page: v.page ?? 1 })),
);
export type CollegeQuery = z.output<typeof collegeQuerySchema>;

export const COLLEGE_QUEUE: CollegeQuery = { status: 'pending', keyword: '', page: 1 };

/**
 * The ID number as the member sees it once submitted: the last four characters (two for short
 * numbers), the rest as dots. Staff see it whole.
 */
export function maskIdNumber(value: string): string {
  const chars = [...value.replace(/\s+/g, '')];
  const keep = chars.length > 8 ? 4 : chars.length > 4 ? 2 : 1;
  return '•'.repeat(Math.max(3, chars.length - keep)) + chars.slice(chars.length - keep).join('');
}
