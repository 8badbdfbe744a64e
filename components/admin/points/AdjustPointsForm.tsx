'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { MemberPointsSummary } from '@/lib/api/contract/points';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { SaveRow } from '../FormOutcome';

export interface AdjustTexts {
  delta: string;
  deltaHint: string;
  note: string;
  noteHint: string;
  save: string;
  working: string;
  saved: string;
}

/** An admin adds points (a positive number) or takes them (negative), with a note the member sees. */
export default function AdjustPointsForm({ memberId, texts }: { memberId: number; texts: AdjustTexts }) {
  const [delta, setDelta] = useState('');
  const [note, setNote] = useState('');
  const { state, run, fieldError } = useAdminSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() => api.post<MemberPointsSummary>(`/admin/members/${memberId}/points`, { data: { delta, note }, errorMessageMode: 'none' }));
    if (done) {
      setDelta('');
      setNote('');
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <label className={styles.field}>
        <span>{texts.delta}</span>
        <input
          className={styles.input}
          inputMode="numeric"
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
          aria-invalid={fieldError('delta') ? true : undefined}
          dir="ltr"
        />
        {fieldError('delta') ? <small className={own.fieldError}>{fieldError('delta')}</small> : <small className={own.hint}>{texts.deltaHint}</small>}
      </label>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <input className={styles.input} value={note} onChange={(e) => setNote(e.target.value)} aria-invalid={fieldError('note') ? true : undefined} />
        {fieldError('note') ? <small className={own.fieldError}>{fieldError('note')}</small> : <small className={own.hint}>{texts.noteHint}</small>}
      </label>
      <SaveRow state={state} label={texts.save} busyLabel={texts.working} saved={{ text: texts.saved, plain: true }} />
      {state.kind === 'failed' ? (
        <p className={own.fieldError} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
