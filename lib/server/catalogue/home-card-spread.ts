import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HomeCardFamily } from '@/lib/api/contract';
import { FAMILY_CATEGORY } from '@/lib/home-card-target';
import type { Db } from '@/lib/server/db/types';
import { categories, homeCards, products } from './schema';

/*
 * Home cards that name the same thing. A card without a chosen product names its family's
 * sub-category by its place as created (lib/home-card-target.ts), starting over when the family has
 * fewer sub-categories than cards: a site whose cards were made before products could be chosen
 * shows "Hard-Shell Cases" five times. The read spreads such repeats over the family's products
 * instead, in the catalogue's order (sort, then id), leaving out the products other cards of the
 * section chose: deterministic, and nothing is written, so what staff choose later always wins.
 */

interface CardFacts {
  id: number;
  family: string;
  productId: number | null;
}
interface CategoryFacts {
  id: number;
  key: string;
  parentId: number | null;
}
interface ProductFacts {
  id: number;
  categoryId: number;
}

/** The family's category and its sub-categories in the catalogue's order, or null when the family is not in the catalogue. */
export function familyCategories(all: readonly CategoryFacts[], family: HomeCardFamily): { family: CategoryFacts; subs: CategoryFacts[] } | null {
  const root = all.find((c) => c.key === FAMILY_CATEGORY[family] && c.parentId === null);
  return root ? { family: root, subs: all.filter((c) => c.parentId === root.id) } : null;
}

/**
 * Which product each repeating card names (card id → product id). Inputs in the catalogue's order:
 * categories and products by sort then id; cards in any order (their place as created is their id).
 */
export function spreadCards(cards: readonly CardFacts[], all: readonly CategoryFacts[], catalogue: readonly ProductFacts[]): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const family of Object.keys(FAMILY_CATEGORY) as HomeCardFamily[]) {
    const tree = familyCategories(all, family);
    if (!tree) continue;
    const section = cards.filter((c) => c.family === family).sort((a, b) => a.id - b.id);
    const inFamily = new Set([tree.family.id, ...tree.subs.map((c) => c.id)]);
    const taken = new Set(section.flatMap((c) => (c.productId === null ? [] : [c.productId])));
    const pool = catalogue.filter((p) => inFamily.has(p.categoryId) && !taken.has(p.id));
    const named = new Set<number>();
    section.forEach((card, index) => {
      if (card.productId !== null) return;
      const category = tree.subs.length > 0 ? tree.subs[index % tree.subs.length] : tree.family;
      if (!named.has(category.id)) {
        named.add(category.id);
        return;
      }
      const next = pool.shift();
      if (next) chosen.set(card.id, next.id);
    });
  }
  return chosen;
}

/** The products the home page names for repeating cards (card id → product id), read from the database. */
export async function autoCardProducts(db: Db): Promise<Map<number, number>> {
  const [cards, all] = await Promise.all([
    db.select({ id: homeCards.id, family: homeCards.family, productId: homeCards.productId }).from(homeCards),
    db.select({ id: categories.id, key: categories.key, parentId: categories.parentId }).from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  ]);
  const families = (Object.keys(FAMILY_CATEGORY) as HomeCardFamily[]).flatMap((f) => {
    const tree = familyCategories(all, f);
    return tree ? [tree.family.id, ...tree.subs.map((c) => c.id)] : [];
  });
  if (families.length === 0) return new Map();
  const catalogue = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.published, true), inArray(products.categoryId, families)))
    .orderBy(asc(products.sort), asc(products.id));
  return spreadCards(cards, all, catalogue);
}
