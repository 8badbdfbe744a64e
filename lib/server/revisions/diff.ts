/*
 * Comparing two snapshots of a record, field by field: which top-level fields differ, and for the
 * compare page each field's rows (a localized text per locale; a long text as a diff of its lines).
 */

/** JSON with every object's keys in one order: the database (jsonb) keeps keys in its own order, not the order they were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The top-level fields whose values differ, in the newer snapshot's order then the older's. */
export function changedFields(older: Record<string, unknown>, newer: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(newer), ...Object.keys(older)])];
  return keys.filter((key) => !same(older[key], newer[key]));
}

export type LineChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** A line diff (longest common subsequence): what a reader needs to see in a long text that changed. */
export function lineDiff(older: string, newer: string): LineChange[] {
  const a = older.split('\n');
  const b = newer.split('\n');
  // The table grows with the product of the line counts; the texts are limited to a few thousand characters.
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ kind: 'removed', text: a[i++] });
    else out.push({ kind: 'added', text: b[j++] });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) out.push({ kind: 'added', text: b[j++] });
  return out;
}

/** One row of the compare table: a field, or one locale of a localized field. */
export interface FieldRow {
  field: string;
  locale: string | null;
  older: string;
  newer: string;
  changed: boolean;
  /** For a long text that changed: its lines compared. */
  lines: LineChange[] | null;
}

const LONG_TEXT = 120;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : canonical(value));

function row(field: string, locale: string | null, a: unknown, b: unknown): FieldRow {
  const [older, newer] = [shown(a), shown(b)];
  const changed = older !== newer;
  const long = older.length > LONG_TEXT || newer.length > LONG_TEXT || older.includes('\n') || newer.includes('\n');
  return { field, locale, older, newer, changed, lines: changed && long ? lineDiff(older, newer) : null };
}

/** Every field of two snapshots as compare rows; an object of texts (a localized field) becomes one row per key. */
export function compareSnapshots(older: Record<string, unknown>, newer: Record<string, unknown>): FieldRow[] {
  const keys = [...new Set([...Object.keys(older), ...Object.keys(newer)])];
  return keys.flatMap((field) => {
    const [a, b] = [older[field], newer[field]];
    if ((isPlainObject(a) || a === undefined) && (isPlainObject(b) || b === undefined) && (a !== undefined || b !== undefined)) {
      const locales = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
      return locales.map((locale) => row(field, locale, a?.[locale], b?.[locale]));
    }
    return [row(field, null, a, b)];
  });
}
