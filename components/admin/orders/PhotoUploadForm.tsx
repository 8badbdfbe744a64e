'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { API, ORDER_PHOTOS } from '@/lib/config';
import { PHOTO_CAPTION_HEADER, PHOTO_STAGES, type PhotoStage } from '@/lib/validation/statement';
import styles from '../Admin.module.css';

export interface PhotoUploadTexts {
  file: string;
  caption: string;
  stage: string;
  submit: string;
  uploading: string;
  saved: string;
  chooseFile: string;
  tooLarge: string;
  stages: Record<PhotoStage, string>;
}

type State = { kind: 'idle' | 'saved' } | { kind: 'busy'; percent: number } | { kind: 'failed'; message: string };

/**
 * Adds a production photo to an order: the picture streamed as the body (XMLHttpRequest, for the
 * progress), its name and stage in the query, the caption URI-encoded in a header. The server
 * reads the bytes and refuses what is not a PNG, JPEG or WebP; its message is shown as it is.
 */
export default function PhotoUploadForm({ orderId, locale, defaultStage, texts }: { orderId: number; locale: string; defaultStage: PhotoStage; texts: PhotoUploadTexts }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const [stage, setStage] = useState<PhotoStage>(defaultStage);
  const [state, setState] = useState<State>({ kind: 'idle' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'failed', message: texts.chooseFile });
    if (file.size > ORDER_PHOTOS.maxBytes) return setState({ kind: 'failed', message: texts.tooLarge });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API.base}${API.prefix}/admin/orders/${orderId}/photos?${new URLSearchParams({ name: file.name, stage })}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', locale);
    if (caption.trim()) xhr.setRequestHeader(PHOTO_CAPTION_HEADER, encodeURIComponent(caption.trim()));
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
        setCaption('');
        if (input.current) input.current.value = '';
        router.refresh();
      } else setState({ kind: 'failed', message });
    };
    xhr.onerror = () => setState({ kind: 'failed', message: xhr.statusText || 'Network error' });
    setState({ kind: 'busy', percent: 0 });
    xhr.send(file);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} data-testid="photo-upload">
      <label className={styles.field}>
        <span>{texts.file}</span>
        <input ref={input} className={styles.input} type="file" name="photo" accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp" required />
      </label>
      <label className={styles.field}>
        <span>{texts.caption}</span>
        <input className={styles.input} name="caption" maxLength={ORDER_PHOTOS.captionMax} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{texts.stage}</span>
        <select className={styles.input} name="stage" value={stage} onChange={(e) => setStage(e.target.value as PhotoStage)}>
          {PHOTO_STAGES.map((s) => (
            <option key={s} value={s}>
              {texts.stages[s]}
            </option>
          ))}
        </select>
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
