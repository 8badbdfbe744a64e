import 'server-only';
import { ilike, or, type SQL } from 'drizzle-orm';

/** `text` taken literally inside a LIKE pattern: its `\`, `%` and `_` escaped (a search for "100%" finds "100%", not everything). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Searched = Parameters<typeof ilike>[0];

/** The staff lists' keyword search: any of `columns` contains `keyword`, case-insensitive, its wildcards taken literally. */
export function containsAny(keyword: string, columns: readonly Searched[]): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  return or(...columns.map((column) => ilike(column, pattern)))!;
}
