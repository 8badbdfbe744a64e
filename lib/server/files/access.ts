import 'server-only';
import { eq } from 'drizzle-orm';
import { FILE_HANDLE } from '@/lib/uploads';
import { hasRole, isStaff, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { FILE_READERS } from '@/lib/server/file-readers';
import { notFound } from '@/lib/server/problems';
import { fileInfo, type OpenedFile } from './service';
import { storedFiles } from './schema';
import { heldFor, type FileReaders } from './readers';
import { getStorage, type FileStorage, type StoredObject } from './storage';
import { FILE_STAFF_ROLES } from '@/lib/api/contract/files';

/*
 * Who may read a stored file (GET /files/{handle} and its thumbnail), in one place:
 *  - nobody without a session;
 *  - its owner (the member who uploaded it: artwork, avatar, their own inquiry file);
 *  - staff: every role for members' and staff files; the files of leads (purpose 'inquiry') stay
 *    with sales (and admin), who handle leads;
 *  - a member, for a file staff uploaded (purpose 'staff') that is attached to one of their
 *    orders (an order file, a proof or a production photo) or to a message in one of their threads;
 *  - a member, for a lead's file (purpose 'inquiry', sent from /contact before they had an account
 *    or were logged in) once that lead became one of their orders (order_files): the lead was
 *    theirs (sent from their session or their verified e-mail, see claimLeadsAsOrders).
 *  - anyone, for a content library's file (purpose 'library'), as its entry allows: public
 *    downloads without a session, members' with one, a level's to members of that level and
 *    above, staff always (lib/server/content/service.ts libraryFileReadable).
 * The rules that depend on another domain (the content library's entry, the member's orders and
 * threads) are that domain's, listed in lib/server/file-readers.ts (./readers.ts says their shape).
 * Everyone else, and an unknown handle, gets the same 404, so nobody learns which handles exist.
 */

type FileRow = typeof storedFiles.$inferSelect;

/** Whether `actor` may read the file `row` (`readers`: each domain's rules, lib/server/file-readers.ts). */
export async function canReadFile(db: Db, actor: Actor | null, row: FileRow, readers: FileReaders = FILE_READERS): Promise<boolean> {
  // A purpose one domain rules alone (a content library's download): its rule, with or without a session.
  const ruled = readers.purposes[row.purpose];
  if (ruled) return ruled(db, actor, row.id);
  if (!actor) return false;
  if (row.ownerId !== null && row.ownerId === actor.user.id) return true;
  if (row.purpose === 'inquiry') return hasRole(actor, ...FILE_STAFF_ROLES) || (await heldFor(readers, 'inquiry', db, actor.user.id, row.id));
  if (isStaff(actor)) return true;
  if (row.purpose !== 'staff') return false;
  return heldFor(readers, 'staff', db, actor.user.id, row.id);
}

/** The file `handle` if `actor` may read it, else 404. */
export async function readableFile(db: Db, actor: Actor | null, handle: string): Promise<FileRow> {
  if (!FILE_HANDLE.test(handle)) throw notFound();
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.handle, handle)).limit(1);
  if (!row || !(await canReadFile(db, actor, row))) throw notFound();
  return row;
}

/** A file for download by whoever may read it (404 for anyone else, and when its bytes are gone). */
export async function openFileFor(db: Db, actor: Actor | null, handle: string, storage: FileStorage = getStorage()): Promise<OpenedFile> {
  const row = await readableFile(db, actor, handle);
  const object = await storage.get(row.storageKey);
  if (!object) throw notFound();
  return { info: fileInfo(row), object };
}

/** A file's thumbnail (WebP) for whoever may read the file; 404 while there is none. */
export async function openThumbFor(db: Db, actor: Actor | null, handle: string, storage: FileStorage = getStorage()): Promise<StoredObject & { etag: string }> {
  const row = await readableFile(db, actor, handle);
  if (row.thumbState !== 'ready' || !row.thumbKey) throw notFound();
  const object = await storage.get(row.thumbKey);
  if (!object) throw notFound();
  return { ...object, etag: `"${row.sha256.slice(0, 16)}-${row.id}"` };
}
