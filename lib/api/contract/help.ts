import * as z from 'zod/mini';
import { HELP, MESSAGES, type Locale, type StaffRole } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { fields, localizedText, oneOf, positiveInt, text, tokenList } from '@/lib/validation/kit';

/*
 * The account team: who looks after a member (their account manager, a staff member; without one
 * the company's contact), the office hours and the "get help" form. Its parts carry older names:
 * the member's page is /user/helpGroup, the back office's cards and office hours are /admin/team,
 * the choice of a member's manager is a section of /admin/members/{id} (AccountManagerSection);
 * the code is lib/server/help/ (service.ts, the page door pages.ts).
 *
 * In the /v1 contract: GET /user/help, POST /user/help (the "get help" form), GET /admin/team,
 * PUT /admin/team/{userId}, PUT /admin/team/office-hours, PUT /admin/members/{id}/account-manager.
 * The inputs are zod schemas of the validation kit (lib/validation/kit.ts), shared by the routes
 * and the forms; their types are inferred.
 */

/** Who edits the team's cards and the office hours (/admin/team). */
export const TEAM_STAFF_ROLES: readonly StaffRole[] = ['admin'];

/** Who chooses a member's account manager (the back office's member page; admin holds every role). */
export const ACCOUNT_MANAGER_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** How a contact appears to a member: a staff member's card, or the company's general contact. */
export interface ContactCard {
  kind: 'manager' | 'company';
  name: string;
  title: string;
  /** The locale `title` is written in, when it fell back (for `lang`). */
  title_lang: Locale | null;
  photo: string;
  email: string;
  /** E.164 (+8613829305716). */
  whatsapp: string;
  wechat_id: string;
  /**
   * The e-mail and WhatsApp shown are the team's general contact: the manager has no way of their
   * own to be reached yet (no card, no e-mail on their account).
   */
  team_channels: boolean;
}

export interface AccountTeam {
  contact: ContactCard;
  office_hours: string;
  office_hours_lang: Locale | null;
  /** The business's IANA time zone (office hours are in it). */
  time_zone: string;
}

export interface StaffProfileView {
  user_id: number;
  account: string | null;
  roles: string[];
  disabled: boolean;
  /** Whether a card was saved (else the fields are the account's defaults). */
  saved: boolean;
  display_name: string;
  title: Partial<Record<Locale, string>>;
  photo: string;
  email: string;
  whatsapp: string;
  wechat_id: string;
  /** How many members have this staff member as their account manager. */
  members: number;
}

export interface HelpSent {
  thread_id: number;
  message_id: number;
}

// ─── inputs ────────────────────────────────────────────────────────────────────────────────────

/** What a member asks about; the translated topic becomes the first line of their message. */
export const HELP_TOPICS = ['order', 'artwork', 'quote', 'shipping', 'account', 'other'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The topic of the "get help" form: required (absent reads as '' and is refused). */
const topic = z.pipe(
  oneOf<HelpTopic | ''>([...HELP_TOPICS, ''], { key: 'choice', fallback: '' }),
  z.transform((value, ctx): HelpTopic => {
    if (value !== '') return value;
    ctx.issues.push({ code: 'custom', message: 'required', input: value });
    return z.NEVER;
  }),
);

/** POST /user/help: the topic, the message and the member's own files (handles). */
export const helpRequestSchema = fields({
  topic,
  message: text({ max: HELP.messageMax + 1, min: 10, required: true }),
  files: tokenList({ pattern: FILE_HANDLE, maxItems: MESSAGES.maxFiles, key: 'fileUnknown', tooMany: 'tooManyFiles' }),
});
export type HelpRequest = z.output<typeof helpRequestSchema>;

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

/** PUT /admin/team/{userId}: a staff member's card; `photo` is a catalogue picture (an upload or the build's artwork) or '' for initials, checked by the server. */
export const staffProfileSchema = z.pipe(
  fields({
    display_name: text({ max: HELP.nameMax + 1, required: true }),
    title: localizedText({ max: HELP.titleMax + 1 }),
    photo: text({ max: 200 }),
    email: text({ max: 255, format: { test: (v) => EMAIL.test(v), key: 'email' } }),
    whatsapp: text({ max: 30, format: { test: (v) => E164.test(compactPhone(v)), key: 'phoneIntl' } }),
    wechat_id: text({ max: HELP.wechatMax + 1, format: { test: (v) => WECHAT_ID.test(v), key: 'invalid' } }),
  }),
  z.transform((v) => ({ ...v, email: v.email.toLowerCase(), whatsapp: v.whatsapp ? compactPhone(v.whatsapp) : '' })),
);
export type StaffProfileInput = z.output<typeof staffProfileSchema>;

/** PUT /admin/team/office-hours: the office hours per locale (zh-CN required: the fallback chain ends there). */
export const officeHoursSchema = fields({ office_hours: localizedText({ max: HELP.officeHoursMax + 1, required: true }) });

/** PUT /admin/members/{id}/account-manager: a staff account's id, or '' / null for none. */
export const accountManagerSchema = fields({ manager_id: positiveInt({ key: 'choice' }) });
