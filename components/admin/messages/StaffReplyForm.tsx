'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { ReplyEnvelope } from '@/lib/api/contract';
import type { PostedMessage } from '@/lib/api/contract/messages';
import { API, MESSAGES } from '@/lib/config';
import { acceptList, formatBytes, MEMBER_KINDS } from '@/lib/uploads';
import styles from '@/components/admin/Admin.module.css';
import own from './AdminMessages.module.css';

interface Attached {
  key: string;
  name: string;
  bytes: number;
  handle: string | null;
  error: string | null;
}

/** One file to POST /admin/messages/files (the raw body, its name in the query); answers its handle or the server's message. */
function upload(file: File): Promise<{ handle: string } | { error: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API.base}${API.prefix}/admin/messages/files?${new URLSearchParams({ name: file.name })}`);
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'zh-CN');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as ReplyEnvelope<{ handle?: string; errors?: Record<string, string> | null }>;
        if (xhr.status === 201 && body.result?.handle) resolve({ handle: body.result.handle });
        else resolve({ error: body.result?.errors?.file ?? body.message ?? String(xhr.status) });
      } catch {
        resolve({ error: String(xhr.status || 'network') });
      }
    };
    xhr.onerror = () => resolve({ error: 'network' });
    xhr.send(file);
  });
}

let counter = 0;

/** The reply form: text, files uploaded as they are picked (removable), send; then the page refreshes (or opens the new thread). */
export default function StaffReplyForm({
  target,
  threadHref,
  texts,
}: {
  target: Record<string, number>;
  /** A thread's page, with `{id}` (a first message opens its new thread). */
  threadHref: string;
  texts: { reply: string; placeholder: string; send: string; sending: string; attach: string; attachHint: string; uploading: string; remove: string };
}) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploading = files.some((f) => !f.handle && !f.error);
  const ready = files.filter((f) => f.handle);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])].slice(0, Math.max(0, MESSAGES.maxFiles - files.length));
    event.target.value = '';
    const added = picked.map((file) => ({ file, entry: { key: `f${++counter}`, name: file.name, bytes: file.size, handle: null, error: null } as Attached }));
    setFiles((current) => [...current, ...added.map((a) => a.entry)]);
    await Promise.all(
      added.map(async ({ file, entry }) => {
        const result = await upload(file);
        setFiles((current) => current.map((f) => (f.key === entry.key ? { ...f, ...('handle' in result ? { handle: result.handle } : { error: result.error }) } : f)));
      }),
    );
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading || body.trim() === '') return;
    setBusy(true);
    setProblem(null);
    try {
      const posted = await api.post<PostedMessage>('/admin/messages', { data: { ...target, body, files: ready.map((f) => f.handle) }, errorMessageMode: 'none' });
      setBody('');
      setFiles([]);
      if ('thread_id' in target) router.refresh();
      else router.push(threadHref.replace('{id}', String(posted.thread_id)));
    } catch (error) {
      if (!isApiCancelled(error)) setProblem({ message: error instanceof Error ? error.message : String(error), fields: (isApiError(error) && error.fieldErrors) || {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={send}>
      <label className={styles.field}>
        <span>{texts.reply}</span>
        <textarea
          className={`${styles.input} ${own.replyBox}`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={texts.placeholder}
          maxLength={MESSAGES.bodyMax}
          required
        />
      </label>
      {problem?.fields.body ? <p className={styles.problem}>{problem.fields.body}</p> : null}
      <div className={own.attachRow}>
        <button type="button" className="button button--ghost" onClick={() => input.current?.click()} disabled={files.length >= MESSAGES.maxFiles}>
          {texts.attach}
        </button>
        <span className={styles.muted}>{texts.attachHint}</span>
        <input ref={input} type="file" multiple hidden accept={acceptList(MEMBER_KINDS)} onChange={pick} data-testid="staff-attach" />
      </div>
      {files.length ? (
        <ul className={own.attachList}>
          {files.map((f) => (
            <li key={f.key} className={f.error ? own.attachFailed : undefined}>
              <span className={own.attachName}>{f.handle || f.error ? f.name : texts.uploading.replace('{name}', f.name)}</span>
              <span className={styles.muted}>{f.error ?? formatBytes(f.bytes)}</span>
              <button
                type="button"
                className={own.attachRemove}
                onClick={() => setFiles((current) => current.filter((x) => x.key !== f.key))}
                aria-label={texts.remove.replace('{name}', f.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem?.fields.files ? <p className={styles.problem}>{problem.fields.files}</p> : null}
      {problem && !problem.fields.body && !problem.fields.files ? (
        <p className={styles.problem} role="alert">
          {problem.message}
        </p>
      ) : null}
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={busy || uploading || body.trim() === ''}>
          {busy ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
