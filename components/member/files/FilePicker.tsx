'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { MemberFile, MemberFileList } from '@/lib/api/contract/files';
import { FileNameSize } from '@/components/ui/FileNameSize';
import DropZone from './DropZone';
import FileThumb from './FileThumb';
import UploadList from './UploadList';
import { useMemberFiles } from './use-member-files';
import styles from './Files.module.css';

/*
 * The member's artwork for a form (a design, a message): the files chosen (thumbnail, name,
 * size, remove), "Choose from my files" (a panel of the member's files to tick), and uploads on
 * the spot with their progress, each uploaded file chosen at once. Controlled: `value` is the
 * handles chosen, in order; `onChange` gets the new list. The server checks every handle
 * (ownedMemberFiles): this only offers the member's own files.
 */

export interface FilePickerProps {
  value: readonly string[];
  onChange: (handles: string[]) => void;
  /** At most this many files (default 20). */
  max?: number;
  /** Files the page already has (e.g. the design's), so their names and thumbnails show before the list loads. */
  known?: readonly MemberFile[];
  /** The member's files as the server rendered them (skips the first GET). */
  initial?: MemberFileList | null;
  /** Told whether an upload is running (a form waits for it before sending). */
  onBusyChange?: (busy: boolean) => void;
  /** A field error to show under the picker (the server's message for `files`). */
  error?: string;
  /** The visible label's id, when the form labels the group. */
  labelledBy?: string;
  disabled?: boolean;
  /** Where "Manage my files" goes (the /user/uploading page of the locale); none: not shown. */
  manageHref?: string;
}

export default function FilePicker({ value, onChange, max = 20, known = [], initial = null, onBusyChange, error, labelledBy, disabled = false, manageHref }: FilePickerProps) {
  const t = useTranslations('member.files');
  const locale = useLocale();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const onUploaded = useCallback(
    (file: MemberFile) => {
      const current = valueRef.current;
      if (!current.includes(file.handle) && current.length < max) {
        const next = [...current, file.handle];
        valueRef.current = next;
        onChangeRef.current(next);
      }
    },
    [max],
  );
  const files = useMemberFiles({ initial, onUploaded });
  const busyRef = useRef(onBusyChange);
  busyRef.current = onBusyChange;
  useEffect(() => busyRef.current?.(files.busy), [files.busy]);

  const byHandle = useMemo(() => {
    const map = new Map<string, MemberFile>();
    for (const f of known) map.set(f.handle, f);
    for (const f of files.data?.list ?? []) map.set(f.handle, f);
    return map;
  }, [known, files.data]);
  const chosen = value.map((h) => byHandle.get(h)).filter((f): f is MemberFile => !!f);
  const full = value.length >= max;

  const toggle = (handle: string) => {
    if (value.includes(handle)) onChange(value.filter((h) => h !== handle));
    else if (!full) onChange([...value, handle]);
  };

  return (
    <div className={styles.picker} role="group" aria-labelledby={labelledBy} data-testid="file-picker">
      {chosen.length > 0 ? (
        <ul className={styles.chosen}>
          {chosen.map((file) => (
            <li key={file.handle} className={styles.chosenItem}>
              <FileThumb file={file} size="small" pendingLabel={t('thumbPending')} />
              <span className={styles.chosenText}>
                <FileNameSize name={file.name} bytes={file.bytes} locale={locale} nameClass={styles.chosenName} sizeClass={styles.muted} />
              </span>
              <button type="button" className={styles.iconButton} onClick={() => toggle(file.handle)} disabled={disabled} aria-label={t('pickerRemove', { name: file.name })}>
                <svg viewBox="0 0 20 20" aria-hidden="true">
                  <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.pickerCount} aria-live="polite">
        {t('pickerChosen', { count: value.length })}
      </p>

      <div className={styles.pickerBar}>
        <button type="button" className="button button--ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} disabled={disabled}>
          {t('pickerMine')}
        </button>
        {manageHref ? (
          <a className={styles.manageLink} href={manageHref}>
            {t('pickerManage')}
          </a>
        ) : null}
      </div>

      <div id={panelId} hidden={!open} className={styles.pickerPanel}>
        {files.loadError ? (
          <p className={styles.uploadError} role="alert">
            {files.loadError}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void files.reload()}>
              {t('reload')}
            </button>
          </p>
        ) : !files.data ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : files.data.list.length === 0 ? (
          <p className={styles.muted}>{t('pickerEmpty')}</p>
        ) : (
          <ul className={styles.pickGrid}>
            {files.data.list.map((file) => {
              const selected = value.includes(file.handle);
              return (
                <li key={file.handle}>
                  <label className={`${styles.pickCard} ${selected ? styles.pickCardOn : ''}`}>
                    <input
                      type="checkbox"
                      className={styles.pickCheck}
                      checked={selected}
                      disabled={disabled || (!selected && full)}
                      onChange={() => toggle(file.handle)}
                      aria-label={t('select', { name: file.name })}
                    />
                    <FileThumb file={file} pendingLabel={t('thumbPending')} />
                    <span className={styles.pickName} dir="auto">
                      {file.name}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.pickerPanelFoot}>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('done')}
          </button>
        </div>
      </div>

      <DropZone compact onFiles={files.add} disabled={disabled || full} />
      <UploadList files={files} />
      {error ? (
        <p className={styles.uploadError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
