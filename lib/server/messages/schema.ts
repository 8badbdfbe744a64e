import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/schema';
import { users } from '../members/schema';
import { orders } from '../orders/schema';

/*
 * Messages between a member and the business (/user/message; the back office's inbox): one thread
 * per order, and one general thread per member. Unread is "a message from the other side after
 * my side's read marker".
 */

export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order it is about; null for the member's general thread. */
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_threads_member_idx').on(t.memberId, t.lastMessageAt),
    index('message_threads_last_idx').on(t.lastMessageAt),
    // One general thread per member.
    uniqueIndex('message_threads_general_unique')
      .on(t.memberId)
      .where(sql`${t.orderId} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by staff (the business) rather than by the member. */
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    /**
     * The language of the page a member wrote from (null for staff): the e-mail telling the member
     * about a staff reply is written in the language of their latest message (users have none).
     */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** A message's attachments (the member's files, or files staff uploaded with purpose `staff`). */
export const messageFiles = pgTable(
  'message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('message_files_file_idx').on(t.fileId)],
);
