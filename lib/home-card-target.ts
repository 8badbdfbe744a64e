import type { Category, HomeCard, HomeCardFamily } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import { productPath, type Href } from '@/lib/seo/paths';

/** The catalogue's family key of each home section. */
export const FAMILY_CATEGORY: Record<HomeCardFamily, string> = { sewing: 'sewing', heatPress: 'heat-press', evaMolded: 'eva-molded' };

/** What a home card names and opens. */
export interface CardTarget {
  name: string;
  /** The name's language when it fell back to another one. */
  lang?: Locale;
  href: Href;
}

/**
 * The category a section's n-th card opens: the family's n-th sub-category in the catalogue's
 * order, starting over when the family has fewer sub-categories than cards; the family itself when
 * it has none; null when the family is not in the catalogue any more.
 */
export function cardCategory(categories: readonly Category[], familyKey: string, index: number): Category | null {
  const family = categories.find((c) => c.key === familyKey && c.parent_id === null);
  if (!family) return null;
  const subs = categories.filter((c) => c.parent_id === family.id);
  return subs.length > 0 ? subs[index % subs.length] : family;
}

/**
 * What a card names and opens: the product its picture shows when it has one (a family with fewer
 * sub-categories than cards: the demo's EVA cases, the fifth heat-press card), else its
 * sub-category by its place as created (its id among its section's, not its place on the page:
 * moving a card in the back office keeps its category). Null: nothing to name (the family is gone).
 */
export function cardTarget(categories: readonly Category[], family: HomeCardFamily, cards: readonly HomeCard[], card: HomeCard): CardTarget | null {
  if (card.product) {
    return { name: card.product.name, lang: card.product.lang?.name, href: productPath(card.product.id, card.product.slug) };
  }
  const createdOrder = cards.map((c) => c.id).sort((a, b) => a - b);
  const category = cardCategory(categories, FAMILY_CATEGORY[family], createdOrder.indexOf(card.id));
  if (!category) return null;
  return { name: category.name, lang: category.lang?.name, href: { pathname: '/products', query: { category: category.key } } };
}
