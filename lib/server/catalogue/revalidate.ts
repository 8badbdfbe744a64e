import 'server-only';
import { revalidateTag } from 'next/cache';
import { requestCdnPurge } from '@/lib/server/cdn/purge';
import type { ProductAddress } from '@/lib/server/cdn/public-paths';
import { TAGS } from './tags';

export type CatalogueTag = (typeof TAGS)[keyof typeof TAGS];

/**
 * After a staff write commits: the cached reads (and the pages rendered from them) of what it
 * changed expire at once, so the next request renders the new content (`expire: 0`, not 'max',
 * whose stale-while-revalidate would show the old text once more); a CDN in front is told which
 * public pages changed (CDN_PURGE_URL, lib/server/cdn/purge.ts).
 */
export function revalidateCatalogue(...tags: CatalogueTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  requestCdnPurge(tags);
}

/**
 * After a product write commits: as revalidateCatalogue(TAGS.products), and the CDN purge names
 * the pages of the products written (the old address too after a slug change) and the lists,
 * instead of every product page. An empty list: the lists only (a change of order).
 */
export function revalidateProducts(changed: readonly ProductAddress[]): void {
  revalidateTag(TAGS.products, { expire: 0 });
  requestCdnPurge([TAGS.products], changed);
}
