'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { FormProblem, SavedStatus } from '../FormOutcome';
import { useAdminSave } from '../use-admin-save';
import styles from './Revisions.module.css';

/** The button, the question, its buttons and the outcome. */
export type RestoreTexts = Record<'restore' | 'confirm' | 'restoring' | 'restored' | 'cancel', string>;

/** A revision's restore button that asks first; the restore is a new save, so the page reloads its history. */
export default function RestoreRevision({ url, texts }: { url: string; texts: RestoreTexts }) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <>
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {texts.restore}
        </button>
        <SavedStatus state={state} text={texts.restored} />
      </>
    );
  }
  const restore = async () => {
    const done = await run(() => api.post(url, { errorMessageMode: 'none' }));
    if (done !== null) setAsking(false);
  };
  return (
    <div className={styles.confirm} role="alertdialog" aria-label={texts.restore}>
      <p>{texts.confirm}</p>
      <button type="button" className="button" disabled={state.kind === 'busy'} onClick={restore}>
        {state.kind === 'busy' ? texts.restoring : texts.restore}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
        {texts.cancel}
      </button>
      <FormProblem state={state} />
    </div>
  );
}
