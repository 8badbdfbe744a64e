'use client';

import Link from 'next/link';
import { api } from '@/lib/api/client';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { FormProblem } from './FormOutcome';

/** A product row's quick actions: edit, publish or hide, move one place up or down. */
export default function ProductRowActions({
  id,
  published,
  canMoveUp,
  canMoveDown,
  editHref,
  texts,
}: {
  id: number;
  published: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  editHref: string;
  texts: { edit: string; publish: string; unpublish: string; moveUp: string; moveDown: string; name: string };
}) {
  const { state, run } = useAdminSave();
  const busy = state.kind === 'busy';
  const move = (direction: 'up' | 'down') => run(() => api.post(`/admin/products/${id}/move`, { data: { direction }, errorMessageMode: 'none' }));
  return (
    <div className={styles.productActions} aria-busy={busy}>
      <Link className="button button--ghost" href={editHref}>
        {texts.edit}
      </Link>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => run(() => api.post(`/admin/products/${id}/publish`, { data: { published: !published }, errorMessageMode: 'none' }))}
      >
        {published ? texts.unpublish : texts.publish}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        disabled={busy || !canMoveUp}
        onClick={() => move('up')}
        aria-label={`${texts.moveUp}: ${texts.name}`}
        title={texts.moveUp}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        disabled={busy || !canMoveDown}
        onClick={() => move('down')}
        aria-label={`${texts.moveDown}: ${texts.name}`}
        title={texts.moveDown}
      >
        ↓
      </button>
      <FormProblem state={state} />
    </div>
  );
}
