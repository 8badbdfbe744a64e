'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { PostedMessage } from '@/lib/api/contract/messages';
import { MESSAGES } from '@/lib/config';
import { characterCount } from '@/lib/validation/kit';
import FilePicker from '@/components/member/files/FilePicker';
import { StrokePath } from '@/components/ui/StrokePath';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import styles from './Messages.module.css';

/** The conversation's composer: the message, its attachments (the file picker, shown on demand), and send. */
export default function MessageComposer({ target, onSent, filesHref }: { target: Record<string, number | boolean>; onSent: (posted: PostedMessage) => void; filesHref: string }) {
  const t = useTranslations('member.messages');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [showFiles, setShowFiles] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ body: setBody }));
  const count = characterCount(body.trim());
  const tooLong = count > MESSAGES.bodyMax;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading || count === 0 || tooLong) return;
    setBusy(true);
    setProblem(null);
    try {
      const posted = await api.post<PostedMessage>('/messages', { data: { ...target, body, files }, errorMessageMode: 'none' });
      setBody('');
      setFiles([]);
      setShowFiles(false);
      onSent(posted);
    } catch (error) {
      if (isApiCancelled(error)) return;
      setProblem({ message: error instanceof Error ? error.message : String(error), fields: (isApiError(error) && error.fieldErrors) || {} });
    } finally {
      setBusy(false);
    }
  }

  const bodyError = problem?.fields.body;
  const filesError = problem?.fields.files;
  return (
    <form ref={formRef} className={styles.composer} method="post" onSubmit={send}>
      <label className={styles.composerLabel} htmlFor="message-body">
        {t('bodyLabel')}
      </label>
      <textarea
        id="message-body"
        name="body"
        className={styles.textarea}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('placeholder')}
        rows={3}
        aria-invalid={bodyError || tooLong ? true : undefined}
        aria-describedby="message-body-count"
      />
      {bodyError ? <p className={styles.fieldError}>{bodyError}</p> : null}
      {showFiles ? (
        <div id="message-files">
          <FilePicker value={files} onChange={setFiles} max={MESSAGES.maxFiles} onBusyChange={setUploading} error={filesError} manageHref={filesHref} />
        </div>
      ) : null}
      {problem && !bodyError && !filesError ? (
        <p className={styles.fieldError} role="alert">
          {problem.message}
        </p>
      ) : null}
      <div className={styles.composerActions}>
        <button type="button" className={styles.attachToggle} aria-expanded={showFiles} aria-controls="message-files" onClick={() => setShowFiles((open) => !open)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <StrokePath d="M20 11.5l-8.1 8.1a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" width="1.8" cap="round" join="round" />
          </svg>
          {t('attachments')}
          {files.length ? <span className={styles.attachCount}>{files.length}</span> : null}
        </button>
        <span id="message-body-count" className={tooLong ? styles.counterOver : styles.counter}>
          {t('counter', { count, max: MESSAGES.bodyMax })}
        </span>
        <button type="submit" className="button" disabled={busy || uploading || count === 0 || tooLong}>
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
