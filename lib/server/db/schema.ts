import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * The whole schema, for drizzle (queries and drizzle-kit's migrations). Each domain owns its
 * tables in lib/server/<domain>/schema.ts; this file only gathers them (relative paths: drizzle-kit
 * loads it outside the app's module aliases).
 */
export * from '../academy/schema';
export * from '../addresses/schema';
export * from '../audit/schema';
export * from '../catalogue/schema';
export * from '../college/schema';
export * from '../consult/schema';
export * from '../content/schema';
export * from '../designs/schema';
export * from '../favorites/schema';
export * from '../files/schema';
export * from '../help/schema';
export * from '../insights/schema';
export * from '../ledger/schema';
export * from '../members/schema';
export * from '../messages/schema';
export * from '../orders/schema';
export * from '../outbox/schema';
export * from '../rate-limit/schema';
export * from '../revisions/schema';
export * from '../translate/schema';
export * from '../trust/schema';

/** Facts about the database itself, such as when the demo content was written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One number that grows with every committed change to the data pages show (a trigger on every
 * table but the few in ./data-generation.ts that reads and background work write). A member page
 * kept in memory (lib/server/http/member-page-cache.mjs) is served again only while it is unchanged.
 */
export const dataGeneration = pgTable(
  'data_generation',
  {
    id: integer('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('data_generation_one_row', sql`${t.id} = 1`)],
);
