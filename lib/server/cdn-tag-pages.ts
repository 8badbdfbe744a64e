import { TAGS } from '@/lib/server/catalogue/tags';
import type { TagPages } from '@/lib/server/cdn/public-paths';

/*
 * Which public pages each revalidated cache tag changed, listed here by the features that own the
 * tags (the catalogue's, the academy's and the libraries'), so that the CDN purge (lib/server/cdn),
 * a building block the catalogue calls, imports none of them: the way lib/server/file-readers.ts
 * lists each domain's rule for its files. Addresses are written without a locale.
 */
export const CDN_TAG_PAGES = {
  [TAGS.slider]: { paths: ['/'] },
  [TAGS.homeCards]: { paths: ['/'] },
  [TAGS.faq]: { paths: ['/faq'] },
  // The lists; the product pages themselves are named by the write, else all of them.
  [TAGS.products]: { paths: ['/products'], prefixes: ['/product/'], namedProducts: true },
  // Category names are on every product page (breadcrumbs), the lists and the home page's sections.
  [TAGS.categories]: { everything: true },
  // The company's facts are in every page's header and footer.
  [TAGS.config]: { everything: true },
  academy: { paths: ['/course'], prefixes: ['/course/'] },
  // The libraries' own pages are rendered per request (never kept by a CDN); a product page shows its templates.
  libraries: { prefixes: ['/product/'] },
  // The certifications and terms are beside every product's quote button and on About.
  trust: { paths: ['/about'], prefixes: ['/product/'] },
  // The product pages mark the protected terms translate="no".
  'protected-terms': { prefixes: ['/product/'] },
} as const satisfies Record<string, TagPages>;
