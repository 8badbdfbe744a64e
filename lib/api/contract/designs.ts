import type { StaffRole } from '@/lib/config';
import type { MemberFile } from './files';

/*
 * /v1 contract of saved designs and favourites (issue 11): what /basic-api/v1/designs and
 * /basic-api/v1/favorites answer, for the member pages and the back office's member page.
 */

/** Who sees a member's designs and favourites in the back office (admin holds every role). */
export const DESIGN_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** Who sees how often each catalogue product was saved (the back office's product list). */
export const SAVED_COUNT_ROLES: readonly StaffRole[] = ['editor', 'sales'];

/** The catalogue product a design or a favourite is based on, in the reader's language. */
export interface DesignProduct {
  id: number;
  name: string;
  slug: string;
  /** Its first picture (small and full), or null. */
  image: { src: string; src_small: string; width: number; height: number } | null;
  /** Its options as the catalogue lists them: the editor's suggestions. */
  material: string;
  size: string;
  customization: string[];
  moq: number;
  /** false: unpublished; the design keeps it, but no new design starts from it. */
  available: boolean;
}

/** An artwork file of a design: one of the member's own files, as their file area shows it. */
export type DesignFile = MemberFile;

export interface Design {
  id: number;
  /** null once the product was deleted from the catalogue (`name` keeps what it was). */
  product: DesignProduct | null;
  name: string;
  size: string;
  material: string;
  /** Named colours (keys) or #rrggbb. */
  colours: string[];
  /** A key of PRINT_METHODS or the member's own words. */
  print_method: string;
  /** A key of LOGO_PLACEMENTS or the member's own words. */
  logo_placement: string;
  quantity: number | null;
  notes: string;
  files: DesignFile[];
  /** A quantity below the product's MOQ is kept (we may still make it, at another price): the page says so. */
  warnings: { quantity?: { key: 'belowMoq'; moq: number } };
  created_at: string;
  updated_at: string;
}

/** A favourite: a product and when it was saved. */
export interface Favorite {
  product: DesignProduct;
  created_at: string;
}

/** GET /favorites/ids: the ids of the member's favourite products (the hearts). */
export interface FavoriteIds {
  ids: number[];
}
