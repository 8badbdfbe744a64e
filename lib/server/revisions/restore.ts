import 'server-only';
import type { RevisionKind } from '@/lib/api/contract/revisions';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { InvalidInput } from '@/lib/server/problems';
import type { Validation } from '@/lib/validation/kit';
import { getRevision } from './service';

/** How a kind's revision is saved again: its current `updated_at`, its form's validation, its save. */
export interface RestoreSpec<T, C extends { updated_at: string }> {
  current(): Promise<C>;
  validate(raw: Record<string, unknown>, current: C): Validation<T>;
  save(input: T): Promise<unknown>;
}

/**
 * Restores a revision through the kind's own save path, so the restore is validated like the
 * form, revalidates the caches, is audited and becomes the record's newest revision. The form's
 * rules still hold: a revision naming a category or a picture that is gone since is refused (400)
 * and nothing changes.
 */
export async function restoreRevision<T, C extends { updated_at: string }>(
  db: Db,
  actor: Actor | null,
  kind: RevisionKind,
  recordId: number,
  number: number,
  spec: RestoreSpec<T, C>,
): Promise<void> {
  const revision = await getRevision(db, actor, kind, recordId, number);
  const current = await spec.current();
  const checked = spec.validate({ ...revision.snapshot, updated_at: current.updated_at }, current);
  if (!checked.ok) throw new InvalidInput(checked.errors);
  await spec.save(checked.value);
}
