import 'server-only';
import type { UploadKind } from '@/lib/uploads';
import type { Db } from '@/lib/server/db/types';
import { deleteFileRowByHandle } from '@/lib/server/files/removal';
import { drain, storeUpload, type StoredFileInfo, type UploadFrom } from '@/lib/server/files/service';
import { getStorage } from '@/lib/server/files/storage';
import { makeThumbnail } from '@/lib/server/files/thumbnails';

/**
 * A file staff attach to an order (a proof version, a production photo), streamed from the
 * request's raw body. `check` runs first: when it refuses, the body is read and dropped (so a
 * browser still sending it gets the answer) and nothing is stored. The file is stored with purpose
 * 'staff' and a pending thumbnail; `record` then writes what holds it, and when `record` fails the
 * stored file is removed again, so a refusal leaves nothing behind. The thumbnail is made in the
 * background once the record is there.
 */
export async function storeOrderFile<T>(
  db: Db,
  request: Request,
  limits: { maxBytes: number; kinds: readonly UploadKind[] },
  from: UploadFrom,
  check: () => Promise<void>,
  record: (stored: StoredFileInfo) => Promise<T>,
): Promise<T> {
  try {
    await check();
  } catch (error) {
    await drain(request, limits.maxBytes);
    throw error;
  }
  const stored = await storeUpload(db, request, { purpose: 'staff', maxBytes: limits.maxBytes, kinds: limits.kinds, thumbnail: true }, from);
  let recorded: T;
  try {
    recorded = await record(stored);
  } catch (error) {
    const gone = await deleteFileRowByHandle(db, stored.handle);
    if (gone)
      await getStorage()
        .delete(gone)
        .catch(() => undefined);
    throw error;
  }
  void makeThumbnail(db, stored.handle).catch(() => undefined);
  return recorded;
}
