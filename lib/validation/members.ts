import * as z from 'zod/mini';
import { AUTH } from '@/lib/config';
import { characterCount, crossCheck, fields, text, ticked, validate, type Validation } from './kit';

/*
 * The account and phone forms, shared by the server (the rule that counts) and the login page (the
 * same rules before sending), on the one validation kit (./kit.ts). Not server-only.
 */

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

export interface LoginFields {
  account: string;
  password: string;
}

const LOOSE_MAX = 1000;
const accountRule = { min: AUTH.accountMin, max: AUTH.accountMax };
const passwordRule = { min: AUTH.passwordMin, max: AUTH.passwordMax };

/** Passwords are taken as typed (never trimmed) and compared in Unicode NFKC (NIST SP 800-63B). */
const password = (test: (value: string) => boolean) =>
  text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC', format: { test, key: 'passwordLength', values: passwordRule } });

/**
 * Account login: only presence and the maximum lengths are checked. A value that breaks the
 * account or password rules simply cannot match an account, and gets the one generic answer.
 */
export const loginSchema = fields({
  account: text({ max: LOOSE_MAX, required: true, format: { test: (v) => v.length <= AUTH.accountMax, key: 'account', values: accountRule } }),
  password: password((v) => characterCount(v) <= AUTH.passwordMax),
});

export function validateLogin(raw: unknown): Validation<LoginFields> {
  const checked = validate(loginSchema, raw);
  return checked.ok ? { ok: true, value: { account: normalizeAccount(checked.value.account), password: checked.value.password } } : checked;
}

export type RegisterFields = LoginFields;

/** Registration: account rules, password length, the same password twice, and the policy ticked. */
export const registerSchema = z
  .object({
    account: text({ max: LOOSE_MAX, required: true, format: { test: isValidAccount, key: 'account', values: accountRule } }),
    password: password(isValidPasswordLength),
    password_confirmation: text({ max: LOOSE_MAX, required: true, trim: false, normalize: 'NFKC' }),
    agree_policy: ticked('policy'),
  })
  .check(crossCheck<{ password: unknown; password_confirmation: unknown }>('password_confirmation', 'password', 'passwordMismatch', (a, b) => a === b));

export function validateRegister(raw: unknown): Validation<RegisterFields> {
  const checked = validate(registerSchema, raw);
  return checked.ok ? { ok: true, value: { account: normalizeAccount(checked.value.account), password: checked.value.password } } : checked;
}

const phoneField = text({ max: LOOSE_MAX, required: true, format: { test: (v) => normalizePhone(v) !== null, key: 'mobile' } });

/** A phone number (the code request), in its stored form. */
export const phoneSchema = fields({ phone: phoneField });

export function validatePhone(raw: unknown): Validation<{ phone: string }> {
  const checked = validate(phoneSchema, raw);
  return checked.ok ? { ok: true, value: { phone: normalizePhone(checked.value.phone)! } } : checked;
}

/** Phone login: a phone number and the code sent to it. */
export const phoneLoginSchema = fields({
  phone: phoneField,
  code: text({ max: LOOSE_MAX, required: true, format: { test: isValidCode, key: 'code', values: { length: AUTH.code.length } } }),
});

export function validatePhoneLogin(raw: unknown): Validation<{ phone: string; code: string }> {
  const checked = validate(phoneLoginSchema, raw);
  return checked.ok ? { ok: true, value: { phone: normalizePhone(checked.value.phone)!, code: checked.value.code } } : checked;
}

/** The optional captcha answer of a form: both parts, or nothing. */
export function captchaAnswer(raw: Record<string, unknown>): { key: string; code: string } | null {
  const key = typeof raw.captcha_key === 'string' ? raw.captcha_key.trim() : '';
  const code = typeof raw.captcha_code === 'string' ? raw.captcha_code.trim() : '';
  if (!key || !code) return null;
  return { key, code };
}
