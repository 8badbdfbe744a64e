'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { API } from '@/lib/config';

export type UploadState = { kind: 'idle' | 'saved' } | { kind: 'busy'; percent: number } | { kind: 'failed'; message: string };

/**
 * One back-office file upload with progress: the file picked in `input` streamed as the body of a
 * POST (XMLHttpRequest, for the progress of the bytes sent), extra facts in the path's query and
 * in `headers`. A missing or too large file is refused before sending; the server's refusal
 * (its message and field messages) is shown as it is. On success the input is cleared, `onSaved`
 * runs and the page's server data is refreshed.
 */
export function useStreamedUpload({ locale, maxBytes, texts }: { locale: string; maxBytes: number; texts: { chooseFile: string; tooLarge: string } }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  /** Sends the picked file to `${API.prefix}${path(file)}`. */
  function send(path: (file: File) => string, headers: Record<string, string>, onSaved: () => void) {
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'failed', message: texts.chooseFile });
    if (file.size > maxBytes) return setState({ kind: 'failed', message: texts.tooLarge });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API.base}${API.prefix}${path(file)}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', locale);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
        onSaved();
        if (input.current) input.current.value = '';
        router.refresh();
      } else setState({ kind: 'failed', message });
    };
    xhr.onerror = () => setState({ kind: 'failed', message: xhr.statusText || 'Network error' });
    setState({ kind: 'busy', percent: 0 });
    xhr.send(file);
  }

  return { input, state, send };
}
