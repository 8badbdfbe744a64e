import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressKind } from '../../config';
import { users } from '../members/schema';

/*
 * A member's ship-to and bill-to addresses (/user/Address). In China the region is the province →
 * city → area cascade of @vant/area-data, stored as its codes and names; elsewhere address lines,
 * a city and a postal code.
 */

/** A Chinese region as @vant/area-data names it: codes and names of province, city, area. */
export interface AddressRegion {
  province: { code: string; name: string };
  city: { code: string; name: string };
  area: { code: string; name: string };
}

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AddressKind>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    recipient: text('recipient').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2 (CN, DE …). */
    country: text('country').notNull(),
    /** CN only: the cascade's codes and names. */
    region: jsonb('region').$type<AddressRegion>(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    /** Outside China: the city (and state or province, free text). */
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.kind),
    // One default of each kind per member.
    uniqueIndex('addresses_default_unique')
      .on(t.memberId, t.kind)
      .where(sql`${t.isDefault}`),
    check('addresses_kind_check', sql`${t.kind} in ('shipping', 'billing')`),
    check('addresses_region_check', sql`(${t.country} = 'CN') = (${t.region} is not null)`),
  ],
);
