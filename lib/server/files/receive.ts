import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

export async function receiveToTemp(request: Request, maxBytes: number): Promise<ReceivedFile> {
  if (!request.body) throw badRequest('badBody');
  const dir = path.join(os.tmpdir(), 'case-site-uploads');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomBytes(16).toString('hex'));
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let bytes = 0;
  try {
    for await (const piece of limitedChunks(request, maxBytes, () => fileTooLarge(maxBytes))) {
      const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      bytes += chunk.byteLength;
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.byteLength, HEAD_BYTES - headSize);
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, bytes, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

export async function discard(received: ReceivedFile): Promise<void> {
  await rm(received.path, { force: true });
}
