'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';

/** Deletes an entry after a confirmation, then goes back to its library's page. */
export default function DeleteEntryButton({ id, backHref, label, name, form }: { id: number; backHref: string; label: string; name: string; form: ContentFormTexts }) {
  const router = useRouter();
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    );
  }
  return (
    <span role="group" aria-label={`${label}: ${name}`} style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <span>{form.confirmDelete}</span>
      <button
        type="button"
        className="button"
        disabled={state.kind === 'busy'}
        onClick={async () => {
          const done = await run(() => api.delete(`/admin/libraries/entries/${id}`, { errorMessageMode: 'none' }).then(() => true), { refresh: false });
          if (done) router.push(backHref);
        }}
      >
        {form.delete}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
        {form.cancel}
      </button>
      <SaveProblem state={state} texts={form} />
    </span>
  );
}
