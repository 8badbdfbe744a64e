import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Either driver (PGlite or node-postgres): the services only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
