'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { STATEMENT } from '@/lib/config';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './Ledger.module.css';
import { FormProblem } from '../FormOutcome';

export interface ReverseTexts {
  reverse: string;
  title: string;
  text: string;
  note: string;
  confirm: string;
  cancel: string;
  reversing: string;
}

/** Reverses an entry after a confirmation that says what will be posted, with an optional reason the member sees. */
export default function ReverseButton({ entryId, texts }: { entryId: number; texts: ReverseTexts }) {
  const { state, run } = useAdminSave();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (!open)
    return (
      <button type="button" className={own.smallButton} onClick={() => setOpen(true)}>
        {texts.reverse}
      </button>
    );
  return (
    <div className={own.confirm} role="group" aria-label={texts.title}>
      <strong>{texts.title}</strong>
      <span className={own.hint}>{texts.text}</span>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <input className={styles.input} value={note} maxLength={STATEMENT.noteMax} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className={own.confirmRow}>
        <button
          type="button"
          className={`${own.smallButton} ${own.danger}`}
          disabled={state.kind === 'busy'}
          onClick={() => run(() => api.post(`/admin/ledger/${entryId}/reverse`, { data: { note }, errorMessageMode: 'none' }))}
        >
          {state.kind === 'busy' ? texts.reversing : texts.confirm}
        </button>
        <button type="button" className={own.smallButton} onClick={() => setOpen(false)}>
          {texts.cancel}
        </button>
      </div>
      <FormProblem state={state} />
    </div>
  );
}
