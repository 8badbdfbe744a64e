/** The audit log of staff writes (GET /admin/audit): who changed what, when, before and after. */
import type { StaffRole } from '@/lib/config';

/** Who reads the audit log. */
export const AUDIT_STAFF_ROLES: readonly StaffRole[] = ['admin'];
