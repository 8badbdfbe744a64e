import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/schema';
import { users } from '../members/schema';

/* A member's saved catalogue products (/user/myFavorite; the heart on cards and product pages). */
export const favorites = pgTable(
  'favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] }), index('favorites_member_idx').on(t.memberId, t.createdAt)],
);
