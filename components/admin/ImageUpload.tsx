'use client';

import { useRef, useState } from 'react';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Picks a PNG, JPEG or WebP picture (or what `accept` lists) and sends it as the request body to
 * `action` (a back-office route that streams, sniffs and stores it), with its name as `?name=` when
 * `sendName` (a document keeps the name it was given); the server's refusal (not a picture, too
 * large) is shown under the button.
 */
export default function ImageUpload<T = UploadedImage>({
  action,
  label,
  busyLabel,
  onUploaded,
  accept = 'image/png,image/jpeg,image/webp',
  sendName = false,
}: {
  action: string;
  label: string;
  busyLabel: string;
  onUploaded: (result: T) => void;
  accept?: string;
  sendName?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function send(file: File) {
    setBusy(true);
    setProblem('');
    try {
      const result = await api.post<T>(action, {
        data: file,
        params: sendName ? { name: file.name } : undefined,
        errorMessageMode: 'none',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      onUploaded(result);
    } catch (error) {
      if (isApiCancelled(error)) return;
      const fields = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).join(' ') : '';
      setProblem(fields || (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      <label className="button button--ghost" aria-busy={busy}>
        {busy ? busyLabel : label}
        <input
          ref={input}
          type="file"
          accept={accept}
          className="visually-hidden"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </label>
      {problem ? (
        <p role="alert" style={{ color: 'var(--color-danger, #b42318)', margin: '6px 0 0' }}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
