import { HELP, MESSAGES } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { fields, localizedText, oneOf, positiveInt, text, tokenList, validate, type FieldErrors, type LocalizedInput, type Validation } from './kit';

/*
 * The account team (/user/helpGroup, /admin/team, the account manager on /admin/members/{id}),
 * shared by the server and the forms: the "get help" form, a staff member's card, the office
 * hours and the choice of a member's account manager. Not server-only.
 */

/** What a member asks about; the translated topic becomes the first line of their message. */
export const HELP_TOPICS = ['order', 'artwork', 'quote', 'shipping', 'account', 'other'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpRequest {
  topic: HelpTopic;
  message: string;
  files: string[];
}

const helpSchema = fields({
  topic: oneOf<HelpTopic | ''>([...HELP_TOPICS, ''], { key: 'choice', fallback: '' }),
  message: text({ max: HELP.messageMax + 1, min: 10, required: true }),
  files: tokenList({ pattern: FILE_HANDLE, maxItems: MESSAGES.maxFiles, key: 'fileUnknown', tooMany: 'tooManyFiles' }),
});

export function validateHelpRequest(raw: unknown): Validation<HelpRequest> {
  const checked = validate(helpSchema, raw);
  // An absent topic reads as '' (the fallback): it is required, reported with the other fields.
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const topic = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).topic : undefined;
  if (checked.ok ? checked.value.topic === '' : !errors.topic && (topic === undefined || topic === null || topic === '')) errors.topic = { key: 'required' };
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...checked.value, topic: checked.value.topic as HelpTopic } };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** E.164: + and up to 15 digits, the first not 0 (what wa.me takes, without the +). */
const E164 = /^\+[1-9]\d{6,14}$/;
/** A WeChat ID: 6 to 20 letters, digits, hyphens and underscores, starting with a letter. */
const WECHAT_ID = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;

/** A phone number as typed (+86 138 2930 5716) in its stored form (+8613829305716). */
export function compactPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/**
 * The calling codes (ITU-T E.164) of two digits; 1 and 7 are one digit, every other code three.
 * The codes are prefix-free, so the first digits of a number say where its code ends.
 */
const TWO_DIGIT_CODES = new Set('20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '));

/**
 * A stored number (+8613829305716) as people read it: the calling code apart and the national
 * number in groups (+86 138 2930 5716, +1 415 555 0132, +44 791 112 3456). Anything that is not
 * an E.164 number is shown as it is.
 */
export function displayPhone(value: string): string {
  const compact = compactPhone(value);
  if (!E164.test(compact)) return value;
  const digits = compact.slice(1);
  const codeLength = digits[0] === '1' || digits[0] === '7' ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  let rest = digits.slice(codeLength);
  const groups: string[] = [];
  // Groups of three, the last one or two of four (11 digits: 3 4 4, like a Chinese mobile number).
  while (rest.length > 4) {
    const take = rest.length === 8 ? 4 : 3;
    groups.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  if (rest) groups.push(rest);
  return `+${digits.slice(0, codeLength)} ${groups.join(' ')}`;
}

export interface StaffProfileInput {
  display_name: string;
  title: LocalizedInput;
  /** A catalogue picture (an upload or the build's artwork), or '' for initials; the server checks it. */
  photo: string;
  email: string;
  whatsapp: string;
  wechat_id: string;
}

const profileSchema = fields({
  display_name: text({ max: HELP.nameMax + 1, required: true }),
  title: localizedText({ max: HELP.titleMax + 1 }),
  photo: text({ max: 200 }),
  email: text({ max: 255, format: { test: (v) => EMAIL.test(v), key: 'email' } }),
  whatsapp: text({ max: 30, format: { test: (v) => E164.test(compactPhone(v)), key: 'phoneIntl' } }),
  wechat_id: text({ max: HELP.wechatMax + 1, format: { test: (v) => WECHAT_ID.test(v), key: 'invalid' } }),
});

export function validateStaffProfile(raw: unknown): Validation<StaffProfileInput> {
  const checked = validate(profileSchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return { ok: true, value: { ...v, email: v.email.toLowerCase(), whatsapp: v.whatsapp ? compactPhone(v.whatsapp) : '' } };
}

const hoursSchema = fields({ office_hours: localizedText({ max: HELP.officeHoursMax + 1, required: true }) });

/** The office hours per locale (zh-CN required: the fallback chain ends there). */
export function validateOfficeHours(raw: unknown): Validation<{ office_hours: LocalizedInput }> {
  return validate(hoursSchema, raw);
}

const managerSchema = fields({ manager_id: positiveInt({ key: 'choice' }) });

/** A member's account manager: a staff account's id, or '' / null for none. */
export function validateAccountManager(raw: unknown): Validation<{ manager_id: number | null }> {
  return validate(managerSchema, raw);
}
