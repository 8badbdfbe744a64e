import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean, unique } from 'drizzle-orm/pg-core';
import type { LibraryKey, Visibility } from '../../config';
import { products, type LocalizedText } from '../catalogue/schema';
import { storedFiles } from '../files/schema';
import { memberLevels } from '../ledger/schema';

/*
 * The content libraries (the member area's named areas: inspiration, sourceFile, schemeLibrary, imagesLive,
 * schoolEntertainment, music, helpTeam): one mechanism. A library has entries (texts per locale,
 * pictures, downloadable files, tags); who sees the entries and who may download their files is a
 * visibility (public, members, or members of a level and above).
 */

export const libraries = pgTable(
  'libraries',
  {
    id: serial('id').primaryKey(),
    key: text('key').$type<LibraryKey>().notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    intro: jsonb('intro').$type<LocalizedText>().notNull().default({}),
    /** Who sees the library's entries. */
    visibility: text('visibility').$type<Visibility>().notNull().default('public'),
    minLevelId: integer('min_level_id').references(() => memberLevels.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('libraries_visibility_check', sql`${t.visibility} in ('public', 'members', 'level')`),
    check('libraries_level_check', sql`(${t.visibility} = 'level') = (${t.minLevelId} is not null)`),
  ],
);

/** A library's tags (filters), with their names per locale. */
export const libraryTags = pgTable(
  'library_tags',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('library_tags_key_unique').on(t.libraryId, t.key)],
);

export const libraryEntries = pgTable(
  'library_entries',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Paragraphs separated by blank lines, per locale. */
    body: jsonb('body').$type<LocalizedText>().notNull().default({}),
    /** A catalogue-style picture (lib/server/catalogue/images.ts). */
    cover: text('cover').notNull(),
    /** The product it belongs to (sourceFile: the dielines and templates of that product). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Who may download the entry's files (the entry itself follows its library's visibility). */
    downloadVisibility: text('download_visibility').$type<Visibility>().notNull().default('members'),
    downloadMinLevelId: integer('download_min_level_id').references(() => memberLevels.id, { onDelete: 'restrict' }),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('library_entries_slug_unique').on(t.libraryId, t.slug),
    index('library_entries_library_idx').on(t.libraryId, t.sort),
    index('library_entries_product_idx').on(t.productId),
    check('library_entries_download_check', sql`${t.downloadVisibility} in ('public', 'members', 'level')`),
    check('library_entries_level_check', sql`(${t.downloadVisibility} = 'level') = (${t.downloadMinLevelId} is not null)`),
  ],
);

export const libraryEntryTags = pgTable(
  'library_entry_tags',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => libraryEntries.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => libraryTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.tagId] }), index('library_entry_tags_tag_idx').on(t.tagId)],
);

/** More pictures of an entry (a gallery), catalogue-style. */
export const libraryEntryImages = pgTable(
  'library_entry_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => libraryEntries.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('library_entry_images_entry_idx').on(t.entryId, t.sort)],
);

/** An entry's downloads: stored files (purpose `library`), served through the file route to whom the entry allows. */
export const libraryEntryFiles = pgTable(
  'library_entry_files',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => libraryEntries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    label: jsonb('label').$type<LocalizedText>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('library_entry_files_entry_idx').on(t.entryId, t.sort), index('library_entry_files_file_idx').on(t.fileId)],
);
