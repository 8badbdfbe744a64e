/**
 * The content libraries (/inspiration, /sourceFile, /schemeLibrary, /imagesLive,
 * /schoolEntertainment, /music, /helpTeam): entries, tags and downloads that staff manage through
 * one mechanism. "Content" means these libraries only; the FAQ, slider, home cards and company
 * facts belong to the catalogue (./catalogue.ts).
 */
import type { LibraryKey, StaffRole, Visibility } from '@/lib/config';
import type { LocalizedTexts } from './products-admin';

/** Who edits the libraries (settings, tags, entries); admin holds every role. */
export const CONTENT_STAFF_ROLES: readonly StaffRole[] = ['editor'];

/* The back office's libraries: the raw texts of every locale. */

export interface AdminLibrarySummary {
  key: LibraryKey;
  name: LocalizedTexts;
  intro: LocalizedTexts;
  visibility: Visibility;
  min_level_id: number | null;
  entries: number;
  published: number;
  tags: number;
  updated_at: string;
}

export interface AdminLibraryTag {
  id: number;
  key: string;
  name: LocalizedTexts;
  entries: number;
}

export interface AdminEntrySummary {
  id: number;
  slug: string;
  title: LocalizedTexts;
  cover: string;
  published: boolean;
  download_visibility: Visibility;
  files: number;
  sort: number;
  updated_at: string;
}

export interface AdminLibrary extends AdminLibrarySummary {
  tag_list: AdminLibraryTag[];
  entry_list: AdminEntrySummary[];
}

export interface AdminEntry {
  id: number;
  library: LibraryKey;
  slug: string;
  title: LocalizedTexts;
  summary: LocalizedTexts;
  body: LocalizedTexts;
  cover: string;
  product_id: number | null;
  download_visibility: Visibility;
  download_min_level_id: number | null;
  published: boolean;
  sort: number;
  tags: string[];
  images: { src: string; width: number; height: number; alt: LocalizedTexts }[];
  files: { handle: string; name: string; mime: string; bytes: number; label: LocalizedTexts }[];
  updated_at: string;
}

export interface LevelOption {
  id: number;
  name: string;
  threshold: number;
}

export interface ProductOption {
  id: number;
  name: string;
}
