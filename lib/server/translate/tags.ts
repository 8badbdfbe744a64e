import 'server-only';
import { revalidateTag } from 'next/cache';
import { requestCdnPurge } from '@/lib/server/cdn/purge';

/** The cache tag of the protected terms (the product pages mark them translate="no"). */
export const PROTECTED_TERMS_TAG = 'protected-terms';

/** After a term was added or removed: the cached list (and the product pages) expire at once. */
export function revalidateProtectedTerms(): void {
  revalidateTag(PROTECTED_TERMS_TAG, { expire: 0 });
  requestCdnPurge([PROTECTED_TERMS_TAG]);
}
