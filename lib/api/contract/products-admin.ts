import type { Locale } from '@/lib/config';

/* The back office's product editing (issue 9): the raw texts of every locale, not one resolved locale. */

export type LocalizedTexts = Partial<Record<Locale, string>>;

export interface AdminProductImage {
  id: number;
  src: string;
  width: number;
  height: number;
  alt: LocalizedTexts;
}

export interface AdminProductSummary {
  id: number;
  slug: string;
  /** In the back office's language (with the usual fallback). */
  name: string;
  category: { id: number; key: string; name: string };
  published: boolean;
  sort: number;
  image: { src: string; width: number; height: number } | null;
  /** The locales whose name, summary, description and material are all written. */
  complete_locales: Locale[];
  updated_at: string;
}

export interface AdminProductPage {
  list: AdminProductSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminProduct {
  id: number;
  slug: string;
  category_id: number;
  published: boolean;
  sort: number;
  name: LocalizedTexts;
  summary: LocalizedTexts;
  description: LocalizedTexts;
  material: LocalizedTexts;
  /** One measurement for every language, or a text per locale. */
  size: string | LocalizedTexts;
  moq: number;
  lead_time_min: number;
  lead_time_max: number;
  customization: Partial<Record<Locale, string[]>>;
  images: AdminProductImage[];
  created_at: string;
  updated_at: string;
}
