import 'server-only';
import { API } from '@/lib/config';
import type { StoredFileRow } from './by-id';

/** A stored file's address on the files route (GET /files/{handle}: whoever may read it). */
export const fileUrl = (handle: string) => `${API.base}${API.prefix}/files/${handle}`;

/**
 * The links of a file: the download, and the thumbnail only once it is made (versioned by the
 * file's hash). Until then, and for kinds that never get one (PSD, a PDF whose preview failed),
 * there is no thumbnail address at all, so a page shows the kind's icon instead of asking for a
 * picture that answers 404.
 */
export function fileLinks(row: Pick<StoredFileRow, 'handle' | 'thumbState' | 'sha256'>): { url: string; thumb_url: string | null } {
  const base = fileUrl(row.handle);
  return { url: base, thumb_url: row.thumbState === 'ready' ? `${base}/thumb?v=${row.sha256.slice(0, 8)}` : null };
}
