'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { API } from '@/lib/config';
import { acceptList, ARTWORK_KINDS, MEMBER_FILES } from '@/lib/uploads';
import { PROOF_NOTE_HEADER, PROOF_NOTE_MAX } from '@/lib/validation/orders';
import styles from '../Admin.module.css';

export interface ProofUploadTexts {
  file: string;
  note: string;
  submit: string;
  uploading: string;
  saved: string;
  chooseFile: string;
  tooLarge: string;
}

type State = { kind: 'idle' | 'saved' } | { kind: 'busy'; percent: number } | { kind: 'failed'; message: string };

/**
 * Sends a proof version: the file streamed as the request body (XMLHttpRequest, for the progress
 * of the bytes sent), its name in the query, the note URI-encoded in a header. The server sniffs
 * the type and refuses what is not artwork; the answer's message is shown as it is.
 */
export default function ProofUploadForm({ orderId, locale, texts }: { orderId: number; locale: string; texts: ProofUploadTexts }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'failed', message: texts.chooseFile });
    if (file.size > MEMBER_FILES.maxBytes) return setState({ kind: 'failed', message: texts.tooLarge });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API.base}${API.prefix}/admin/orders/${orderId}/proofs?${new URLSearchParams({ name: file.name })}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', locale);
    if (note.trim()) xhr.setRequestHeader(PROOF_NOTE_HEADER, encodeURIComponent(note.trim()));
    xhr.upload.onprogress = (e) => e.lengthComputable && setState({ kind: 'busy', percent: Math.round((e.loaded / e.total) * 100) });
    xhr.onload = () => {
      let message = '';
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; result?: { errors?: Record<string, string> } };
        message = [body.message, ...Object.values(body.result?.errors ?? {})].filter(Boolean).join(' ');
      } catch {
        message = xhr.statusText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        setState({ kind: 'saved' });
        setNote('');
        if (input.current) input.current.value = '';
        router.refresh();
      } else setState({ kind: 'failed', message });
    };
    xhr.onerror = () => setState({ kind: 'failed', message: xhr.statusText || 'Network error' });
    setState({ kind: 'busy', percent: 0 });
    xhr.send(file);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <label className={styles.field}>
        <span>{texts.file}</span>
        <input ref={input} className={styles.input} type="file" name="file" accept={acceptList(ARTWORK_KINDS)} required />
      </label>
      <label className={styles.field}>
        <span>{texts.note}</span>
        <textarea className={styles.input} name="note" rows={2} maxLength={PROOF_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.uploading.replace('{percent}', String(state.percent)) : texts.submit}
        </button>
        {state.kind === 'busy' ? <progress max={100} value={state.percent} /> : null}
        <span className={styles.status} role="status">
          {state.kind === 'saved' ? <span className={styles.ok}>{texts.saved}</span> : null}
        </span>
      </div>
      {state.kind === 'failed' ? (
        <p className={styles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
