import { jsonb, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../catalogue/schema';
import { users } from '../members/schema';

/*
 * The account team (/user/helpGroup): how a staff member appears to the members assigned to them
 * (users.account_manager_id). Office hours are system config (`office hours`).
 */
export const staffProfiles = pgTable('staff_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  /** Their title per locale ("Account manager"). */
  title: jsonb('title').$type<LocalizedText>().notNull().default({}),
  /** A catalogue-style picture (lib/server/catalogue/images.ts), or '' for initials. */
  photo: text('photo').notNull().default(''),
  email: text('email').notNull().default(''),
  /** E.164, used for a wa.me link. */
  whatsapp: text('whatsapp').notNull().default(''),
  wechatId: text('wechat_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
