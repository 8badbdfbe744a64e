'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { ProtectedTerm } from '@/lib/api/contract/translate';
import { useAdminSave } from '../use-admin-save';
import { FormProblem, SubmitButton } from '../FormOutcome';
import styles from '../Admin.module.css';
import own from './Translate.module.css';

export interface ProtectedTermsTexts {
  term: string;
  termHint: string;
  add: string;
  adding: string;
  remove: string;
  /** "Remove {term}": the remove button's name for a screen reader. */
  removeLabel: string;
  noTerms: string;
}

/** The protected terms as chips, each with its remove button, and the form that adds one. */
export default function ProtectedTerms({ list, texts }: { list: readonly ProtectedTerm[]; texts: ProtectedTermsTexts }) {
  const id = useId();
  const adder = useAdminSave();
  const remover = useAdminSave();
  const [term, setTerm] = useState('');
  const error = adder.fieldError('term');

  async function add(event: FormEvent) {
    event.preventDefault();
    const added = await adder.run(() => api.post<ProtectedTerm>('/admin/translate/terms', { data: { term }, errorMessageMode: 'none' }));
    if (added) setTerm('');
  }

  return (
    <div className={styles.form}>
      {list.length ? (
        <ul className={own.terms} aria-busy={remover.state.kind === 'busy'}>
          {list.map((t) => (
            <li key={t.id} className={own.termChip}>
              <span translate="no">{t.term}</span>
              <button
                type="button"
                className={styles.iconButton}
                disabled={remover.state.kind === 'busy'}
                aria-label={texts.removeLabel.replace('{term}', t.term)}
                title={texts.remove}
                onClick={() => remover.run(() => api.delete(`/admin/translate/terms/${t.id}`, { errorMessageMode: 'none' }))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{texts.noTerms}</p>
      )}
      <FormProblem state={remover.state} />
      <form className={own.addTerm} onSubmit={add} noValidate aria-busy={adder.state.kind === 'busy'}>
        <div className={own.termField}>
          <label className={styles.field}>
            <span>{texts.term}</span>
            <input
              className={styles.input}
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
          </label>
          <small id={`${id}-hint`} className={styles.muted}>
            {texts.termHint}
          </small>
          {error ? (
            <small id={`${id}-error`} className={styles.problem}>
              {error}
            </small>
          ) : null}
        </div>
        <SubmitButton state={adder.state} label={texts.add} busyLabel={texts.adding} />
      </form>
      {error ? null : <FormProblem state={adder.state} />}
    </div>
  );
}
