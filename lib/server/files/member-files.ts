import 'server-only';
import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { FileUse, MemberFile, MemberFileList } from '@/lib/api/contract/files';
import { extensionOf, FILE_HANDLE, kindOfMime, MEMBER_FILES, MEMBER_KINDS } from '@/lib/uploads';
import { characterCount, hasForbiddenCharacters } from '@/lib/validation/kit';
import { isStaff, requireMember, requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { FILE_USES } from '@/lib/server/file-uses';
import type { ClientMeta } from '@/lib/server/http/client';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { allFilesByHandle } from './by-handle';
import { fileLinks } from './links';
import { storedFiles } from './schema';
import { cleanFileName, drain, storeUpload, type StoredFileInfo } from './service';
import { getStorage, type FileStorage } from './storage';
import { FILE_STAFF_ROLES } from '@/lib/api/contract/files';

/*
 * A member's own files (purpose 'member'): the /upload helper, /user/uploading, and the files
 * designs and messages attach. Each member may keep MEMBER_FILES.quotaBytes in all (counted from
 * stored_files), files of at most MEMBER_FILES.maxBytes, and upload MEMBER_FILES.perHour files an
 * hour (the shared rate-limit counters). Every read and write here is scoped to the member: another
 * member's handle is a 404 (or, where a form attaches it, the field error `files`), and nothing
 * changes.
 *
 * For the other domains: `ownedMemberFiles(tx, memberId, handles)` checks handles a form sends
 * (a design's artwork, a message's attachments) and answers the rows in the order given.
 */

export type FileRow = typeof storedFiles.$inferSelect;

const HOUR = 3600;

/**
 * The member's own files (purpose 'member') named by `handles`, in the order given (a handle
 * named twice counts once), the rows locked against a concurrent delete (FOR SHARE) in the
 * caller's transaction. Any handle that is malformed, unknown, another member's or not a member
 * file: InvalidInput on the field `files` (key 'fileUnknown'), the same answer whatever the reason.
 */
export async function ownedMemberFiles(tx: Db, memberId: number, handles: readonly string[]): Promise<FileRow[]> {
  return allFilesByHandle(tx, [...new Set(handles)], and(eq(storedFiles.ownerId, memberId), eq(storedFiles.purpose, 'member')), 'share');
}

/** The staff files (purpose 'staff') `staffId` uploaded, named by `handles`, in the order given; any other handle: unknownFiles (a staff reply's attachments). */
export async function ownedStaffFiles(tx: Db, staffId: number, handles: readonly string[]): Promise<FileRow[]> {
  return allFilesByHandle(tx, handles, and(eq(storedFiles.purpose, 'staff'), eq(storedFiles.ownerId, staffId)));
}

export { fileLinks };

export function memberFileView(row: FileRow, usedIn?: FileUse): MemberFile {
  return {
    handle: row.handle,
    name: row.name,
    mime: row.mime,
    kind: kindOfMime(row.mime),
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
    thumb: row.thumbState,
    ...fileLinks(row),
    ...(usedIn ? { used_in: usedIn } : {}),
  };
}

/** The bytes a member's files take (purpose 'member'). */
export async function usedBytes(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(storedFiles.bytes) })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, memberId), eq(storedFiles.purpose, 'member')));
  return Number(row?.total ?? 0);
}

const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** 413: the file does not fit in what is left of the member's space. */
function quotaFull(leftBytes: number): ApiProblem {
  return new ApiProblem(413, 'files.quotaFull', { values: { quota: mb(MEMBER_FILES.quotaBytes), left: Math.max(0, mb(leftBytes)) } });
}

/** 415 with the member area's list of kinds (the inquiry's message names EPS, which is not taken here). */
const memberFileType = () => new ApiProblem(415, 'files.memberType');

export interface UploadOptions {
  now?: Date;
  storage?: FileStorage;
}

/**
 * POST /upload for a member: one file as the raw body, `name` the name it had. Refusals: 429 past
 * the hour's uploads, 413 over 50 MB (the moment the body passes it) or over what is left of the
 * member's 1 GB, 415 for a kind not taken (whatever the name says), 400 for an empty body. The
 * answer's thumbnail is 'pending' for the kinds that get one: the caller runs makeThumbnail.
 */
export async function uploadMemberFile(db: Db, request: Request, actor: Actor | null, client: ClientMeta, name: string, options: UploadOptions = {}): Promise<MemberFile> {
  const member = requireMember(actor);
  const now = options.now ?? new Date();
  const declared = Number(request.headers.get('content-length')) || 0;
  try {
    const hit = await hitRateLimit(db, `member-files:member:${member.user.id}`, { max: MEMBER_FILES.perHour, windowSeconds: HOUR }, now);
    if (!hit.allowed) {
      throw new ApiProblem(429, 'files.limitReachedMember', {
        values: { minutes: Math.max(1, Math.ceil(hit.retryAfterSeconds / 60)) },
        headers: { 'Retry-After': String(hit.retryAfterSeconds) },
      });
    }
    const left = MEMBER_FILES.quotaBytes - (await usedBytes(db, member.user.id));
    if (left <= 0 || (declared <= MEMBER_FILES.maxBytes && declared > left)) throw quotaFull(left);
  } catch (error) {
    if (error instanceof ApiProblem) await drain(request, MEMBER_FILES.maxBytes);
    throw error;
  }
  let stored: StoredFileInfo;
  try {
    stored = await storeUpload(
      db,
      request,
      { purpose: 'member', maxBytes: MEMBER_FILES.maxBytes, kinds: MEMBER_KINDS, thumbnail: true },
      { actor: member, client, name },
      options.storage,
    );
  } catch (error) {
    if (error instanceof InvalidInput && error.status === 415) throw memberFileType();
    throw error;
  }
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.handle, stored.handle)).limit(1);
  // Two uploads at once may both have fitted the space left before either was stored.
  const used = await usedBytes(db, member.user.id);
  if (used > MEMBER_FILES.quotaBytes) {
    await db.delete(storedFiles).where(eq(storedFiles.id, row.id));
    await (options.storage ?? getStorage()).delete(row.storageKey).catch(() => undefined);
    throw quotaFull(MEMBER_FILES.quotaBytes - (used - row.bytes));
  }
  return memberFileView(row, { designs: [], orders: [], messages: [] });
}

/**
 * POST /upload?purpose=staff: a file staff send to a member (a proof, a message's attachment), by
 * any staff role; 50 MB, the member kinds. It is served to staff, and to the member once an order,
 * proof or message of theirs attaches it (access.ts).
 */
export async function uploadStaffFile(db: Db, request: Request, actor: Actor | null, client: ClientMeta, name: string, options: UploadOptions = {}): Promise<MemberFile> {
  const staff = requireMember(actor);
  if (!isStaff(staff)) throw notFound();
  try {
    const stored = await storeUpload(
      db,
      request,
      { purpose: 'staff', maxBytes: MEMBER_FILES.maxBytes, kinds: MEMBER_KINDS, thumbnail: true },
      { actor: staff, client, name },
      options.storage,
    );
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.handle, stored.handle)).limit(1);
    return memberFileView(row);
  } catch (error) {
    if (error instanceof InvalidInput && error.status === 415) throw memberFileType();
    throw error;
  }
}

/** Where each of `fileIds` is used: the member's designs, orders and message threads (each domain answers its part, lib/server/file-uses.ts). */
export async function usesOf(db: Db, fileIds: readonly number[]): Promise<Map<number, FileUse>> {
  const out = new Map<number, FileUse>(fileIds.map((id) => [id, { designs: [], orders: [], messages: [] }]));
  if (fileIds.length === 0) return out;
  const [inDesigns, inOrders, inThreads] = await Promise.all([FILE_USES.designs(db, fileIds), FILE_USES.orders(db, fileIds), FILE_USES.threads(db, fileIds)]);
  // A thread about an order shows the order's reference: one read for all of them.
  const references = await FILE_USES.orderReferences(
    db,
    inThreads.flatMap((t) => (t.orderId === null ? [] : [t.orderId])),
  );
  for (const r of inDesigns) out.get(r.fileId)?.designs.push({ id: r.id, name: r.name });
  for (const r of inOrders) out.get(r.fileId)?.orders.push({ id: r.id, reference: r.reference });
  for (const r of inThreads) {
    const reference = r.orderId === null ? null : (references.get(r.orderId) ?? null);
    out.get(r.fileId)?.messages.push({ thread_id: r.threadId, order_id: r.orderId, reference });
  }
  return out;
}

async function listFor(db: Db, memberId: number): Promise<MemberFileList> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, memberId), eq(storedFiles.purpose, 'member')))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
  const uses = await usesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => memberFileView(r, uses.get(r.id))),
    used_bytes: rows.reduce((total, r) => total + r.bytes, 0),
    quota_bytes: MEMBER_FILES.quotaBytes,
    max_file_bytes: MEMBER_FILES.maxBytes,
  };
}

/** GET /user/files: the member's files, newest first, each with where it is used, and the space used. */
export async function listMemberFiles(db: Db, actor: Actor | null): Promise<MemberFileList> {
  return listFor(db, requireMember(actor).user.id);
}

/** The back office's member page: that member's files (sales, admin). */
export async function memberFilesForStaff(db: Db, actor: Actor | null, memberId: number): Promise<MemberFileList> {
  requireRole(actor, ...FILE_STAFF_ROLES);
  return listFor(db, memberId);
}

/** The member's own file `handle`, locked for a change; another member's, or none: 404. */
async function ownFile(tx: Db, memberId: number, handle: string): Promise<FileRow> {
  if (typeof handle !== 'string' || !FILE_HANDLE.test(handle)) throw notFound();
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.handle, handle), eq(storedFiles.ownerId, memberId), eq(storedFiles.purpose, 'member')))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The name a member gives a file: 1 to 120 characters; its extension stays the one of its kind. */
export function checkFileName(raw: unknown, mime: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InvalidInput({ name: { key: 'required' } });
  if (hasForbiddenCharacters(raw)) throw new InvalidInput({ name: { key: 'characters' } });
  if (characterCount(raw.trim()) > 120) throw new InvalidInput({ name: { key: 'tooLong', values: { max: 120 } } });
  // A slash is part of the name here, not a folder.
  const flat = raw.replace(/[\\/]/g, '_');
  const ext = extensionOf(flat);
  const bare = ext ? flat.slice(0, flat.length - ext.length - 1) : flat;
  if (bare.replace(/[\s._]/g, '') === '') throw new InvalidInput({ name: { key: 'required' } });
  return cleanFileName(flat, kindOfMime(mime) ?? undefined);
}

/** PATCH /user/files/{handle} `{ name }`: renames the member's own file. */
export async function renameMemberFile(db: Db, actor: Actor | null, handle: string, name: unknown): Promise<MemberFile> {
  const member = requireMember(actor);
  return db.transaction(async (tx) => {
    const row = await ownFile(tx, member.user.id, handle);
    const clean = checkFileName(name, row.mime);
    const [updated] = await tx.update(storedFiles).set({ name: clean, updatedAt: new Date() }).where(eq(storedFiles.id, row.id)).returning();
    const uses = await usesOf(tx, [row.id]);
    return memberFileView(updated, uses.get(row.id));
  });
}

/**
 * DELETE /user/files/{handle}: deletes the member's own file, its thumbnail and its bytes; it
 * leaves the designs that used it. A file an order, a proof or a message holds (the record of
 * what was asked and sent) is refused (409) with where it is used; nothing changes.
 */
export async function deleteMemberFile(db: Db, actor: Actor | null, handle: string, storage: FileStorage = getStorage()): Promise<void> {
  const member = requireMember(actor);
  const gone = await db.transaction(async (tx) => {
    const row = await ownFile(tx, member.user.id, handle);
    const uses = (await usesOf(tx, [row.id])).get(row.id)!;
    const proofOrders = await FILE_USES.proofOrders(tx, row.id);
    const references = [...new Set([...uses.orders.map((o) => o.reference), ...proofOrders])];
    if (references.length) {
      throw new ApiProblem(409, 'files.inUseOrder', { values: { orders: references.join(', ') }, result: { used_in: uses } });
    }
    if (uses.messages.length) throw new ApiProblem(409, 'files.inUseMessage', { result: { used_in: uses } });
    // A school verification's document is the record of what staff reviewed.
    if (await FILE_USES.inCollege(tx, row.id)) throw new ApiProblem(409, 'files.inUseCollege', { result: { used_in: uses } });
    await FILE_USES.dropFromDesigns(tx, row.id);
    await tx.delete(storedFiles).where(eq(storedFiles.id, row.id));
    return row;
  });
  for (const key of [gone.storageKey, gone.thumbKey]) {
    if (key) await storage.delete(key).catch((error: unknown) => console.warn('[files] could not delete a file', key, error instanceof Error ? error.message : error));
  }
}

/** How many files and bytes a member keeps (the back office's member page). */
export async function memberFileTotals(db: Db, memberId: number): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sum(storedFiles.bytes) })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, memberId), eq(storedFiles.purpose, 'member')));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
