/**
 * The member calls: logins, the member's info and profile, codes, captcha, WeChat and QQ. The
 * inputs (the login, registration and phone forms, the profile's forms) are zod schemas of the
 * validation kit (lib/validation/kit.ts), shared by the routes and the pages (the same rules before
 * sending); their types are inferred. Not server-only.
 */
import * as z from 'zod/mini';
import { AUTH } from '@/lib/config';
import { characterCount, crossCheck, fields, text, ticked } from '@/lib/validation/kit';

/** `result` of a login (account, phone code or registration): the session token, as `access_token`. */
export interface AccessToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the session ends. */
  expires_in: number;
  /**
   * Staff accounts only: the page they land on when the login was not asked to continue somewhere
   * (the back office's overview). Absent for members, who land where the login page sends them.
   */
  landing?: string;
}

/** `result` of GET /user: the member's user info. */
export interface UserInfo {
  id: number;
  account: string | null;
  nickname: string;
  /** Masked: 138****5716. */
  phone: string | null;
  avatar: string;
  points: number;
  roles: string[];
  created_at: string;
  /** The company the member buys for ('' when not given). */
  company?: string;
  /** The member's e-mail (null: none), and whether they proved it with a code sent to it. */
  email?: string | null;
  email_verified?: boolean;
  /** Whether the member can log in with a password (phone, WeChat and QQ members may have none). */
  has_password?: boolean;
  /**
   * The WeChat and QQ accounts linked to the member (null: none). The embedded backend always sends
   * it; the /v1 user info as first defined did not have it, so a page must cope without it.
   */
  social?: SocialLinks;
}

/** A linked WeChat or QQ account as the member sees it. */
export interface SocialLink {
  /** The nickname the provider gave at the last login or binding. */
  nickname: string;
  bound_at: string;
}

export type SocialLinks = Record<'wechat' | 'qq', SocialLink | null>;

/** `result` of POST /authorizations/phone_code. */
export interface PhoneCodeReceipt {
  /** Seconds the code stays valid. */
  expires_in: number;
  /** Seconds before another code may be asked for this phone. */
  resend_after: number;
}

/** `result` of GET /captcha: `image` is a data: URL of a PNG picture; send `key` back as captcha_key. */
export interface CaptchaChallenge {
  key: string;
  image: string;
  expires_in: number;
}

/** `result` of a refused login or registration: whether the next try must carry a captcha answer. */
export interface AuthFailureResult {
  captcha_required: boolean;
  errors?: Record<string, string>;
}

/** `result` of GET /authorizations/social/providers: which social login buttons to show. */
export interface SocialProviders {
  wechat: boolean;
  qq: boolean;
}

/** `result` of GET /authorizations/social/{provider}/start: the provider page to send the visitor to. */
export interface SocialStart {
  url: string;
}

/** `result` of GET /wechatCallback and GET /qqCallback: the session token, and where to go next (a same-site path). */
export interface SocialLoginResult extends AccessToken {
  redirect: string | null;
}

/** Why a social call was refused (`result.reason` of the envelope; `reason` of the raw bind answer). */
export type SocialFailureReason =
  | 'not_configured'
  | 'code_missing'
  | 'state'
  | 'provider_rejected'
  | 'provider_unavailable'
  | 'bound_to_other'
  | 'has_other'
  | 'disabled'
  | 'unknown_provider'
  | 'session'
  | 'rate_limited'
  | 'cross_site';

/** GET /user/socialite_bind/{app}: a raw answer (no envelope), read by its `status`. */
export interface SocialBindAnswer {
  status: 'success' | 'fail';
  message: string;
  /** On failure: why. */
  reason?: SocialFailureReason;
  /** On success: the same-site path chosen at the start, or null. */
  redirect?: string | null;
}

// ─── account and phone rules ───────────────────────────────────────────────────────────────────

const ACCOUNT = new RegExp(`^[A-Za-z0-9_.-]{${AUTH.accountMin},${AUTH.accountMax}}$`);
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = new RegExp(`^\\+?[0-9]{${AUTH.phoneDigitsMin},${AUTH.phoneDigitsMax}}$`);
const CODE = new RegExp(`^[0-9]{${AUTH.code.length}}$`);

/** Accounts are case-insensitive: stored and looked up in lower case. */
export function normalizeAccount(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidAccount(value: string): boolean {
  return ACCOUNT.test(value);
}

export function isValidPasswordLength(value: string): boolean {
  const n = characterCount(value);
  return n >= AUTH.passwordMin && n <= AUTH.passwordMax;
}

/**
 * The stored form of a phone number: separators dropped, `+` and the country's calling code in
 * front (a number without `+` belongs to AUTH.defaultCallingCode). Null when it is not a number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(PHONE_SEPARATORS, '');
  if (!PHONE.test(compact)) return null;
  const full = compact.startsWith('+') ? compact : `+${AUTH.defaultCallingCode}${compact}`;
  return full.length - 1 <= AUTH.phoneDigitsMax ? full : null;
}

/** 138****5716: the national number of the default country without its code, others with it. */
export function maskPhone(phone: string): string {
  const prefix = `+${AUTH.defaultCallingCode}`;
  const visible = phone.startsWith(prefix) ? phone.slice(prefix.length) : phone;
  const digits = visible.replace(/^\+/, '');
  const plus = visible.startsWith('+') ? '+' : '';
  if (digits.length <= 7) return `${plus}${digits.slice(0, 2)}****${digits.slice(-2)}`;
  return `${plus}${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

export function isValidCode(value: string): boolean {
  return CODE.test(value);
}

/** E-mail addresses are compared and stored in lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

const LOOSE_MAX = 1000;
const accountRule = { min: AUTH.accountMin, max: AUTH.accountMax };
const passwordRule = { min: AUTH.passwordMin, max: AUTH.passwordMax };
const codeRule = { length: AUTH.code.length };

/** Passwords are taken as typed (never trimmed) and compared in Unicode NFKC (NIST SP 800-63B). */
const password = (test: (value: string) => boolean) =>
  text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC', format: { test, key: 'passwordLength', values: passwordRule } });
const confirmation = () => text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC' });
const same = crossCheck<{ password: unknown; password_confirmation: unknown }>('password_confirmation', 'password', 'passwordMismatch', (a, b) => a === b);
const phoneField = () => text({ max: LOOSE_MAX, required: true, format: { test: (v) => normalizePhone(v) !== null, key: 'mobile' } });
const codeField = () => text({ max: LOOSE_MAX, required: true, format: { test: isValidCode, key: 'code', values: codeRule } });

// ─── sign-in forms ─────────────────────────────────────────────────────────────────────────────

/**
 * POST /authorizations, account login: only presence and the maximum lengths are checked. A value
 * that breaks the account or password rules simply cannot match an account, and gets the one
 * generic answer. The account is read in lower case.
 */
export const loginSchema = z.pipe(
  fields({
    account: text({ max: LOOSE_MAX, required: true, format: { test: (v) => v.length <= AUTH.accountMax, key: 'account', values: accountRule } }),
    password: password((v) => characterCount(v) <= AUTH.passwordMax),
  }),
  z.transform((v) => ({ account: normalizeAccount(v.account), password: v.password })),
);
export type LoginFields = z.output<typeof loginSchema>;

/** POST /authorizations/register: account rules, password length, the same password twice, and the policy ticked. */
export const registerSchema = z.pipe(
  z
    .object({
      account: text({ max: LOOSE_MAX, required: true, format: { test: isValidAccount, key: 'account', values: accountRule } }),
      password: password(isValidPasswordLength),
      password_confirmation: confirmation(),
      agree_policy: ticked('policy'),
    })
    .check(same),
  z.transform((v) => ({ account: normalizeAccount(v.account), password: v.password })),
);
export type RegisterFields = z.output<typeof registerSchema>;

/** POST /authorizations/phone_code: a phone number, read in its stored form. */
export const phoneSchema = z.pipe(
  fields({ phone: phoneField() }),
  z.transform((v) => ({ phone: normalizePhone(v.phone)! })),
);

/** POST /authorizations/phone_login: a phone number (in its stored form) and the code sent to it. */
export const phoneLoginSchema = z.pipe(
  fields({ phone: phoneField(), code: codeField() }),
  z.transform((v) => ({ phone: normalizePhone(v.phone)!, code: v.code })),
);

// ─── password reset ────────────────────────────────────────────────────────────────────────────

/** The longest account, e-mail or phone a reset form takes (an e-mail's limit). */
export const RESET_TARGET_MAX = 254;
const resetTarget = () => text({ max: RESET_TARGET_MAX + 1, required: true });

/** POST /authorizations/password_reset/code: the account name, e-mail or mobile number a code should go to. */
export const resetCodeSchema = fields({ target: resetTarget() });
export type ResetCodeFields = z.output<typeof resetCodeSchema>;

/** POST /authorizations/password_reset: the same target, the code, and the new password twice (registration's rules). */
export const passwordResetSchema = z.pipe(
  z
    .object({
      target: resetTarget(),
      code: codeField(),
      password: password(isValidPasswordLength),
      password_confirmation: confirmation(),
    })
    .check(same),
  z.transform((v) => ({ target: v.target, code: v.code, password: v.password })),
);
export type PasswordResetFields = z.output<typeof passwordResetSchema>;

/** `result` of POST /authorizations/password_reset/code: the same whether or not the target names a member. */
export interface ResetCodeReceipt {
  /** Seconds a code stays valid. */
  expires_in: number;
  /** Seconds before another code may be asked for this target. */
  resend_after: number;
}

/** The optional captcha answer of a form: both parts, or nothing. */
export function captchaAnswer(raw: Record<string, unknown>): { key: string; code: string } | null {
  const key = typeof raw.captcha_key === 'string' ? raw.captcha_key.trim() : '';
  const code = typeof raw.captcha_code === 'string' ? raw.captcha_code.trim() : '';
  if (!key || !code) return null;
  return { key, code };
}

// ─── the profile's forms (/user/profile) ───────────────────────────────────────────────────────

export const PROFILE_LIMITS = { nickname: 40, company: 120, email: 254 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const emailField = () => text({ max: PROFILE_LIMITS.email, required: true, format: { test: (v) => EMAIL.test(v), key: 'email' } });

/** PATCH /user: name and company. */
export const profileSchema = fields({
  nickname: text({ max: PROFILE_LIMITS.nickname, required: true }),
  company: text({ max: PROFILE_LIMITS.company }),
});
export type ProfileFields = z.output<typeof profileSchema>;

/** POST /user/email/code: the address a code goes to, in lower case. */
export const emailSchema = z.pipe(
  fields({ email: emailField() }),
  z.transform((v) => ({ email: normalizeEmail(v.email) })),
);

/** PUT /user/email: the address (lower case) and the code sent to it. */
export const emailCodeSchema = z.pipe(
  fields({ email: emailField(), code: codeField() }),
  z.transform((v) => ({ email: normalizeEmail(v.email), code: v.code })),
);

/** POST /user/phone/code: the new number, in its stored form. */
export const newPhoneSchema = z.pipe(
  fields({ phone: phoneField() }),
  z.transform((v) => ({ phone: normalizePhone(v.phone)! })),
);

/** PUT /user/phone: the new number (stored form) and the code sent to it. */
export const phoneChangeSchema = z.pipe(
  fields({ phone: phoneField(), code: codeField() }),
  z.transform((v) => ({ phone: normalizePhone(v.phone)!, code: v.code })),
);

/** PUT /user/password: the current password, the new one twice. */
export const passwordChangeSchema = z.pipe(
  z
    .object({
      current_password: text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC' }),
      password: password(isValidPasswordLength),
      password_confirmation: confirmation(),
    })
    .check(same),
  z.transform((v) => ({ current_password: v.current_password, password: v.password })),
);
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/**
 * PUT /user/password for a member who has none (signed up with a phone code, WeChat or QQ): an
 * account name to log in with (when the member has none yet; '' keeps theirs, read in lower case)
 * and the password twice.
 */
export const firstPasswordSchema = z.pipe(
  z
    .object({
      account: text({ max: LOOSE_MAX, format: { test: isValidAccount, key: 'account', values: accountRule } }),
      password: password(isValidPasswordLength),
      password_confirmation: confirmation(),
    })
    .check(same),
  z.transform((v) => ({ account: normalizeAccount(v.account), password: v.password })),
);
export type FirstPassword = z.output<typeof firstPasswordSchema>;
