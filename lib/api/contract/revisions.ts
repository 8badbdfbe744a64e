import type { StaffRole } from '@/lib/config';
import { ACADEMY_STAFF_ROLES } from './academy';
import { CATALOGUE_STAFF_ROLES } from './catalogue';
import { CONTENT_STAFF_ROLES } from './content';

/*
 * The history of the back office's edited records: every save of a product, a category, a FAQ
 * entry, a course or a library entry keeps the record's editable fields as they were saved, who
 * saved them and which fields changed. Staff compare two revisions and restore one (the restore
 * is an ordinary save, so it becomes the newest revision).
 */

export const REVISION_KINDS = ['product', 'category', 'faq', 'course', 'library_entry'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Who may read and restore a kind's history: the roles of its edit form. */
export const REVISION_ROLES: Record<RevisionKind, readonly StaffRole[]> = {
  product: CATALOGUE_STAFF_ROLES,
  category: CATALOGUE_STAFF_ROLES,
  faq: CATALOGUE_STAFF_ROLES,
  course: ACADEMY_STAFF_ROLES,
  library_entry: CONTENT_STAFF_ROLES,
};

export function isRevisionKind(value: string): value is RevisionKind {
  return (REVISION_KINDS as readonly string[]).includes(value);
}

/** A record's editable fields as one save left them (JSON). */
export type RevisionSnapshot = Record<string, unknown>;

export interface RevisionSummary {
  number: number;
  /** The staff account that saved it; null for the state found before the history began. */
  actor: string | null;
  created_at: string;
  /** The top-level fields this save changed (none for the first revision). */
  changed: string[];
}

export interface Revision extends RevisionSummary {
  snapshot: RevisionSnapshot;
}

export interface RevisionList {
  kind: RevisionKind;
  record_id: number;
  list: RevisionSummary[];
}

/** The most revisions a history page lists (newest first). */
export const REVISIONS_SHOWN = 200;

/** Every role that edits a kind with a history (the routes' gate; each service checks the kind's own). */
export const REVISION_STAFF_ROLES: readonly StaffRole[] = [...new Set(Object.values(REVISION_ROLES).flat())];

/** How long a form's unsaved values stay previewable. */
export const PREVIEW_DRAFT_MINUTES = 60;

/** A draft kept for a preview: open the preview page with `?draft={token}`. */
export interface PreviewDraft {
  token: string;
}
