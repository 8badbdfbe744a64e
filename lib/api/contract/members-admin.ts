/** The back office's member administration (GET /admin/members …; staff with the sales or admin role). */
import type { LeadStatus, Role, StaffRole } from '@/lib/config';

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
