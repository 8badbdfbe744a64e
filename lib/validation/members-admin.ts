import * as z from 'zod/mini';
import { STAFF_ROLES, type StaffRole } from '@/lib/config';
import { date, fields, oneOf, positiveInt, text, validate, type FieldKey, type Validation } from './kit';

/*
 * The back office's member administration inputs (the list's filters, a member's changes), shared
 * by the server and the back office's forms.
 */

export const MEMBERS_PAGE_SIZE = 20;
/** How many sign-ins and leads a member's page shows (the newest). */
export const MEMBER_HISTORY_SIZE = 20;

/** `member`: no staff role; `staff`: any staff role; or one staff role. */
export const MEMBER_ROLE_FILTERS = ['member', 'staff', ...STAFF_ROLES] as const;
export type MemberRoleFilter = (typeof MEMBER_ROLE_FILTERS)[number];
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const memberQuerySchema = fields({
  keyword: text({ max: 101 }),
  role: oneOf<MemberRoleFilter | ''>(MEMBER_ROLE_FILTERS, { key: 'choice', fallback: '' }),
  status: oneOf<MemberStatus | ''>(MEMBER_STATUSES, { key: 'choice', fallback: '' }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export interface MemberQuery {
  /** Over account, nickname, e-mail, and the digits of the phone number. */
  keyword: string;
  role: MemberRoleFilter | null;
  status: MemberStatus | null;
  page: number;
}

export const ALL_MEMBERS: MemberQuery = { keyword: '', role: null, status: null, page: 1 };

export function validateMemberQuery(raw: unknown): Validation<MemberQuery> {
  const checked = validate(memberQuerySchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return { ok: true, value: { keyword: v.keyword, role: v.role || null, status: v.status || null, page: v.page ?? 1 } };
}

type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

/** A field that may be absent (undefined), read through `transform` like the kit's builders. */
function optional<T>(read: (raw: unknown, fail: (key: FieldKey) => never) => T) {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx: Ctx): T | undefined => {
        if (raw === undefined || raw === null) return undefined;
        return read(raw, (key) => {
          ctx.issues.push({ code: 'custom', message: key, input: raw });
          return z.NEVER as never;
        });
      }),
    ),
    null,
  );
}

/** Yes or no, from JSON (true, false, 1, 0) or a form ('true', 'false', '1', '0'). */
const yesNo = optional((raw, fail): boolean => {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return true;
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return false;
  return fail('choice');
});

/** The staff roles an account is to hold: a list (JSON), or names separated by commas (a form); empty: none. */
const staffRoles = optional((raw, fail): StaffRole[] => {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((r) => r.trim()).filter(Boolean) : null;
  if (!list || list.length > STAFF_ROLES.length * 2) return fail('choice');
  if (!list.every((role): role is StaffRole => typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role))) return fail('choice');
  return STAFF_ROLES.filter((role) => list.includes(role));
});

export const memberChangeSchema = fields({
  disabled: yesNo,
  roles: staffRoles,
  /** The `updated_at` the change was made on: a later change by someone else is a conflict. */
  updated_at: date('invalid'),
});

export interface MemberChange {
  disabled?: boolean;
  /** The staff roles the account is to hold (none: a plain member). */
  roles?: StaffRole[];
  expectedUpdatedAt: Date;
}

/** A change to a member: disable or enable, and (admins) the staff roles; at least one of them. */
export function validateMemberChange(raw: unknown): Validation<MemberChange> {
  const checked = validate(memberChangeSchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  if (!v.updated_at) return { ok: false, errors: { updated_at: { key: 'required' } } };
  if (v.disabled === undefined && v.roles === undefined) return { ok: false, errors: { disabled: { key: 'required' } } };
  return {
    ok: true,
    value: {
      ...(v.disabled !== undefined ? { disabled: v.disabled } : {}),
      ...(v.roles !== undefined ? { roles: v.roles } : {}),
      expectedUpdatedAt: v.updated_at,
    },
  };
}
