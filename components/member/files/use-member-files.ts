'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api, isApiError } from '@/lib/api/client';
import type { MemberFile, MemberFileList } from '@/lib/api/contract/files';
import { hasAcceptedExtension, MEMBER_FILES, MEMBER_KINDS } from '@/lib/uploads';
import { uploadMemberFile, type MemberUpload } from './upload-member-file';

/*
 * A member's files in the browser, shared by /user/uploading and the file picker: the list (GET
 * /user/files, polled while a thumbnail is being made), the uploads running (each with the bytes
 * sent, cancel, try again), rename and delete. A file too large or of a name no kind has is
 * refused at once, before anything is sent; the server decides by the bytes (a renamed program
 * is refused with its message).
 */

export type UploadStatus = 'uploading' | 'error' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  error: string | null;
  /** Kept for "try again" where trying again may help; null otherwise. */
  file: File | null;
}

let counter = 0;
const nextKey = () => `u${++counter}`;

const POLL_MS = 1500;
const POLL_FOR_MS = 90_000;

export interface MemberFilesOptions {
  initial?: MemberFileList | null;
  /** Called with each file uploaded (the picker chooses it). */
  onUploaded?: (file: MemberFile) => void;
}

export function useMemberFiles({ initial = null, onUploaded }: MemberFilesOptions = {}) {
  const t = useTranslations('member.files');
  const locale = useLocale();
  const [data, setData] = useState<MemberFileList | null>(initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, MemberUpload>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  // Counts the changes made here (an upload done, a rename, a delete). A list asked for before one
  // of them may answer after it, without it: such an answer is dropped and the list asked again,
  // or a finished upload would vanish from the page until the next visit.
  const changes = useRef(0);
  const reload = useCallback(async (): Promise<void> => {
    try {
      for (;;) {
        const seen = changes.current;
        const list = await api.get<MemberFileList>('/user/files', { errorMessageMode: 'none', ignoreCancelToken: true });
        if (changes.current !== seen) continue;
        setData(list);
        setLoadError(null);
        return;
      }
    } catch (error) {
      if (isApiError(error)) setLoadError(error.message || t('error'));
    }
  }, [t]);

  useEffect(() => {
    if (!initial) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount: later changes come through reload()
  }, []);

  // While a thumbnail is being made, ask again now and then (for at most 90 s).
  const pending = data?.list.some((f) => f.thumb === 'pending') ?? false;
  const pollingSince = useRef<number | null>(null);
  useEffect(() => {
    if (!pending) {
      pollingSince.current = null;
      return;
    }
    pollingSince.current ??= Date.now();
    if (Date.now() - pollingSince.current > POLL_FOR_MS) return;
    const timer = window.setTimeout(() => void reload(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, data, reload]);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const upload = uploadMemberFile(file, locale, (sent) => update(key, { sent }));
      running.current.set(key, upload);
      void upload.done.then((result) => {
        if (running.current.get(key) !== upload) return;
        running.current.delete(key);
        if (result.ok) {
          changes.current += 1;
          setUploads((list) => list.filter((u) => u.key !== key));
          setData((current) =>
            current
              ? { ...current, list: [result.file, ...current.list.filter((f) => f.handle !== result.file.handle)], used_bytes: current.used_bytes + result.file.bytes }
              : current,
          );
          uploaded.current?.(result.file);
          return;
        }
        if (result.aborted) {
          update(key, { status: 'cancelled', error: t('cancelled') });
          return;
        }
        const retryable = result.status === 0 || result.status === 429 || result.status >= 500;
        update(key, { status: 'error', error: result.message ?? t('failed'), ...(retryable ? {} : { file: null }) });
      });
    },
    [locale, t, update],
  );

  const add = useCallback(
    (picked: FileList | readonly File[]) => {
      const items = Array.from(picked).map((file): UploadItem => {
        const base = { key: nextKey(), name: file.name, size: file.size, sent: 0, file };
        if (file.size > MEMBER_FILES.maxBytes) return { ...base, status: 'error', error: t('tooLarge', { mb: MEMBER_FILES.maxBytes / 1024 / 1024 }), file: null };
        if (!hasAcceptedExtension(file.name, MEMBER_KINDS)) return { ...base, status: 'error', error: t('wrongType'), file: null };
        return { ...base, status: 'uploading', error: null };
      });
      setUploads((list) => [...list, ...items]);
      for (const item of items) if (item.status === 'uploading' && item.file) start(item.key, item.file);
    },
    [start, t],
  );

  const cancel = useCallback((key: string) => running.current.get(key)?.abort(), []);

  const dismiss = useCallback((key: string) => {
    running.current.get(key)?.abort();
    running.current.delete(key);
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      setUploads((list) => {
        const item = list.find((u) => u.key === key);
        if (item?.file) queueMicrotask(() => start(key, item.file!));
        return list.map((u) => (u.key === key && u.file ? { ...u, status: 'uploading', sent: 0, error: null } : u));
      });
    },
    [start],
  );

  /** Renames a file; answers null, or the message of what went wrong (the field's, else the server's). */
  const rename = useCallback(async (handle: string, name: string): Promise<string | null> => {
    try {
      const file = await api.patch<MemberFile>(`/user/files/${handle}`, { data: { name }, errorMessageMode: 'none' });
      changes.current += 1;
      setData((current) => (current ? { ...current, list: current.list.map((f) => (f.handle === handle ? file : f)) } : current));
      return null;
    } catch (error) {
      return isApiError(error) ? (error.fieldErrors?.name ?? error.message) : String(error);
    }
  }, []);

  /** Deletes a file; answers null, or the server's reason (it is part of an order or a message). */
  const remove = useCallback(async (handle: string): Promise<string | null> => {
    try {
      await api.delete(`/user/files/${handle}`, { errorMessageMode: 'none' });
      changes.current += 1;
      setData((current) => {
        if (!current) return current;
        const gone = current.list.find((f) => f.handle === handle);
        return { ...current, list: current.list.filter((f) => f.handle !== handle), used_bytes: current.used_bytes - (gone?.bytes ?? 0) };
      });
      return null;
    } catch (error) {
      return isApiError(error) ? error.message : String(error);
    }
  }, []);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const all = running.current;
    return () => {
      for (const upload of all.values()) upload.abort();
    };
  }, []);

  return {
    data,
    loadError,
    reload,
    uploads,
    add,
    cancel,
    dismiss,
    retry,
    rename,
    remove,
    busy: uploads.some((u) => u.status === 'uploading'),
  };
}

export type MemberFiles = ReturnType<typeof useMemberFiles>;
