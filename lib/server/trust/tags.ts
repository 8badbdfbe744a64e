import 'server-only';
import { revalidateTag } from 'next/cache';
import { requestCdnPurge } from '@/lib/server/cdn/purge';

/** The cache tag of the trust facts (every product page and About show them). */
export const TRUST_TAG = 'trust';

/** After a staff write commits: the cached trust read (and the pages rendered from it) expire at once. */
export function revalidateTrust(): void {
  revalidateTag(TRUST_TAG, { expire: 0 });
  requestCdnPurge([TRUST_TAG]);
}
