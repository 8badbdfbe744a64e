'use client';

import { useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import { StrokePath } from '@/components/ui/StrokePath';
import { FileNameSize } from '@/components/ui/FileNameSize';
import { acceptList, INQUIRY_FILES } from '@/lib/uploads';
import type { InquiryFiles } from './use-inquiry-files';
import styles from './ContactForm.module.css';

/*
 * The request's files: a "Choose files" button (the native input, hidden but focusable) and a
 * drop zone around it, then one row per file with its size, a progress bar while it is sent, its
 * state or the reason it was refused, "try again" and "remove".
 */

interface Props {
  idBase: string;
  files: InquiryFiles;
  locale: string;
  /** A request-level error of `files` (from the server: unknown or too many). */
  error?: string;
  onChange: () => void;
}

export function FileField({ idBase, files, locale, error, onChange }: Props) {
  const t = useTranslations('contact.form');
  const [dragging, setDragging] = useState(false);
  const id = `${idBase}-files`;
  const full = files.files.length >= INQUIRY_FILES.maxFiles;
  const messageId = files.notice ? `${id}-notice` : error ? `${id}-error` : null;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer?.files?.length) {
      files.add(event.dataTransfer.files);
      onChange();
    }
  };

  return (
    <div className={`${styles.field} ${styles.full}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {t('files')}
      </span>
      <div
        className={`${styles.drop} ${dragging ? styles.dropActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          multiple
          accept={acceptList()}
          className={styles.fileInput}
          disabled={full}
          aria-describedby={[`${id}-hint`, messageId].filter(Boolean).join(' ')}
          aria-invalid={error !== undefined || files.notice !== null ? true : undefined}
          onChange={(event) => {
            if (event.target.files) files.add(event.target.files);
            // The same file can be picked again after it was removed.
            event.target.value = '';
            onChange();
          }}
        />
        <label htmlFor={id} className={`button button--ghost ${styles.fileButton}`} aria-disabled={full || undefined}>
          <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.fileButtonIcon}>
            <StrokePath d="M10 13V3m0 0L6 7m4-4 4 4M3 13v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3" width="1.8" cap="round" join="round" />
          </svg>
          {t('filesChoose')}
        </label>
        <span className={styles.dropText}>{t('filesDrop')}</span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('filesHint', { max: INQUIRY_FILES.maxFiles, mb: INQUIRY_FILES.maxBytes / 1024 / 1024 })}
      </p>
      {files.notice ? <FieldErrorText id={`${id}-notice`} text={files.notice} /> : error !== undefined ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
      {files.files.length ? (
        <ul className={styles.fileList}>
          {files.files.map((f) => {
            const percent = Math.round(f.progress * 100);
            return (
              <li key={f.key} className={styles.fileItem} data-status={f.status}>
                <div className={styles.fileHead}>
                  <FileNameSize name={f.name} bytes={f.size} locale={locale} nameClass={styles.fileName} sizeClass={styles.fileSize} />
                  <button
                    type="button"
                    className={styles.fileRemove}
                    aria-label={t('fileRemove', { name: f.name })}
                    onClick={() => {
                      files.remove(f.key);
                      onChange();
                      document.getElementById(id)?.focus();
                    }}
                  >
                    <svg viewBox="0 0 20 20" aria-hidden="true">
                      <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                </div>
                {f.status === 'uploading' ? (
                  <>
                    <progress className={styles.progress} max={100} value={percent} aria-label={f.name} />
                    {/* The bar tells assistive technology the progress; only the end is announced. */}
                    <span className={styles.fileState} aria-hidden="true">
                      {t('fileUploading', { percent })}
                    </span>
                  </>
                ) : f.status === 'done' ? (
                  <span className={`${styles.fileState} ${styles.fileDone}`} role="status">
                    {t('fileUploaded')}
                  </span>
                ) : (
                  <div className={styles.fileFoot}>
                    <FieldErrorText id={`${id}-${f.key}-error`} text={f.error ?? t('fileFailed')} />
                    {f.file ? (
                      <button type="button" className={styles.fileAction} onClick={() => files.retry(f.key)}>
                        {t('fileRetry')}
                      </button>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
