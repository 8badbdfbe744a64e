'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { hasAcceptedExtension, INQUIRY_FILES } from '@/lib/uploads';
import { useFieldErrorText } from '@/components/ui/use-field-error-text';
import type { DraftFile } from './consult-draft';
import { uploadFile, type Upload } from './upload-file';

/*
 * The files of a consultation request: each picked or dropped file is checked at once (size, an
 * accepted extension, at most 5) and uploaded on its own with its progress; the request then sends
 * the handles of the uploaded ones. The server decides by the bytes: a file it refuses shows the
 * server's message. Removing a file stops its upload.
 */

export type FileStatus = 'uploading' | 'done' | 'error';

export interface PickedFile {
  key: string;
  name: string;
  size: number;
  status: FileStatus;
  /** Bytes sent, 0 to 1. */
  progress: number;
  handle: string | null;
  error: string | null;
  /** Kept for "try again" (only where trying again may help); null otherwise. */
  file: File | null;
}

let counter = 0;
const nextKey = () => `f${++counter}`;

export function useInquiryFiles(locale: string) {
  const t = useTranslations('contact.form');
  const errorText = useFieldErrorText();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = useRef(new Map<string, Upload>());
  const count = useRef(0);
  count.current = files.length;

  const update = useCallback((key: string, patch: Partial<PickedFile>) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const upload = uploadFile(file, locale, (progress) => update(key, { progress }));
      uploads.current.set(key, upload);
      void upload.done.then((result) => {
        if (uploads.current.get(key) !== upload) return; // removed (or retried) meanwhile
        uploads.current.delete(key);
        if (result.ok) update(key, { status: 'done', progress: 1, handle: result.file.handle, name: result.file.name });
        else update(key, { status: 'error', error: result.message ?? t('fileFailed'), ...(result.retryable ? {} : { file: null }) });
      });
    },
    [locale, t, update],
  );

  const add = useCallback(
    (picked: FileList | readonly File[]) => {
      const incoming = Array.from(picked);
      if (incoming.length === 0) return;
      const room = INQUIRY_FILES.maxFiles - count.current;
      setNotice(incoming.length > room ? errorText({ key: 'tooManyFiles', values: { max: INQUIRY_FILES.maxFiles } }) : null);
      const taken = incoming.slice(0, Math.max(0, room)).map((file): PickedFile => {
        const base = { key: nextKey(), name: file.name, size: file.size, progress: 0, handle: null, file };
        if (file.size > INQUIRY_FILES.maxBytes) {
          return { ...base, status: 'error', error: errorText({ key: 'fileTooLarge', values: { mb: INQUIRY_FILES.maxBytes / 1024 / 1024 } }), file: null };
        }
        if (!hasAcceptedExtension(file.name)) return { ...base, status: 'error', error: errorText({ key: 'fileType' }), file: null };
        return { ...base, status: 'uploading', error: null };
      });
      count.current += taken.length;
      setFiles((list) => [...list, ...taken]);
      for (const item of taken) if (item.status === 'uploading' && item.file) start(item.key, item.file);
    },
    [errorText, start],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setNotice(null);
    setFiles((list) => list.filter((f) => f.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = files.find((f) => f.key === key);
      if (!item?.file) return;
      update(key, { status: 'uploading', progress: 0, error: null });
      start(key, item.file);
    },
    [files, start, update],
  );

  const clear = useCallback(() => {
    for (const upload of uploads.current.values()) upload.abort();
    uploads.current.clear();
    setNotice(null);
    setFiles([]);
  }, []);

  /** Files of a saved draft: already uploaded, their handles still valid for a day. */
  const restore = useCallback((saved: readonly DraftFile[]) => {
    setFiles(
      saved.slice(0, INQUIRY_FILES.maxFiles).map((f) => ({ key: nextKey(), name: f.name, size: f.size, status: 'done', progress: 1, handle: f.handle, error: null, file: null })),
    );
  }, []);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
    };
  }, []);

  const uploaded = useMemo(() => files.filter((f) => f.status === 'done' && f.handle), [files]);
  const saved = useMemo(() => uploaded.map((f): DraftFile => ({ handle: f.handle!, name: f.name, size: f.size })), [uploaded]);
  return {
    files,
    notice,
    add,
    remove,
    retry,
    clear,
    restore,
    /** The handles to send, in the order the files were added. */
    handles: uploaded.map((f) => f.handle!),
    /** What the draft keeps. */
    saved,
    busy: files.some((f) => f.status === 'uploading'),
    failed: files.some((f) => f.status === 'error'),
  };
}

export type InquiryFiles = ReturnType<typeof useInquiryFiles>;
