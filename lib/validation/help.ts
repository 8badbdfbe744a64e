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
