/** Cache tags of the catalogue reads; a write revalidates the tags of what it changed. */
export const TAGS = {
  slider: 'slider',
  categories: 'categories',
  products: 'products',
  faq: 'faq',
  homeCards: 'home-cards',
  config: 'system-config',
} as const;
