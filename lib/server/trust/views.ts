import 'server-only';
import { asc } from 'drizzle-orm';
import { trustDocumentUrl, type AdminCertification, type TrustDocument } from '@/lib/api/contract/trust';
import type { Db } from '@/lib/server/db/types';
import { entryFilesByIds } from '@/lib/server/files/for-content';
import { trustCertifications } from './schema';

/* The certifications with their documents, as both doors answer them. */

type CertificationRow = typeof trustCertifications.$inferSelect;

/** Every certification in its order, its document's name and size read in one query. */
export async function certificationsInOrder(db: Db): Promise<AdminCertification[]> {
  const rows = await db.select().from(trustCertifications).orderBy(asc(trustCertifications.sort), asc(trustCertifications.id));
  const files = await entryFilesByIds(
    db,
    rows.flatMap((r) => (r.fileId === null ? [] : [r.fileId])),
  );
  return rows.map((row) => {
    const file = row.fileId === null ? undefined : files.get(row.fileId);
    const document: TrustDocument | null = file ? { handle: file.handle, name: file.name, mime: file.mime, bytes: file.bytes, url: trustDocumentUrl(file.handle) } : null;
    return certificationView(row, document);
  });
}

export function certificationView(row: CertificationRow, document: TrustDocument | null): AdminCertification {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    issuer: row.issuer,
    valid_until: row.validUntil,
    document,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
  };
}
