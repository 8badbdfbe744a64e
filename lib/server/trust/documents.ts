import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { TRUST_DOCUMENT, TRUST_STAFF_ROLES, trustDocumentUrl, type TrustDocument } from '@/lib/api/contract/trust';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { ClientMeta } from '@/lib/server/http/client';
import { trustFileByHandle } from '@/lib/server/files/for-trust';
import { deleteFileRow, type GoneFile } from '@/lib/server/files/removal';
import { drain, storeUpload } from '@/lib/server/files/service';
import { getStorage } from '@/lib/server/files/storage';
import { InvalidInput } from '@/lib/server/problems';
import { trustCertifications } from './schema';

/*
 * A certification's document: staff upload it first (POST /admin/trust/documents, through the
 * files' one upload path: byte limit while it streams, the type sniffed from the bytes), then save
 * the certification naming its handle. Until then only staff may read it; once a certification
 * shows it, everyone (./service.ts trustFileReadable). A document replaced or deleted with its
 * certification goes with it: its row in the transaction, its bytes after the commit.
 */

/** POST /admin/trust/documents: a PDF or a picture of at most TRUST_DOCUMENT.maxBytes (413), of another kind 415. */
export async function uploadTrustDocument(db: Db, request: Request, actor: Actor | null, client: ClientMeta, name: string): Promise<TrustDocument> {
  let staff: Actor;
  try {
    staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  } catch (error) {
    await drain(request, TRUST_DOCUMENT.maxBytes);
    throw error;
  }
  const stored = await storeUpload(db, request, { purpose: 'trust', maxBytes: TRUST_DOCUMENT.maxBytes, kinds: TRUST_DOCUMENT.kinds }, { actor: staff, client, name });
  return { handle: stored.handle, name: stored.name, mime: stored.mime, bytes: stored.bytes, url: trustDocumentUrl(stored.handle) };
}

const unknownDocument = () => new InvalidInput({ document: { key: 'fileUnknown' } });

/**
 * The id of the document `handle` for the certification `certificationId` (null: a new one): a
 * trust document that no other certification shows, else the field error of `document`.
 */
export async function claimDocument(tx: Db, handle: string | null, certificationId: number | null): Promise<number | null> {
  if (handle === null) return null;
  const file = await trustFileByHandle(tx, handle);
  if (!file) throw unknownDocument();
  const [other] = await tx
    .select({ id: trustCertifications.id })
    .from(trustCertifications)
    .where(and(eq(trustCertifications.fileId, file.id), certificationId === null ? undefined : ne(trustCertifications.id, certificationId)))
    .limit(1);
  if (other) throw unknownDocument();
  return file.id;
}

/** Deletes the row of a document no longer shown (in the caller's transaction); its bytes go with dropBytes once committed. */
export async function dropDocumentRow(tx: Db, fileId: number | null): Promise<GoneFile | null> {
  return fileId === null ? null : deleteFileRow(tx, fileId);
}

/** The bytes of a deleted document (after the commit: a rolled-back delete keeps its file). */
export async function dropBytes(gone: GoneFile | null): Promise<void> {
  if (!gone) return;
  const storage = getStorage();
  for (const key of [gone.key, gone.thumbKey]) {
    if (key) await storage.delete(key).catch((error: unknown) => console.warn('[trust] could not delete a document', error instanceof Error ? error.message : error));
  }
}
