import type { ReplyEnvelope, UploadedFile } from '@/lib/api/contract';
import { API } from '@/lib/client-config';

/*
 * One file's upload to POST /consult/files with XMLHttpRequest, the one browser API that reports
 * the bytes sent (fetch has no upload progress). The body is the file itself (streamed by the
 * browser), the name goes in the query; the answer is the usual envelope.
 */

/** A refusal is `retryable` when trying again may help (the network, the hour's limit, the server), not for the file itself. */
export type UploadResult = { ok: true; file: UploadedFile } | { ok: false; message: string | null; retryable: boolean };

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

export interface Upload {
  done: Promise<UploadResult>;
  abort(): void;
}

/** What the server said went wrong with the file (its field message, else the envelope's), or null. */
function refusal(text: string): string | null {
  try {
    const body = JSON.parse(text) as ReplyEnvelope<{ errors?: Record<string, string> } | null>;
    return body.result?.errors?.file ?? body.result?.errors?.[''] ?? (body.message || null);
  } catch {
    return null;
  }
}

export function uploadFile(file: File, locale: string, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    xhr.open('POST', `${API.base}${API.prefix}/consult/files?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve({ ok: true, file: (JSON.parse(xhr.responseText) as ReplyEnvelope<UploadedFile>).result });
          return;
        } catch {
          /* an answer that is not ours: a failure below */
        }
      }
      resolve({ ok: false, message: refusal(xhr.responseText), retryable: retryable(xhr.status) });
    };
    xhr.onerror = () => resolve({ ok: false, message: null, retryable: true });
    xhr.onabort = () => resolve({ ok: false, message: null, retryable: false });
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
