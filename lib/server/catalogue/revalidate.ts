import 'server-only';
import { revalidateTag } from 'next/cache';
import { TAGS } from './tags';

export type CatalogueTag = (typeof TAGS)[keyof typeof TAGS];

/**
 * After a staff write commits: the cached reads (and the pages rendered from them) of what it
 * changed expire at once, so the next request renders the new content (`expire: 0`, not 'max',
 * whose stale-while-revalidate would show the old text once more).
 */
export function revalidateCatalogue(...tags: CatalogueTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
