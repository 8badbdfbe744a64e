import 'server-only';
import { revalidateTag } from 'next/cache';
import { requestCdnPurge } from '@/lib/server/cdn/purge';

/** The cache tag of every library read (lists, entries, the sitemap's pages, a product's templates). */
export const LIBRARY_TAG = 'libraries';

/** After a staff write commits: the libraries' cached reads (and the pages rendered from them) expire at once. */
export function revalidateLibraries(): void {
  revalidateTag(LIBRARY_TAG, { expire: 0 });
  requestCdnPurge([LIBRARY_TAG]);
}
