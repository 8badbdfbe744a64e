import 'server-only';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { FilePurpose } from './schema';

/*
 * Who may read a stored file besides its owner and staff is decided by the domains that use
 * files: a content library rules its downloads; an order, a proof, a production photo or a
 * message thread makes a staff file readable by the member it belongs to. Files stay a building
 * block that imports none of them: each domain states its rule here, and lib/server/file-readers.ts
 * lists them (the way lib/server/sitemap-resources.ts lists what the sitemap shows).
 */

/** Whether `actor` (null: a visitor) may read the file `fileId` of a purpose one domain rules alone. */
export type PurposeReader = (db: Db, actor: Actor | null, fileId: number) => Promise<boolean>;

/** Whether the file `fileId` is attached to something of member `memberId` (one of their orders, their thread). */
export type MemberHolder = (db: Db, memberId: number, fileId: number) => Promise<boolean>;

export interface FileReaders {
  /** The purposes whose files a domain alone rules (a content library's downloads, public ones without a session). */
  purposes: Partial<Record<FilePurpose, PurposeReader>>;
  /** What may hold a file for a member: staff files, and a lead's files ('inquiry') once the lead became the member's order. */
  holders: readonly { purposes: readonly FilePurpose[]; holds: MemberHolder }[];
}

/** Whether any holder of files of `purpose` holds `fileId` for `memberId`. */
export async function heldFor(readers: FileReaders, purpose: FilePurpose, db: Db, memberId: number, fileId: number): Promise<boolean> {
  for (const holder of readers.holders) {
    if (holder.purposes.includes(purpose) && (await holder.holds(db, memberId, fileId))) return true;
  }
  return false;
}
