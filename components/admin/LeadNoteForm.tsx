'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api, isApiCancelled } from '@/lib/api/client';
import type { Lead } from '@/lib/api/contract';
import { LEAD_NOTE_MAX } from '@/lib/api/contract/leads';
import styles from './Admin.module.css';

/** Appends a note to a lead; the text stays in the box until the server has it. */
export default function LeadNoteForm({ leadId, texts }: { leadId: number; texts: { note: string; placeholder: string; add: string; adding: string } }) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || body.trim() === '') return;
    setBusy(true);
    setProblem(null);
    try {
      await api.post<Lead>(`/admin/leads/${leadId}/notes`, { data: { body }, errorMessageMode: 'none' });
      setBody('');
      router.refresh();
    } catch (error) {
      if (!isApiCancelled(error)) setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={add}>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} value={body} onChange={(e) => setBody(e.target.value)} placeholder={texts.placeholder} maxLength={LEAD_NOTE_MAX} required />
      </label>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={busy || body.trim() === ''}>
          {busy ? texts.adding : texts.add}
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
