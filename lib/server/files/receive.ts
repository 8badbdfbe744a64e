import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { limitedChunks } from '@/lib/server/http/body';
import { ApiProblem, badRequest, InvalidInput } from '@/lib/server/problems';

/*
 * An upload's bytes, streamed to a temporary file while they are counted and hashed: a body over
 * the limit is refused (413) the moment it passes it, and nothing is ever held whole in memory.
 */

export interface ReceivedFile {
  /** The temporary file; the caller moves it into storage or calls `discard`. */
  path: string;
  bytes: number;
  sha256: string;
  /** The first bytes, for sniffing the real type. */
  head: Buffer;
}

const HEAD_BYTES = 4100;

/** 413, with the translated field message of `file` ("The file must not be larger than … MB"). */
export function fileTooLarge(maxBytes: number): ApiProblem {
  return new InvalidInput({ file: { key: 'fileTooLarge', values: { mb: Math.floor(maxBytes / (1024 * 1024)) } } }, { status: 413 });
}

/** Resolves when `out` takes more bytes; rejects when it failed or was closed first. */
function drained(out: WriteStream): Promise<void> {
  if (out.errored) return Promise.reject(out.errored);
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain).off('error', settle).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the temporary file was closed'));
    out.once('drain', onDrain).once('error', settle).once('close', onClose);
  });
}

export async function receiveToTemp(request: Request, maxBytes: number): Promise<ReceivedFile> {
  if (!request.body) throw badRequest('badBody');
  return chunksToTemp(limitedChunks(request, maxBytes, () => fileTooLarge(maxBytes)));
}

/** Streams `chunks` (already limited in size by the caller) to a temporary file, counted and hashed. */
export async function chunksToTemp(chunks: AsyncIterable<Uint8Array>): Promise<ReceivedFile> {
  const dir = path.join(os.tmpdir(), 'case-site-uploads');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomBytes(16).toString('hex'));
  const out = createWriteStream(file, { mode: 0o600 });
  // The file's stream reports its errors here for its whole life: one destroyed while a write is
  // still in flight (the client went away, the body passed its limit) emits "Cannot call write
  // after a stream was destroyed" once its file is closed, and with nobody listening that was an
  // uncaught exception of the server. Every failure is seen where it matters (drained, finished).
  out.on('error', () => undefined);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let bytes = 0;
  try {
    for await (const piece of chunks) {
      const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      bytes += chunk.byteLength;
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.byteLength, HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) await drained(out);
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    // Removed once its descriptor is closed (a write may still be in flight).
    await finished(out).catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, bytes, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

export async function discard(received: ReceivedFile): Promise<void> {
  await rm(received.path, { force: true });
}
