import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { PREVIEW_DRAFT_MINUTES, type RevisionKind } from '@/lib/api/contract/revisions';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { previewDrafts } from './schema';

/*
 * Unsaved form values kept for a preview. The caller checks the role and validates the values
 * (these functions take a staff actor); a draft is its author's only, and expires.
 */

const fresh = () => sql`now() - make_interval(mins => ${PREVIEW_DRAFT_MINUTES})`;

/** Keeps `values` as the actor's draft of the record (replacing their previous one) and answers its token. */
export async function keepDraft(db: Db, staff: Actor, kind: RevisionKind, recordId: number, values: Record<string, unknown>): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.transaction(async (tx) => {
    // Expired drafts of anyone, and this author's earlier draft of the record, are gone.
    await tx
      .delete(previewDrafts)
      .where(or(lt(previewDrafts.createdAt, fresh()), and(eq(previewDrafts.actorId, staff.user.id), eq(previewDrafts.kind, kind), eq(previewDrafts.recordId, recordId))));
    await tx.insert(previewDrafts).values({ token, kind, recordId, actorId: staff.user.id, values });
  });
  return token;
}

/** The actor's own unexpired draft of the record under `token`, or null. */
export async function readDraft(db: Db, staff: Actor, kind: RevisionKind, recordId: number, token: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ values: previewDrafts.values })
    .from(previewDrafts)
    .where(
      and(
        eq(previewDrafts.token, token),
        eq(previewDrafts.kind, kind),
        eq(previewDrafts.recordId, recordId),
        eq(previewDrafts.actorId, staff.user.id),
        gt(previewDrafts.createdAt, fresh()),
      ),
    );
  return row?.values ?? null;
}
