import 'server-only';
import type { Revision, RevisionKind } from '@/lib/api/contract/revisions';
import { findAsActor } from '@/lib/server/http/page';
import { getRevision, listRevisions } from '@/lib/server/revisions/service';
import { REVISION_RECORDS } from './revision-kinds';

/*
 * The page door of /admin/revisions/{kind}/{id}: the record's name and form, its history, and the
 * two revisions being compared, as the page's actor (null where the service refuses, or there is
 * no such record or revision).
 */

export const revisionHistory = (kind: RevisionKind, id: number) =>
  findAsActor(async (db, actor) => {
    const [record, history] = await Promise.all([REVISION_RECORDS[kind].describe(db, actor, id), listRevisions(db, actor, kind, id)]);
    return { record, list: history.list };
  });

export const revisionPair = (kind: RevisionKind, id: number, older: number, newer: number) =>
  findAsActor(async (db, actor): Promise<[Revision, Revision]> => Promise.all([getRevision(db, actor, kind, id, older), getRevision(db, actor, kind, id, newer)]));
