import type { Locale, StaffRole } from '@/lib/config';

/*
 * The account team in the /v1 contract: GET /user/help, POST /user/help (the "get help" form),
 * GET /admin/team, PUT /admin/team/{userId}, PUT /admin/team/office-hours,
 * PUT /admin/members/{id}/account-manager.
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
