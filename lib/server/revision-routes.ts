import 'server-only';
import { isRevisionKind, REVISION_STAFF_ROLES, type RevisionKind } from '@/lib/api/contract/revisions';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { listRevisions } from '@/lib/server/revisions/service';
import { REVISION_RECORDS } from './revision-kinds';

/*
 * The two history calls, for the routes of every kind: a fixed kind (/admin/products/{id}/revisions)
 * or the kind in the address (/admin/revisions/{kind}/{id}). One declaration each, shared.
 */

type KindParams = { kind?: string; id: string; revision?: string };

function kindOf(fixed: RevisionKind | null, params: KindParams): RevisionKind {
  const kind = fixed ?? params.kind ?? '';
  if (!isRevisionKind(kind)) throw notFound();
  return kind;
}

/** GET: the record's revisions, newest first. */
export const revisionListRoute = (fixed: RevisionKind | null) =>
  staffRoute<undefined, KindParams>(REVISION_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await listRevisions(db, actor, kindOf(fixed, params), idParam(params.id))));

/** POST: saves the revision again through the kind's save path; answers the history with the new revision first. */
export const revisionRestoreRoute = (fixed: RevisionKind | null) =>
  staffRoute<undefined, KindParams>(REVISION_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
    const kind = kindOf(fixed, params);
    const id = idParam(params.id);
    await REVISION_RECORDS[kind].restore(db, actor, id, idParam(params.revision ?? ''));
    return ok(await listRevisions(db, actor, kind, id), t('ok'));
  });
