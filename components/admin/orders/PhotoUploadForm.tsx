'use client';

import { useState, type FormEvent } from 'react';
import { ORDER_PHOTOS } from '@/lib/config';
import { PHOTO_CAPTION_HEADER, PHOTO_STAGES, type PhotoStage } from '@/lib/api/contract/statement';
import UploadFooter from './UploadFooter';
import { useStreamedUpload } from './use-streamed-upload';
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

/**
 * Adds a production photo to an order: the picture streamed as the body (XMLHttpRequest, for the
 * progress), its name and stage in the query, the caption URI-encoded in a header. The server
 * reads the bytes and refuses what is not a PNG, JPEG or WebP; its message is shown as it is.
 */
export default function PhotoUploadForm({ orderId, locale, defaultStage, texts }: { orderId: number; locale: string; defaultStage: PhotoStage; texts: PhotoUploadTexts }) {
  const { input, state, send } = useStreamedUpload({ locale, maxBytes: ORDER_PHOTOS.maxBytes, texts });
  const [caption, setCaption] = useState('');
  const [stage, setStage] = useState<PhotoStage>(defaultStage);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(
      (file) => `/admin/orders/${orderId}/photos?${new URLSearchParams({ name: file.name, stage })}`,
      caption.trim() ? { [PHOTO_CAPTION_HEADER]: encodeURIComponent(caption.trim()) } : {},
      () => setCaption(''),
    );
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
      <UploadFooter state={state} texts={texts} />
    </form>
  );
}
