import 'server-only';
import type { DesignProduct } from '@/lib/api/contract/designs';
import type { Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { designProducts, publishedProduct } from '@/lib/server/catalogue/for-designs';

/** The published product a new design starts from, in the reader's language, or null (unknown or unpublished). */
export async function startingProduct(db: Db, id: number, locale: Locale): Promise<DesignProduct | null> {
  if (!(await publishedProduct(db, id))) return null;
  return (await designProducts(db, [id], locale)).get(id) ?? null;
}
