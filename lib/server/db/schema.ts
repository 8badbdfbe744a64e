import { pgTable, text } from 'drizzle-orm/pg-core';

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
