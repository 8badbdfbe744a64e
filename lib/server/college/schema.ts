import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CollegeRole, CollegeStatus } from '../../config';
import { storedFiles } from '../files/schema';
import { users } from '../members/schema';

/*
 * School verification (/user/collegeAuthentication): a member proves they study or work at a school
 * or design college; staff approve (until an expiry date) or reject (with the reason). A member is
 * "education" while their latest approved verification has not expired.
 */
export const collegeVerifications = pgTable(
  'college_verifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    role: text('role').$type<CollegeRole>().notNull(),
    idNumber: text('id_number').notNull(),
    /** The document (student or staff card), one of the member's files. */
    documentId: integer('document_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    status: text('status').$type<CollegeStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('college_verifications_member_idx').on(t.memberId, t.createdAt),
    index('college_verifications_status_idx').on(t.status, t.createdAt),
    // At most one request waiting for review per member.
    uniqueIndex('college_verifications_pending_unique')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('college_verifications_role_check', sql`${t.role} in ('student', 'staff')`),
    check('college_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('college_verifications_approved_check', sql`${t.status} <> 'approved' or ${t.expiresAt} is not null`),
  ],
);
