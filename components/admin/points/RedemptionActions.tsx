'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { AdminRedemption } from '@/lib/api/contract/points';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';

export interface RedemptionActionTexts {
  fulfil: string;
  fulfilNote: string;
  fulfilHint: string;
  cancel: string;
  cancelNote: string;
  cancelHint: string;
  confirmFulfil: string;
  confirmCancel: string;
  back: string;
  working: string;
}

/** Fulfil (with the courier and tracking number) or cancel (with the reason; points and stock come back) a pending redemption. */
export default function RedemptionActions({ id, texts }: { id: number; texts: RedemptionActionTexts }) {
  const [action, setAction] = useState<'fulfil' | 'cancel' | null>(null);
  const [note, setNote] = useState('');
  const { state, run, fieldError } = useAdminSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => api.post<AdminRedemption>(`/admin/redemptions/${id}`, { data: { action, note }, errorMessageMode: 'none' }));
  }

  if (!action)
    return (
      <div className={own.handleRow}>
        <button type="button" className="button" onClick={() => setAction('fulfil')}>
          {texts.fulfil}
        </button>
        <button type="button" className={`button button--ghost ${styles.dangerButton}`} onClick={() => setAction('cancel')}>
          {texts.cancel}
        </button>
      </div>
    );
  const fulfil = action === 'fulfil';
  return (
    <form className={own.handle} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <label className={styles.field}>
        <span>{fulfil ? texts.fulfilNote : texts.cancelNote}</span>
        <textarea className={styles.input} rows={2} value={note} onChange={(e) => setNote(e.target.value)} aria-invalid={fieldError('note') ? true : undefined} autoFocus />
        {fieldError('note') ? <small className={own.fieldError}>{fieldError('note')}</small> : <small className={own.hint}>{fulfil ? texts.fulfilHint : texts.cancelHint}</small>}
      </label>
      <div className={own.handleRow}>
        <button type="submit" className={`button ${fulfil ? '' : styles.dangerButton}`} disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.working : fulfil ? texts.confirmFulfil : texts.confirmCancel}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setAction(null)}>
          {texts.back}
        </button>
      </div>
      {state.kind === 'failed' && !fieldError('note') ? (
        <p className={own.fieldError} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
