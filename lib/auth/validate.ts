import { AUTH } from '@/lib/config';

/*
 * Validation of the account and phone forms, shared by the server (the rule that counts) and the
 * login page (the same rules before sending). Not server-only.
 */

/**
 * A field error as a message key and its values: `required` lives in `server.field`, the others
 * in `server.auth.field` (see authFieldMessageKey).
 */
export interface AuthFieldError {
  key: 'required' | 'account' | 'passwordLength' | 'passwordMismatch' | 'policy' | 'phone' | 'code';
  values?: Record<string, number>;
}

/** The message key (under the `server` namespace) of a field error. */
export function authFieldMessageKey(error: AuthFieldError): string {
  return error.key === 'required' ? 'field.required' : `auth.field.${error.key}`;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, AuthFieldError> };

const ACCOUNT = new RegExp(`^[A-Za-z0-9_.-]{${AUTH.accountMin},${AUTH.accountMax}}$`);
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = new RegExp(`^\\+?[0-9]{${AUTH.phoneDigitsMin},${AUTH.phoneDigitsMax}}$`);
const CODE = new RegExp(`^[0-9]{${AUTH.code.length}}$`);

/** A string field, trimmed; numbers count as text; anything else (objects, arrays) is not a value. */
function text(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.trim() : undefined;
}

/** Passwords are taken as typed (never trimmed) and compared in Unicode NFKC (NIST SP 800-63B). */
function password(raw: unknown): string | undefined {
  return typeof raw === 'string' ? raw.normalize('NFKC') : undefined;
}

/** Characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}

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

function ticked(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === 'true' || raw === '1' || raw === 'on';
}

export interface LoginFields {
  account: string;
  password: string;
}

/**
 * Account login: only presence and the maximum lengths are checked. A value that breaks the
 * account or password rules simply cannot match an account, and gets the one generic answer.
 */
export function validateLogin(raw: Record<string, unknown>): Validation<LoginFields> {
  const errors: Record<string, AuthFieldError> = {};
  const account = text(raw.account) ?? '';
  const pass = password(raw.password) ?? '';
  if (!account) errors.account = { key: 'required' };
  else if (account.length > AUTH.accountMax) errors.account = { key: 'account', values: { min: AUTH.accountMin, max: AUTH.accountMax } };
  if (!pass) errors.password = { key: 'required' };
  else if (characterCount(pass) > AUTH.passwordMax) errors.password = { key: 'passwordLength', values: { min: AUTH.passwordMin, max: AUTH.passwordMax } };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { account: normalizeAccount(account), password: pass } };
}

export type RegisterFields = LoginFields;

/** Registration: account rules, password length, the same password twice, and the policy ticked. */
export function validateRegister(raw: Record<string, unknown>): Validation<RegisterFields> {
  const errors: Record<string, AuthFieldError> = {};
  const account = text(raw.account) ?? '';
  const pass = password(raw.password) ?? '';
  const again = password(raw.password_confirmation) ?? '';
  if (!account) errors.account = { key: 'required' };
  else if (!isValidAccount(account)) errors.account = { key: 'account', values: { min: AUTH.accountMin, max: AUTH.accountMax } };
  if (!pass) errors.password = { key: 'required' };
  else if (!isValidPasswordLength(pass)) errors.password = { key: 'passwordLength', values: { min: AUTH.passwordMin, max: AUTH.passwordMax } };
  if (!again) errors.password_confirmation = { key: 'required' };
  else if (pass && again !== pass) errors.password_confirmation = { key: 'passwordMismatch' };
  if (!ticked(raw.agree_policy)) errors.agree_policy = { key: 'policy' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { account: normalizeAccount(account), password: pass } };
}

/** A phone number (the code request). */
export function validatePhone(raw: Record<string, unknown>): Validation<{ phone: string }> {
  const value = text(raw.phone) ?? '';
  if (!value) return { ok: false, errors: { phone: { key: 'required' } } };
  const phone = normalizePhone(value);
  if (!phone) return { ok: false, errors: { phone: { key: 'phone' } } };
  return { ok: true, value: { phone } };
}

/** Phone login: a phone number and the code sent to it. */
export function validatePhoneLogin(raw: Record<string, unknown>): Validation<{ phone: string; code: string }> {
  const errors: Record<string, AuthFieldError> = {};
  const checked = validatePhone(raw);
  if (!checked.ok) Object.assign(errors, checked.errors);
  const code = text(raw.code) ?? '';
  if (!code) errors.code = { key: 'required' };
  else if (!isValidCode(code)) errors.code = { key: 'code', values: { length: AUTH.code.length } };
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { phone: checked.value.phone, code } };
}

/** The optional captcha answer of a form: both parts, or nothing. */
export function captchaAnswer(raw: Record<string, unknown>): { key: string; code: string } | null {
  const key = text(raw.captcha_key);
  const code = text(raw.captcha_code);
  if (!key || !code) return null;
  return { key, code };
}
