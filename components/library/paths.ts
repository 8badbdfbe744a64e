import type { LibraryKey } from '@/lib/config';

/** A library's list path (locale-free): `/inspiration`, `/inspiration?tag=eva&page=2`. */
export function listPath(key: LibraryKey, tag: string, page: number): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const q = query.toString();
  return q ? `/${key}?${q}` : `/${key}`;
}

/** The half-width variant of a catalogue-style picture (`x.webp` → `x-sm.webp`). */
export function smallOf(src: string): string {
  return src.endsWith('-sm.webp') ? src : src.replace(/\.webp$/, '-sm.webp');
}
