import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { PRIVATE_FILE_CSP } from '@/lib/security-headers.mjs';
import { ARTWORK_KINDS, extensionOf, FILE_HANDLE, INQUIRY_FILES, UPLOAD_KINDS, type UploadKind } from '@/lib/uploads';
import { hasRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { FILE_USES } from '@/lib/server/file-uses';
import { dropBody } from '@/lib/server/http/body';
import type { ClientMeta } from '@/lib/server/http/client';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { hitRateLimit, reserveAmount } from '@/lib/server/rate-limit/counters';
import { countCreated } from '@/lib/server/observability/metrics.mjs';
import { discard, receiveToTemp } from './receive';
import { filesByHandle, unknownFiles } from './by-handle';
import { filesGroupedBy } from './by-id';
import { storedFiles, type FilePurpose, type StoredFileRow } from './schema';
import { sniffFile } from './sniff';
import { getStorage, type FileStorage, type StoredObject } from './storage';
import { THUMBNAIL_KINDS } from './thumbnail-kinds';
import { FILE_STAFF_ROLES } from '@/lib/api/contract/files';

/*
 * Files people send us (README "Files"). One path for every upload: the body
 * is streamed to a temporary file with a byte limit and hashed (receive.ts), its real type is
 * sniffed from the bytes (sniff.ts: the kinds a purpose takes, whatever the name says), it is
 * moved into storage (storage.ts: local disk or S3) under a key made of a random handle, and
 * recorded in `stored_files`. The handle (128 random bits) is what a form sends back and what a
 * download names; the name the sender gave is cleaned and only ever shown.
 *
 * Inquiry files (the contact form) are uploaded without a session, limited per client address
 * (a member's per member): a count and a byte budget an hour, in the shared rate-limit counters.
 * A file never attached to a request is swept after INQUIRY_FILES.sweepAfterHours. The member
 * area's /upload reuses `storeUpload` with its own purpose, limit and quota.
 */

export interface StoredFileInfo {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  sha256: string;
  created_at: string;
}

type FileRow = StoredFileRow;

export const fileInfo = (row: FileRow): StoredFileInfo => ({
  handle: row.handle,
  name: row.name,
  mime: row.mime,
  bytes: row.bytes,
  sha256: row.sha256,
  created_at: row.createdAt.toISOString(),
});

const MAX_NAME = 120;

/**
 * A file's name for people: the last path segment, Unicode NFC, without control, bidi-override
 * and zero-width characters, without characters that file systems refuse, spaces collapsed, at
 * most 120 characters (the extension kept); its extension made the one of its real kind when
 * it is not already one of that kind's. Never used as a path.
 */
export function cleanFileName(raw: string, kind?: UploadKind): string {
  let name = raw.normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufffd]/g, '');
  name = name.replace(/[<>:"|?*]/g, '_').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  if (kind) {
    const wanted = UPLOAD_KINDS[kind].extensions;
    const ext = extensionOf(name);
    if (!wanted.includes(ext)) name = `${ext ? name.slice(0, name.length - ext.length - 1) : name}.${wanted[0]}`;
  }
  const chars = [...name];
  if (chars.length > MAX_NAME) {
    const ext = extensionOf(name);
    const tail = ext ? [...`.${ext}`] : [];
    name = [...chars.slice(0, MAX_NAME - tail.length), ...tail].join('');
  }
  if (name === '' || name.startsWith('.')) name = `file${name}`;
  return name;
}

export interface UploadPolicy {
  purpose: FilePurpose;
  maxBytes: number;
  kinds: readonly UploadKind[];
  /** Record the file's thumbnail as 'pending' when its kind gets one (the caller then runs thumbnails.ts's makeThumbnail). */
  thumbnail?: boolean;
  /**
   * Takes the file's bytes out of a budget once they are known and the kind is taken, before the
   * file is stored: throws to refuse it, else answers how to give them back, which happens when
   * the file is not stored after all.
   */
  reserve?: (bytes: number) => Promise<() => Promise<void>>;
}

export interface UploadFrom {
  /** The member who sends it, or null (an anonymous inquiry). */
  actor: Actor | null;
  client: ClientMeta;
  /** The name the sender gave (cleaned here). */
  name: string;
}

/** The field error of a file that is none of the kinds taken (415). */
export const wrongFileType = () => new InvalidInput({ file: { key: 'fileType' } }, { status: 415 });

/**
 * Receives the request's body as one file, checks its type, stores it and records it. Refusals:
 * 413 over `maxBytes` (as soon as it passes it), 415 for a type not taken, 400 for an empty or
 * broken body. Nothing is left behind on a refusal.
 */
export async function storeUpload(db: Db, request: Request, policy: UploadPolicy, from: UploadFrom, storage: FileStorage = getStorage()): Promise<StoredFileInfo> {
  const received = await receiveToTemp(request, policy.maxBytes);
  let release: (() => Promise<void>) | null = null;
  try {
    const sniffed = received.bytes > 0 ? await sniffFile({ head: received.head, path: received.path }, from.name, policy.kinds) : null;
    if (!sniffed) throw wrongFileType();
    if (policy.reserve) release = await policy.reserve(received.bytes);
    const handle = randomBytes(16).toString('hex');
    const key = `files/${policy.purpose}/${handle}`;
    await storage.put(key, { file: received.path }, { contentType: sniffed.mime });
    try {
      const [row] = await db
        .insert(storedFiles)
        .values({
          handle,
          storageKey: key,
          purpose: policy.purpose,
          name: cleanFileName(from.name, sniffed.kind),
          mime: sniffed.mime,
          bytes: received.bytes,
          sha256: received.sha256,
          ownerId: from.actor?.user.id ?? null,
          clientAddress: from.client.address,
          thumbState: policy.thumbnail && THUMBNAIL_KINDS.includes(sniffed.kind) ? 'pending' : 'none',
        })
        .returning();
      release = null;
      countCreated('upload', policy.purpose);
      return fileInfo(row);
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  } finally {
    await discard(received);
    if (release) await release().catch((error: unknown) => console.warn('[files] could not give back a reservation', error instanceof Error ? error.message : error));
  }
}

const HOUR = 3600;

/** 429 for an address (or member) past its hourly uploads. */
function limitReached(retryAfterSeconds: number): ApiProblem {
  return new ApiProblem(429, 'files.limitReached', {
    values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Reads and drops the rest of a body (at most `maxBytes`), so a browser still sending it gets the answer; a body declared larger is left unread. */
export async function drain(request: Request, maxBytes: number): Promise<void> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > 0 && declared <= maxBytes) await dropBody(request, maxBytes);
}

/**
 * POST /consult/files: one file for an inquiry. Anonymous visitors may send them; per client
 * address (a logged-in member: per member) INQUIRY_FILES.perHour.files uploads and
 * INQUIRY_FILES.perHour.bytes bytes an hour. The byte budget is looked at before the body is read
 * (a declared length past what is left is refused at once), and the file's bytes are reserved
 * atomically once they are counted, before it is stored: uploads sent in parallel cannot together
 * pass the budget (17 parallel 19 MB uploads from one address stored 323 MB when the bytes were
 * only counted afterwards). A file refused or not stored gives its bytes back.
 */
export async function uploadInquiryFile(db: Db, request: Request, actor: Actor | null, client: ClientMeta, name: string, now: Date = new Date()): Promise<StoredFileInfo> {
  const who = actor ? `member:${actor.user.id}` : `address:${client.address}`;
  const budget = { max: INQUIRY_FILES.perHour.bytes, windowSeconds: HOUR };
  try {
    const count = await hitRateLimit(db, `inquiry-files:${who}`, { max: INQUIRY_FILES.perHour.files, windowSeconds: HOUR }, now);
    if (!count.allowed) throw limitReached(count.retryAfterSeconds);
    const bytes = await hitRateLimit(db, `inquiry-bytes:${who}`, budget, now, 0);
    const declared = Number(request.headers.get('content-length')) || 0;
    if (bytes.remaining <= 0 || (declared <= INQUIRY_FILES.maxBytes && declared > bytes.remaining)) throw limitReached(bytes.retryAfterSeconds);
  } catch (error) {
    if (error instanceof ApiProblem) await drain(request, INQUIRY_FILES.maxBytes);
    throw error;
  }
  const reserve = async (bytes: number) => {
    const reservation = await reserveAmount(db, `inquiry-bytes:${who}`, budget, bytes, now);
    if (!reservation.allowed) throw limitReached(reservation.retryAfterSeconds);
    return reservation.release;
  };
  const stored = await storeUpload(db, request, { purpose: 'inquiry', maxBytes: INQUIRY_FILES.maxBytes, kinds: ARTWORK_KINDS, reserve }, { actor, client, name });
  await maybeSweep(db, now);
  return stored;
}

/**
 * The inquiry files a request may attach: each handle must name an inquiry file uploaded within
 * INQUIRY_FILES.attachWithinHours by the same member (a member's file) or from the same client
 * address (an anonymous file), and not attached to a request yet. The rows are locked (FOR UPDATE)
 * in the caller's transaction, so two requests cannot both attach one file. Any other handle is a
 * field error of `files`, whatever the reason (nobody learns whether someone else's file exists).
 */
export async function claimInquiryFiles(tx: Db, handles: readonly string[], actor: Actor | null, client: ClientMeta, now: Date = new Date()): Promise<FileRow[]> {
  if (handles.length === 0) return [];
  const chosen = await filesByHandle(tx, handles, undefined, 'update');
  const oldest = now.getTime() - INQUIRY_FILES.attachWithinHours * HOUR * 1000;
  const ok = (row: FileRow | undefined): row is FileRow =>
    !!row && row.purpose === 'inquiry' && row.createdAt.getTime() >= oldest && (row.ownerId !== null ? actor?.user.id === row.ownerId : row.clientAddress === client.address);
  if (!chosen.every(ok)) throw unknownFiles();
  // A file already attached to a request (consult keeps the links) is refused like any other.
  if (
    await FILE_USES.attachedToLead(
      tx,
      chosen.map((r) => r.id),
    )
  )
    throw unknownFiles();
  return chosen;
}

/** The files attached to leads, in the order they were added (for the back office and the e-mails). */
export async function filesOfLeads(db: Db, leadIds: readonly number[]): Promise<Map<number, StoredFileInfo[]>> {
  const out = new Map<number, StoredFileInfo[]>();
  if (leadIds.length === 0) return out;
  // The leads' attachments in their order (consult keeps the links), then their files in one read.
  const attachments = await FILE_USES.leadAttachments(db, leadIds);
  const grouped = await filesGroupedBy(
    db,
    attachments.map((a) => ({ owner: a.leadId, fileId: a.fileId })),
  );
  for (const [leadId, files] of grouped) out.set(leadId, files.map(fileInfo));
  return out;
}

export interface OpenedFile {
  info: StoredFileInfo;
  object: StoredObject;
}

/**
 * A stored file for download: staff with the sales role (admin included) may read every file (the
 * files of leads, and later of orders); a member their own. Anyone else, an unknown handle, and a
 * file whose bytes are gone: 404 (the same answer, so nobody learns which handles exist).
 */
export async function openStoredFile(db: Db, actor: Actor | null, handle: string, storage: FileStorage = getStorage()): Promise<OpenedFile> {
  if (!FILE_HANDLE.test(handle)) throw notFound();
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.handle, handle)).limit(1);
  const allowed = row && (hasRole(actor, ...FILE_STAFF_ROLES) || (row.ownerId !== null && actor?.user.id === row.ownerId));
  if (!allowed) throw notFound();
  const object = await storage.get(row.storageKey);
  if (!object) throw notFound();
  return { info: fileInfo(row), object };
}

/** `Content-Disposition: attachment` with the name in ASCII (a fallback) and in UTF-8 (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a private file's download: an attachment that no browser renders or runs on our origin. */
export function downloadHeaders(file: StoredFileInfo, size: number): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Length': String(size),
    'Content-Disposition': attachmentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    // next.config.mjs sets the same on the route (Next keeps the config's header over this one).
    'Content-Security-Policy': PRIVATE_FILE_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}

/**
 * Deletes inquiry files never attached to a request, uploaded more than
 * INQUIRY_FILES.sweepAfterHours ago: their rows, then their bytes. Answers how many went.
 */
export async function sweepUnattachedFiles(db: Db, now: Date = new Date(), storage: FileStorage = getStorage()): Promise<number> {
  const cutoff = new Date(now.getTime() - INQUIRY_FILES.sweepAfterHours * HOUR * 1000);
  // One statement, as before: consult words the "attached to no lead" part of it.
  const unattached = await FILE_USES.notAttachedToLead(storedFiles.id);
  const gone = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.purpose, 'inquiry'), lt(storedFiles.createdAt, cutoff), unattached))
    .returning({ key: storedFiles.storageKey });
  for (const { key } of gone) {
    await storage.delete(key).catch((error: unknown) => console.warn('[files] could not delete a swept file', key, error instanceof Error ? error.message : error));
  }
  return gone.length;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const sweepKey = Symbol.for('case-site.files-sweep');
type SweepHolder = { [sweepKey]?: number };

/** The sweep, at most every 10 minutes per process, on the way of an upload. */
async function maybeSweep(db: Db, now: Date): Promise<void> {
  const holder = globalThis as SweepHolder;
  if (Math.abs(now.getTime() - (holder[sweepKey] ?? 0)) < SWEEP_EVERY_MS) return;
  holder[sweepKey] = now.getTime();
  await sweepUnattachedFiles(db, now).catch((error: unknown) => console.warn('[files] sweep failed', error instanceof Error ? error.message : error));
}
