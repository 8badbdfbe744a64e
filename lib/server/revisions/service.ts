import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { REVISION_ROLES, REVISIONS_SHOWN, type Revision, type RevisionKind, type RevisionList, type RevisionSnapshot, type RevisionSummary } from '@/lib/api/contract/revisions';
import { requireRole, type Actor } from '@/lib/server/access';
import { authorOf } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { changedFields } from './diff';
import { revisions } from './schema';

/*
 * The history of edited records. The domains call `recordRevision` from their own save paths, in
 * the save's transaction (the record's row is locked there, so two saves cannot take one number);
 * staff read a record's history with the roles of its edit form.
 */

type RevisionRow = typeof revisions.$inferSelect;

function toSummary(row: RevisionRow): RevisionSummary {
  return { number: row.number, actor: row.actorLabel, created_at: row.createdAt.toISOString(), changed: row.changed };
}

const toRevision = (row: RevisionRow): Revision => ({ ...toSummary(row), snapshot: row.snapshot });

/** The JSON form of a snapshot, so dates and undefined fields compare as they are stored. */
const asJson = (snapshot: unknown): RevisionSnapshot => JSON.parse(JSON.stringify(snapshot)) as RevisionSnapshot;

/**
 * Keeps a save as the record's next revision. `before` is the record as it was before this save
 * (null for a new record): a record without history gets it as revision 1 first, so the history
 * starts from what was there. A save that changed no field keeps no revision.
 */
export async function recordRevision(db: Db, staff: Actor, kind: RevisionKind, recordId: number, before: unknown, after: unknown): Promise<void> {
  await recordRevisions(db, staff, kind, [{ recordId, before, after }]);
}

/**
 * `recordRevision` for many records of a kind at once (an import's thousands of products): the
 * records' last revisions in one read, the new ones in multi-row inserts, each record exactly as
 * `recordRevision` would keep it. Each record id appears once.
 */
export async function recordRevisions(db: Db, staff: Actor, kind: RevisionKind, saves: { recordId: number; before: unknown; after: unknown }[]): Promise<void> {
  const { actorId, actorLabel } = authorOf({ actor: staff });
  for (let at = 0; at < saves.length; at += 500) {
    const slice = saves.slice(at, at + 500);
    const lasts = await db
      .selectDistinctOn([revisions.recordId], { recordId: revisions.recordId, number: revisions.number, snapshot: revisions.snapshot })
      .from(revisions)
      .where(
        and(
          eq(revisions.kind, kind),
          inArray(
            revisions.recordId,
            slice.map((s) => s.recordId),
          ),
        ),
      )
      .orderBy(revisions.recordId, desc(revisions.number));
    const last = new Map(lasts.map((r) => [r.recordId, r]));
    const rows: (typeof revisions.$inferInsert)[] = [];
    for (const { recordId, before, after } of slice) {
      let previous = last.get(recordId)?.snapshot ?? null;
      let number = last.get(recordId)?.number ?? 0;
      if (!last.has(recordId) && before !== null && before !== undefined) {
        previous = asJson(before);
        number = 1;
        rows.push({ kind, recordId, number, actorId: null, actorLabel: null, snapshot: previous, changed: [] });
      }
      const snapshot = asJson(after);
      const changed = previous ? changedFields(previous, snapshot) : [];
      if (previous && changed.length === 0) continue;
      rows.push({ kind, recordId, number: number + 1, actorId, actorLabel, snapshot, changed });
    }
    for (let from = 0; from < rows.length; from += 250) await db.insert(revisions).values(rows.slice(from, from + 250));
  }
}

/** A record's revisions, newest first (the roles of the kind's edit form). */
export async function listRevisions(db: Db, actor: Actor | null, kind: RevisionKind, recordId: number): Promise<RevisionList> {
  requireRole(actor, ...REVISION_ROLES[kind]);
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, recordId)))
    .orderBy(desc(revisions.number))
    .limit(REVISIONS_SHOWN);
  return { kind, record_id: recordId, list: rows.map(toSummary) };
}

/** One revision with its snapshot; a number the record does not have is the 404. */
export async function getRevision(db: Db, actor: Actor | null, kind: RevisionKind, recordId: number, number: number): Promise<Revision> {
  requireRole(actor, ...REVISION_ROLES[kind]);
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, recordId), eq(revisions.number, number)));
  if (!row) throw notFound();
  return toRevision(row);
}
