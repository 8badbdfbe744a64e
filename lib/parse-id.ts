/** The largest id a row has: ids are PostgreSQL `integer` (serial) columns. */
export const MAX_ID = 2_147_483_647;

/**
 * A route or query id: digits only, positive, at most MAX_ID; otherwise null. A larger number can
 * name no row, and PostgreSQL refuses to compare it with an integer column (an error, not "none").
 */
export function parseId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
