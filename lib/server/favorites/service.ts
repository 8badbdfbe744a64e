import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Favorite } from '@/lib/api/contract/designs';
import type { Locale } from '@/lib/config';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { designProducts, publishedProduct } from '@/lib/server/catalogue/for-designs';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { favorites } from './schema';
import { DESIGN_STAFF_ROLES } from '@/lib/api/contract/designs';

/*
 * A member's favourite products (the heart on product cards and pages, /user/myFavorite). A row is
 * the member's by construction (member id + product id): every call works on the actor's own rows
 * only, so another member's favourites can be neither read nor removed. Saving is idempotent (a
 * second heart click on another tab changes nothing); removing one that is not there is not an error.
 */

/** Favourites a member may keep. */
export const FAVORITES_MAX = 500;

async function listOf(db: Db, memberId: number, locale: Locale): Promise<Favorite[]> {
  const rows = await db.select().from(favorites).where(eq(favorites.memberId, memberId)).orderBy(desc(favorites.createdAt), desc(favorites.productId));
  const products = await designProducts(
    db,
    rows.map((r) => r.productId),
    locale,
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [{ product, created_at: row.createdAt.toISOString() }] : [];
  });
}

/** The member's favourites, the newest first (unpublished products stay, marked unavailable). */
export async function listFavorites(db: Db, actor: Actor | null, locale: Locale): Promise<Favorite[]> {
  return listOf(db, requireMember(actor).user.id, locale);
}

/** The ids of the member's favourite products (what the hearts of a page need). */
export async function favoriteIds(db: Db, actor: Actor | null): Promise<number[]> {
  const member = requireMember(actor);
  const rows = await db.select({ id: favorites.productId }).from(favorites).where(eq(favorites.memberId, member.user.id)).orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.id);
}

/** Saves a published product as a favourite (an unknown or unpublished one is a 404); saving it again changes nothing. */
export async function addFavorite(db: Db, actor: Actor | null, productId: number): Promise<{ product_id: number; favorite: true }> {
  const member = requireMember(actor);
  if (!(await publishedProduct(db, productId))) throw notFound();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [{ n }] = await t.select({ n: count() }).from(favorites).where(eq(favorites.memberId, member.user.id));
    if (n >= FAVORITES_MAX) {
      const [already] = await t
        .select()
        .from(favorites)
        .where(and(eq(favorites.memberId, member.user.id), eq(favorites.productId, productId)));
      if (!already) throw new ApiProblem(400, 'favorites.limit', { values: { max: FAVORITES_MAX } });
    }
    await t.insert(favorites).values({ memberId: member.user.id, productId }).onConflictDoNothing();
  });
  return { product_id: productId, favorite: true };
}

/** Removes a product from the member's favourites (nothing to remove is fine). */
export async function removeFavorite(db: Db, actor: Actor | null, productId: number): Promise<{ product_id: number; favorite: false }> {
  const member = requireMember(actor);
  await db.delete(favorites).where(and(eq(favorites.memberId, member.user.id), eq(favorites.productId, productId)));
  return { product_id: productId, favorite: false };
}

/** A member's favourites for the back office's member page (sales, admin). */
export async function favoritesOfMember(db: Db, actor: Actor | null, memberId: number, locale: Locale): Promise<Favorite[]> {
  requireRole(actor, ...DESIGN_STAFF_ROLES);
  return listOf(db, memberId, locale);
}
