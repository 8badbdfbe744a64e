import 'server-only';
import { categoryChangeSchema, courseChangeSchema, faqChangeSchema, libraryEntrySchema, type LocalizedTexts, type RevisionKind } from '@/lib/api/contract';
import { validateProductInput } from '@/lib/api/contract/products-admin';
import { adminCourse, updateCourse } from '@/lib/server/academy/manage';
import type { Actor } from '@/lib/server/access';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { getAdminCategory, updateCategory } from '@/lib/server/catalogue/manage-categories';
import { listAdminFaqs, updateFaq } from '@/lib/server/catalogue/manage-faq';
import { getAdminProduct, updateProduct } from '@/lib/server/catalogue/manage-products';
import { getAdminEntry, updateEntry } from '@/lib/server/content/manage-entries';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { restoreRevision } from '@/lib/server/revisions/restore';
import { validate, type Schema } from '@/lib/validation/kit';

/*
 * The records that keep a history, each with its own read and save: the revisions domain stores
 * snapshots without knowing the domains, and this registry (like sitemap-resources.ts) joins them,
 * so the low room never imports the rooms above it.
 */

/** What the history page names a record by, and where its edit form is. */
export interface RevisionRecord {
  title: LocalizedTexts;
  editPath: string;
}

interface KindEntry {
  describe(db: Db, actor: Actor | null, id: number): Promise<RevisionRecord>;
  restore(db: Db, actor: Actor | null, id: number, revision: number): Promise<void>;
}

async function faqById(db: Db, actor: Actor | null, id: number) {
  const faq = (await listAdminFaqs(db, actor)).find((f) => f.id === id);
  if (!faq) throw notFound();
  return faq;
}

type Read = (db: Db, actor: Actor | null, id: number) => Promise<{ updated_at: string }>;

/** A kind whose form's schema reads a revision as it is (with the current `updated_at`), saved by its update service. */
function restoreThrough<T>(
  kind: RevisionKind,
  current: Read,
  schema: Schema<T>,
  save: (db: Db, actor: Actor | null, id: number, input: T) => Promise<unknown>,
): KindEntry['restore'] {
  return (db, actor, id, revision) =>
    restoreRevision(db, actor, kind, id, revision, {
      current: () => current(db, actor, id),
      validate: (raw) => validate(schema, raw),
      save: (input) => save(db, actor, id, input),
    });
}

export const REVISION_RECORDS: Record<RevisionKind, KindEntry> = {
  product: {
    describe: async (db, actor, id) => ({ title: (await getAdminProduct(db, actor, id)).name, editPath: `/admin/products/${id}` }),
    restore: (db, actor, id, revision) =>
      restoreRevision(db, actor, 'product', id, revision, {
        current: () => getAdminProduct(db, actor, id),
        // Pictures still on the product keep their rows (and ids); the others are added again.
        validate: (raw, current) => {
          const images = Array.isArray(raw.images) ? (raw.images as { src?: unknown }[]) : [];
          const withIds = images.map((image) => ({ ...image, id: current.images.find((c) => c.src === image.src)?.id ?? null }));
          return validateProductInput({ ...raw, images: withIds }, isCataloguePicture);
        },
        save: (input) => updateProduct(db, actor, id, input),
      }),
  },
  category: {
    describe: async (db, actor, id) => ({ title: (await getAdminCategory(db, actor, id)).name, editPath: '/admin/categories' }),
    restore: restoreThrough('category', getAdminCategory, categoryChangeSchema, updateCategory),
  },
  faq: {
    describe: async (db, actor, id) => ({ title: (await faqById(db, actor, id)).question, editPath: '/admin/faq' }),
    restore: restoreThrough('faq', faqById, faqChangeSchema, updateFaq),
  },
  course: {
    describe: async (db, actor, id) => ({ title: (await adminCourse(db, actor, id)).title, editPath: `/admin/courses/${id}` }),
    restore: restoreThrough('course', adminCourse, courseChangeSchema, updateCourse),
  },
  library_entry: {
    describe: async (db, actor, id) => {
      const entry = await getAdminEntry(db, actor, id);
      return { title: entry.title, editPath: `/admin/libraries/${entry.library}/${id}` };
    },
    restore: restoreThrough('library_entry', getAdminEntry, libraryEntrySchema(isCataloguePicture), updateEntry),
  },
};
