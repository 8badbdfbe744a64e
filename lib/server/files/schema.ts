import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../members/schema';

/*
 * Every file a visitor or a member sent us. The bytes live behind the storage interface
 * (storage.ts) under `storage_key`; this row says whose they are and what they are. A file is
 * private: it is served only to its owner and to staff, always as an attachment.
 */

/**
 * What a file is for: `inquiry` (the contact form), `member` (a member's artwork, /user/uploading),
 * `avatar` (a member's picture, cropped square), `staff` (proofs and message attachments staff send
 * to a member; served to staff and to the member of the order or thread it is attached to),
 * `library` (a content library entry's download; served to whom the entry allows), `trust` (a
 * certification's document; served to everyone once a certification shows it).
 */
export type FilePurpose = 'inquiry' | 'member' | 'avatar' | 'staff' | 'library' | 'trust';

/** A file's thumbnail: none (an icon is shown), pending (being made in the background), ready, failed. */
export type ThumbState = 'none' | 'pending' | 'ready' | 'failed';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** The file's public handle: random (128 bits), what a form sends back and a link names. */
    handle: text('handle').notNull().unique(),
    storageKey: text('storage_key').notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** The name the sender gave it (cleaned), shown to people; never used as a path. */
    name: text('name').notNull(),
    /** The type sniffed from the bytes (file-type), never the one the client declared. */
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The member who sent it; null for an anonymous inquiry's file. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address that sent it (the per-address limit of anonymous uploads). */
    clientAddress: text('client_address').notNull().default(''),
    /** The thumbnail's storage key (a small WebP), once made. */
    thumbKey: text('thumb_key'),
    thumbState: text('thumb_state').$type<ThumbState>().notNull().default('none'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerId, t.createdAt),
    index('stored_files_address_idx').on(t.clientAddress, t.createdAt),
    check('stored_files_purpose_check', sql`${t.purpose} in ('inquiry', 'member', 'avatar', 'staff', 'library', 'trust')`),
    check('stored_files_thumb_state_check', sql`${t.thumbState} in ('none', 'pending', 'ready', 'failed')`),
  ],
);

/** A row of `stored_files`, as the services read it. */
export type StoredFileRow = typeof storedFiles.$inferSelect;
