'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import FinalStep from './FinalStep';
import { useOrderAction } from './use-order-action';
import styles from './Orders.module.css';

/** Approve the latest proof (after a confirmation: it is then locked), or ask for changes with a note saying what to change. */
export default function ProofAnswer({ orderId, proofId, version }: { orderId: number; proofId: number; version: number }) {
  const t = useTranslations('member.orders');
  const { state, run, busy } = useOrderAction();
  const [changing, setChanging] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = (decision: 'approve' | 'changes') =>
    run(() => api.post(`/orders/${orderId}/proofs/${proofId}/decision`, { data: { decision, note: decision === 'changes' ? note : '' }, errorMessageMode: 'none' }));
  const noteError = state.kind === 'failed' ? state.fields.note : undefined;

  return (
    <div className={styles.answer} aria-busy={busy}>
      {changing ? (
        <div className={styles.answerForm}>
          <label htmlFor={noteId} className={styles.label}>
            {t('changesNote')}
          </label>
          <textarea
            id={noteId}
            className={styles.textarea}
            rows={4}
            maxLength={ORDER_NOTE_MAX}
            value={note}
            required
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            onChange={(e) => setNote(e.target.value)}
          />
          {noteError ? (
            <p id={`${noteId}-error`} className={styles.fieldError}>
              {noteError}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className="button" disabled={busy} onClick={() => send('changes')}>
              {busy ? t('working') : t('sendChanges')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setChanging(false)}>
              {t('cancelAnswer')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t('approveHint', { version })}</p>
          <div className={styles.buttons}>
            <FinalStep
              label={t('approve')}
              title={t('final.proofTitle', { version })}
              body={t('final.proofBody')}
              confirmLabel={t('final.proofConfirm')}
              busy={busy}
              onConfirm={() => send('approve')}
            />
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setChanging(true)}>
              {t('requestChanges')}
            </button>
          </div>
        </>
      )}
      {state.kind === 'failed' && !noteError ? (
        <p className={styles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
