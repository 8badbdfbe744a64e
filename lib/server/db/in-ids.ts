import 'server-only';
import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column` is one of `ids`, sent as ONE array parameter. `inArray` sends one parameter per id, and
 * PostgreSQL refuses a statement of more than 65,535 parameters: a staff keyword matching that many
 * members or orders on a large database would turn a search into a 500. An empty list matches nothing.
 */
export function inIds(column: Column | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
