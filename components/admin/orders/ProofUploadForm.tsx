'use client';

import { useState, type FormEvent } from 'react';
import { acceptList, ARTWORK_KINDS, MEMBER_FILES } from '@/lib/uploads';
import { PROOF_NOTE_HEADER, PROOF_NOTE_MAX } from '@/lib/api/contract/orders';
import UploadFooter from './UploadFooter';
import { useStreamedUpload } from './use-streamed-upload';
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

/**
 * Sends a proof version: the file streamed as the request body (XMLHttpRequest, for the progress
 * of the bytes sent), its name in the query, the note URI-encoded in a header. The server sniffs
 * the type and refuses what is not artwork; the answer's message is shown as it is.
 */
export default function ProofUploadForm({ orderId, locale, texts }: { orderId: number; locale: string; texts: ProofUploadTexts }) {
  const { input, state, send } = useStreamedUpload({ locale, maxBytes: MEMBER_FILES.maxBytes, texts });
  const [note, setNote] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(
      (file) => `/admin/orders/${orderId}/proofs?${new URLSearchParams({ name: file.name })}`,
      note.trim() ? { [PROOF_NOTE_HEADER]: encodeURIComponent(note.trim()) } : {},
      () => setNote(''),
    );
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
      <UploadFooter state={state} texts={texts} />
    </form>
  );
}
