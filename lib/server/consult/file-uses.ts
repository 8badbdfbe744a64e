import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';
import type { LeadAttachment } from '@/lib/server/files/uses';
import { consultAttachments } from './schema';

/*
 * The inquiry files a lead keeps, for files (lib/server/file-uses.ts): a file attached once
 * cannot be attached again, a lead's files are listed in the order they were added, and the
 * sweep leaves attached files alone.
 */

/** Whether any of `fileIds` is attached to a lead already. */
export async function anyAttachedToLead(db: Db, fileIds: readonly number[]): Promise<boolean> {
  if (fileIds.length === 0) return false;
  const taken = await db
    .select({ fileId: consultAttachments.fileId })
    .from(consultAttachments)
    .where(inArray(consultAttachments.fileId, [...fileIds]))
    .limit(1);
  return taken.length > 0;
}

/** The files attached to each of `leadIds`, by lead and then in the order they were added. */
export async function attachmentsOfLeads(db: Db, leadIds: readonly number[]): Promise<LeadAttachment[]> {
  if (leadIds.length === 0) return [];
  return db
    .select({ leadId: consultAttachments.consultId, fileId: consultAttachments.fileId })
    .from(consultAttachments)
    .where(inArray(consultAttachments.consultId, [...leadIds]))
    .orderBy(consultAttachments.consultId, consultAttachments.sort);
}

/** A condition that the file whose id is `fileId` is attached to no lead (the sweep's one statement). */
export async function notAttachedToLead(fileId: PgColumn): Promise<SQL> {
  return sql`not exists (select 1 from ${consultAttachments} where ${consultAttachments.fileId} = ${fileId})`;
}
