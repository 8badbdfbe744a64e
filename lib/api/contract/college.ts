import type { CollegeRole, CollegeStatus, StaffRole } from '@/lib/config';

/*
 * School verification in the /v1 contract: GET/POST /user/college (the member) and
 * GET /admin/college, POST /admin/college/{id}/review (sales). Dates are ISO 8601.
 */

/** Who reviews verifications and sees them on a member's page (admin holds every role). */
export const COLLEGE_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** A verification as its member sees it: the ID number masked, the document by name. */
export interface CollegeVerificationView {
  id: number;
  school: string;
  role: CollegeRole;
  /** Masked for the member (•••••1234); whole for staff. */
  id_number: string;
  document: { handle: string; name: string; url: string; thumb_url: string | null };
  status: CollegeStatus;
  /** An approval's last day (its start, UTC); null otherwise. */
  expires_at: string | null;
  /** An approval whose expiry has passed. */
  expired: boolean;
  /** Why it was rejected ('' otherwise). */
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface MyCollege {
  /** The newest request, whatever its state. */
  current: CollegeVerificationView | null;
  /** The older ones, newest first. */
  history: CollegeVerificationView[];
  /** Whether an approval is valid now (the "education" flag). */
  education: boolean;
  /** Whether a new request may be sent now (none waiting, and no approval valid beyond the renewal window). */
  can_submit: boolean;
}

export interface StaffCollegeRow extends CollegeVerificationView {
  member: { id: number; name: string; account: string | null; company: string; email: string | null };
  reviewer: string | null;
}

export interface StaffCollegeList {
  list: StaffCollegeRow[];
  total: number;
  pending: number;
  page: number;
  limit: number;
}
