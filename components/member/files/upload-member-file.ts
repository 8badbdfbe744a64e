import type { ReplyEnvelope } from '@/lib/api/contract';
import type { MemberFile } from '@/lib/api/contract/files';
import { API } from '@/lib/config';

/*
 * One file's upload to POST /basic-api/upload with XMLHttpRequest, the one browser API that
 * reports the bytes sent (fetch has no upload progress). The body is the file itself (streamed by
 * the browser), its name in the query; the answer is the usual envelope.
 */

export type MemberUploadResult = { ok: true; file: MemberFile } | { ok: false; status: number; message: string | null; aborted: boolean };

export interface MemberUpload {
  done: Promise<MemberUploadResult>;
  abort(): void;
}

/** What the server said went wrong (the field message of `file`, else the envelope's message). */
function refusal(text: string): string | null {
  try {
    const body = JSON.parse(text) as ReplyEnvelope<{ errors?: Record<string, string> | null } | null>;
    return body.result?.errors?.file ?? (body.message || null);
  } catch {
    return null;
  }
}

export function uploadMemberFile(file: File, locale: string, onProgress: (sent: number, total: number) => void, purpose: 'member' | 'staff' = 'member'): MemberUpload {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = new Promise<MemberUploadResult>((resolve) => {
    const query = new URLSearchParams({ name: file.name, ...(purpose === 'staff' ? { purpose } : {}) });
    xhr.open('POST', `${API.base}${API.upload}?${query}`);
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      onProgress(event.loaded, event.lengthComputable && event.total > 0 ? event.total : file.size);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve({ ok: true, file: (JSON.parse(xhr.responseText) as ReplyEnvelope<MemberFile>).result });
          return;
        } catch {
          /* not our answer: a failure below */
        }
      }
      resolve({ ok: false, status: xhr.status, message: refusal(xhr.responseText), aborted: false });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: null, aborted: false });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: null, aborted: aborted || true });
    xhr.send(file);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}
