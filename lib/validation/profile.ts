import * as z from 'zod/mini';
import { AUTH } from '@/lib/config';
import { crossCheck, fields, text, validate, type Validation } from './kit';
import { isValidAccount, isValidCode, isValidPasswordLength, normalizeAccount, normalizePhone } from './members';

/*
 * The profile's forms (/user/profile), shared by the server and the page: name and company, the
 * e-mail (an address, then the code sent to it), the phone (a number, then the code sent to it)
 * and the password (the current one and the new one twice; a member who has none picks an account
 * name with the first). Not server-only.
 */

export const PROFILE_LIMITS = { nickname: 40, company: 120, email: 254 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LOOSE_MAX = 1000;
const codeRule = { length: AUTH.code.length };
const passwordRule = { min: AUTH.passwordMin, max: AUTH.passwordMax };

export const profileSchema = fields({
  nickname: text({ max: PROFILE_LIMITS.nickname, required: true }),
  company: text({ max: PROFILE_LIMITS.company }),
});
export type ProfileFields = z.output<typeof profileSchema>;

export function validateProfile(raw: unknown): Validation<ProfileFields> {
  return validate(profileSchema, raw);
}

const emailField = text({ max: PROFILE_LIMITS.email, required: true, format: { test: (v) => EMAIL.test(v), key: 'email' } });
const codeField = text({ max: LOOSE_MAX, required: true, format: { test: isValidCode, key: 'code', values: codeRule } });

/** E-mail addresses are compared and stored in lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export function validateEmail(raw: unknown): Validation<{ email: string }> {
  const checked = validate(fields({ email: emailField }), raw);
  return checked.ok ? { ok: true, value: { email: normalizeEmail(checked.value.email) } } : checked;
}

export function validateEmailCode(raw: unknown): Validation<{ email: string; code: string }> {
  const checked = validate(fields({ email: emailField, code: codeField }), raw);
  return checked.ok ? { ok: true, value: { email: normalizeEmail(checked.value.email), code: checked.value.code } } : checked;
}

const phoneField = text({ max: LOOSE_MAX, required: true, format: { test: (v) => normalizePhone(v) !== null, key: 'mobile' } });

export function validateNewPhone(raw: unknown): Validation<{ phone: string }> {
  const checked = validate(fields({ phone: phoneField }), raw);
  return checked.ok ? { ok: true, value: { phone: normalizePhone(checked.value.phone)! } } : checked;
}

export function validatePhoneChange(raw: unknown): Validation<{ phone: string; code: string }> {
  const checked = validate(fields({ phone: phoneField, code: codeField }), raw);
  return checked.ok ? { ok: true, value: { phone: normalizePhone(checked.value.phone)!, code: checked.value.code } } : checked;
}

const newPassword = text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC', format: { test: isValidPasswordLength, key: 'passwordLength', values: passwordRule } });
const confirmation = text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC' });
const same = crossCheck<{ password: unknown; password_confirmation: unknown }>('password_confirmation', 'password', 'passwordMismatch', (a, b) => a === b);

/** A password change: the current password, the new one twice. */
export const passwordChangeSchema = z
  .object({
    current_password: text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC' }),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(same);

export interface PasswordChange {
  current_password: string;
  password: string;
}

export function validatePasswordChange(raw: unknown): Validation<PasswordChange> {
  const checked = validate(passwordChangeSchema, raw);
  return checked.ok ? { ok: true, value: { current_password: checked.value.current_password, password: checked.value.password } } : checked;
}

/**
 * A first password (a member who signed up with a phone code, WeChat or QQ): an account name to
 * log in with (when the member has none yet) and the password twice.
 */
export const firstPasswordSchema = z
  .object({
    account: text({ max: LOOSE_MAX, format: { test: isValidAccount, key: 'account', values: { min: AUTH.accountMin, max: AUTH.accountMax } } }),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(same);

export interface FirstPassword {
  /** '' when the member keeps the account name they have. */
  account: string;
  password: string;
}

export function validateFirstPassword(raw: unknown): Validation<FirstPassword> {
  const checked = validate(firstPasswordSchema, raw);
  return checked.ok ? { ok: true, value: { account: normalizeAccount(checked.value.account), password: checked.value.password } } : checked;
}
