/**
 * The back office's member administration (GET /admin/members …; staff with the sales or admin
 * role): the answers, and the inputs (the list's filters, a member's changes) as zod schemas of the
 * validation kit (lib/validation/kit.ts), shared by the routes and the back office's pages.
 */
import * as z from 'zod/mini';
import { STAFF_ROLES, type LeadStatus, type Role, type StaffRole } from '@/lib/config';
import { date, fields, oneOf, positiveInt, text, type FieldKey } from '@/lib/validation/kit';

/** Who may list, open, disable and enable member accounts (admin holds every role). */
export const MEMBER_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** Who may give or take a staff role (a change of `roles`). */
export const MEMBER_ROLE_GRANT_ROLES: readonly StaffRole[] = ['admin'];

export interface MemberSummary {
  id: number;
  account: string | null;
  nickname: string;
  /** In full (E.164): staff call the member. */
  phone: string | null;
  email: string | null;
  roles: Role[];
  disabled: boolean;
  created_at: string;
  /** When the newest session still on record began (null: none). */
  last_sign_in_at: string | null;
}

export interface MemberPage {
  list: MemberSummary[];
  total: number;
  page: number;
  limit: number;
}

/** A linked WeChat or QQ account. */
export interface MemberSocial {
  provider: 'wechat' | 'qq';
  nickname: string;
  created_at: string;
}

/** A sign-in (a session) of the member. */
export interface MemberSignIn {
  id: number;
  created_at: string;
  client_address: string;
  user_agent: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A lead the member sent logged in, or from their e-mail address. */
export interface MemberLead {
  id: number;
  /** The lead's readable reference (HX-2611-7K3Q), what the buyer and the inbox call it. */
  reference: string;
  name: string;
  email: string;
  status: LeadStatus;
  product_id: number | null;
  created_at: string;
}

export interface MemberDetail extends MemberSummary {
  avatar: string;
  points: number;
  disabled_at: string | null;
  updated_at: string;
  social: MemberSocial[];
  /** The newest sign-ins first. */
  sessions: MemberSignIn[];
  /** The newest leads first. */
  leads: MemberLead[];
}

// ─── inputs ────────────────────────────────────────────────────────────────────────────────────

export const MEMBERS_PAGE_SIZE = 20;
/** How many sign-ins and leads a member's page shows (the newest). */
export const MEMBER_HISTORY_SIZE = 20;

/** `member`: no staff role; `staff`: any staff role; or one staff role. */
export const MEMBER_ROLE_FILTERS = ['member', 'staff', ...STAFF_ROLES] as const;
export type MemberRoleFilter = (typeof MEMBER_ROLE_FILTERS)[number];
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** GET /admin/members: `keyword` over account, nickname, e-mail and the digits of the phone number; role, status, page. */
export const memberQuerySchema = z.pipe(
  fields({
    keyword: text({ max: 101 }),
    role: oneOf<MemberRoleFilter | ''>(MEMBER_ROLE_FILTERS, { key: 'choice', fallback: '' }),
    status: oneOf<MemberStatus | ''>(MEMBER_STATUSES, { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ keyword: v.keyword, role: v.role || null, status: v.status || null, page: v.page ?? 1 })),
);
export type MemberQuery = z.output<typeof memberQuerySchema>;

export const ALL_MEMBERS: MemberQuery = { keyword: '', role: null, status: null, page: 1 };

/** A field that may be absent (undefined), read through `transform` like the kit's builders. */
function optional<T>(read: (raw: unknown, fail: (key: FieldKey) => never) => T) {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): T | undefined => {
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
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean)
      : null;
  if (!list || list.length > STAFF_ROLES.length * 2) return fail('choice');
  if (!list.every((role): role is StaffRole => typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role))) return fail('choice');
  return STAFF_ROLES.filter((role) => list.includes(role));
});

/**
 * PATCH /admin/members/{id}: disable or enable, and (admins) the staff roles, at least one of them;
 * `updated_at` is the time the change was made on (a later change by someone else is a conflict),
 * read as `expectedUpdatedAt`.
 */
export const memberChangeSchema = z.pipe(
  fields({ disabled: yesNo, roles: staffRoles, updated_at: date('invalid') }),
  z.transform((v, ctx) => {
    const required = (field: string) => {
      ctx.issues.push({ code: 'custom', message: 'required', input: null, path: [field] });
      return z.NEVER;
    };
    if (!v.updated_at) return required('updated_at');
    if (v.disabled === undefined && v.roles === undefined) return required('disabled');
    const change: { disabled?: boolean; roles?: StaffRole[]; expectedUpdatedAt: Date } = { expectedUpdatedAt: v.updated_at };
    if (v.disabled !== undefined) change.disabled = v.disabled;
    if (v.roles !== undefined) change.roles = v.roles;
    return change;
  }),
);
export type MemberChange = z.output<typeof memberChangeSchema>;
