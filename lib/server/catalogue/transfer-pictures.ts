import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { TRANSFER_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { chunksToTemp, discard } from '@/lib/server/files/receive';
import { notFound } from '@/lib/server/problems';
import { catalogueImportPictures } from './schema';
import { pictureName, readPicturesZip, type ZipFilePicture, type ZipFileRefusal, type ZipPictures } from './transfer-zip';

/*
 * A ZIP of pictures given beside a sheet (editor, admin): its pictures are checked and stored
 * first (./transfer-zip.ts), then a sheet's import names them by file name in its `pictures`
 * column (`?pictures={id}`). The set is kept for the staff member who sent it, for as long as a
 * preview lasts; the preview's plan holds the stored addresses, so confirming needs nothing more
 * from it. Pictures of a set nobody imports stay in the media store unused, as an upload of the
 * product form that is never saved does: they are named by their content, so they may be another
 * product's too and are never deleted from here.
 */

export interface StoredPictures extends ZipPictures {
  id: string;
  expiresAt: Date;
}

/** What a name in a sheet's `pictures` cell stands for, given a ZIP. */
export type NamedPicture = { ok: true; src: string; width: number; height: number } | { ok: false; key: string; values: Record<string, string | number> };

/** Reads a ZIP (`body`, already limited in size) and keeps its pictures for a sheet's import. */
export async function uploadImportPictures(db: Db, actor: Actor | null, body: AsyncIterable<Uint8Array>): Promise<StoredPictures> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const received = await chunksToTemp(body);
  let outcome: ZipPictures;
  try {
    outcome = await readPicturesZip(received.path);
  } finally {
    await discard(received);
  }
  await db.delete(catalogueImportPictures).where(lt(catalogueImportPictures.expiresAt, new Date()));
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + TRANSFER_LIMITS.previewMinutes * 60_000);
  await db.insert(catalogueImportPictures).values({ id, memberId: staff.user.id, files: outcome.files, refused: outcome.refused, expiresAt });
  return { id, expiresAt, ...outcome };
}

/** The set `id` of this staff member, as a lookup by file name (404 when it expired or is someone else's). */
export async function namedPictures(db: Db, actor: Actor | null, id: string): Promise<(name: string) => NamedPicture> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [stored] = await db
    .select({ files: catalogueImportPictures.files, refused: catalogueImportPictures.refused })
    .from(catalogueImportPictures)
    .where(and(eq(catalogueImportPictures.id, id), eq(catalogueImportPictures.memberId, staff.user.id), gt(catalogueImportPictures.expiresAt, new Date())));
  if (!stored) throw notFound('transferPictures.gone');
  const files = [...(stored.files as ZipFilePicture[]), ...(stored.refused as ZipFileRefusal[])];
  const byName = new Map(files.map((file) => [file.name.toLowerCase(), file]));
  return (cell) => {
    const name = pictureName(cell);
    const file = byName.get(name.toLowerCase());
    if (!file) return { ok: false, key: 'transferPictures.notInZip', values: { name: name.slice(0, 80) } };
    if ('src' in file) return { ok: true, src: file.src, width: file.width, height: file.height };
    return { ok: false, key: file.key, values: file.values ?? { name } };
  };
}
