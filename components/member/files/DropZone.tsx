'use client';

import { useId, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { acceptList, MEMBER_FILES, MEMBER_KINDS } from '@/lib/uploads';
import { StrokePath } from '@/components/ui/StrokePath';
import styles from './Files.module.css';

/** "Choose files" (the native input, hidden but focusable) inside a drop zone; several files at once. */
export default function DropZone({ onFiles, compact = false, disabled = false }: { onFiles: (files: FileList) => void; compact?: boolean; disabled?: boolean }) {
  const t = useTranslations('member.files');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer?.files?.length) onFiles(event.dataTransfer.files);
  };
  return (
    <div
      className={`${styles.drop} ${compact ? styles.dropCompact : ''} ${dragging ? styles.dropActive : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="file-drop"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.dropIcon}>
        <StrokePath d="M12 15.5V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" width="1.8" cap="round" join="round" />
      </svg>
      <div className={styles.dropBody}>
        <p className={styles.dropText}>
          <span>{t('drop')}</span>{' '}
          <input
            id={id}
            type="file"
            multiple
            accept={acceptList(MEMBER_KINDS)}
            className={styles.fileInput}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              if (event.target.files?.length) onFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <label htmlFor={id} className={`button ${compact ? 'button--ghost' : ''} ${styles.chooseButton}`}>
            {t('choose')}
          </label>
        </p>
        <p id={`${id}-hint`} className={styles.dropHint}>
          {t('hint', { mb: MEMBER_FILES.maxBytes / 1024 / 1024 })}
        </p>
      </div>
    </div>
  );
}
