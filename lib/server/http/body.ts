import 'server-only';
import { HTTP } from '@/lib/config';
import { hasForbiddenCharacters } from '@/lib/validation/kit';
import { ApiProblem, badRequest } from '@/lib/server/problems';

/*
 * The one body reader of the API: a JSON object, a urlencoded form or a multipart form (text
 * fields), read while counting bytes (a body over the limit is refused with 413 as soon as it
 * passes it, never buffered whole), decoded as strict UTF-8, with NUL and broken Unicode refused.
 * Every failure is a 4xx ApiProblem.
 */

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

export type BodyFields = Record<string, unknown>;

function tooLarge(maxBytes: number) {
  return new ApiProblem(413, 'payloadTooLarge', { values: { kb: Math.floor(maxBytes / 1024) } });
}

/** How far over its limit a declared body is still read (and dropped) before the 413 is sent. */
const OVERSIZE_DRAIN_BYTES = 16 * 1024 * 1024;

/** Reads and drops a body, at most `cap` bytes (the client going away ends it early). */
export async function dropBody(request: Request, cap: number): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    while (read <= cap) {
      const step = await reader.read();
      if (step.done) return;
      read += step.value.byteLength;
    }
  } catch {
    /* the client went away */
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The body's chunks as they stream in, counted: `tooLargeProblem` is thrown (and the rest is not
 * read) the moment the count passes `maxBytes`, or at once when a declared Content-Length does.
 * The one limited reader of request bodies (forms and JSON here, uploads in lib/server/files).
 */
export async function* limitedChunks(request: Request, maxBytes: number, tooLargeProblem: () => ApiProblem): AsyncGenerator<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    // A body only a little over the limit (a 51 MB file for 50) is read and dropped first: an
    // answer sent while the client is still writing can reach it as a broken pipe instead of the
    // 413 and its message. A body far over it is refused at once, unread.
    if (Number(declared) <= maxBytes + Math.min(maxBytes, OVERSIZE_DRAIN_BYTES)) await dropBody(request, Number(declared));
    throw tooLargeProblem();
  }
  if (!request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      // The client went away or sent a broken stream (a bad chunked encoding).
      throw badRequest('badBody');
    }
    if (step.done) return;
    size += step.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeProblem();
    }
    yield step.value;
  }
}

/** The body's bytes, refusing it (413) the moment it passes `maxBytes`; the rest is not read. */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of limitedChunks(request, maxBytes, () => tooLarge(maxBytes))) {
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeText(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw badRequest('badEncoding');
  }
}

/** Every string in a parsed value (keys too), for the NUL and Unicode check. */
function checkStrings(value: unknown, depth = 0): void {
  if (depth > 32) throw badRequest('badJson');
  if (typeof value === 'string') {
    if (hasForbiddenCharacters(value)) throw badRequest('badEncoding');
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) checkStrings(item, depth + 1);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkStrings(key, depth + 1);
      checkStrings(item, depth + 1);
    }
  }
}

/** `a=1&b=x+y`: the first value of each name; a malformed percent-escape is refused, not replaced. */
export function parseUrlEncoded(text: string): Record<string, string> {
  // No prototype: a field may be called `constructor` or `__proto__` like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw badRequest('badEncoding');
    }
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<Record<string, string>> {
  // These routes take text fields only, so the whole body must be text; files go to the upload route.
  decodeText(bytes);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('badForm');
  }
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') || '').split(';')[0].trim().toLowerCase();
}

/**
 * The request's fields. A body must say what it is (JSON or a form): no Content-Type, or another
 * one, is 415, so a cross-site `text/plain` post never reaches a service.
 */
export async function readBody(request: Request, { maxBytes = HTTP.maxBodyBytes }: { maxBytes?: number } = {}): Promise<BodyFields> {
  const type = mediaType(request);
  if (type !== JSON_TYPE && type !== FORM_TYPE && type !== MULTIPART_TYPE) throw new ApiProblem(415, 'unsupportedType');
  const bytes = await readLimitedBytes(request, maxBytes);
  let fields: BodyFields;
  if (type === JSON_TYPE) {
    const text = decodeText(bytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('badJson');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('badJson');
    fields = parsed as BodyFields;
  } else if (type === FORM_TYPE) {
    fields = parseUrlEncoded(decodeText(bytes));
  } else {
    fields = await parseMultipart(bytes, request.headers.get('content-type') ?? '');
  }
  checkStrings(fields);
  return fields;
}
