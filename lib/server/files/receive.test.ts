/** @jest-environment node */
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiProblem } from '@/lib/server/problems';
import { receiveToTemp } from './receive';

/*
 * An upload that ends badly while its last chunk is still being written to the temporary file
 * (the member cancels, the connection drops, the body passes its limit): the refusal is a 4xx,
 * the temporary file is removed, and nothing escapes as an uncaught error. Before, the file's
 * stream was destroyed with a write in flight and emitted "Cannot call write after a stream was
 * destroyed" with nobody listening: the server logged an uncaughtException.
 */

jest.setTimeout(60_000);

const MB = 1024 * 1024;
const TEMP = path.join(os.tmpdir(), 'case-site-uploads');

/** A body of `chunks` chunks of `size` bytes that then fails as a dropped connection does. */
function droppedBody(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.error(new Error('aborted'));
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(7));
    },
  });
}

const upload = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/basic-api/upload?name=x.png', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** Runs `work` and collects what escaped as uncaught errors meanwhile (and for a moment after). */
async function escaped(work: () => Promise<unknown>): Promise<{ outcome: unknown; uncaught: unknown[] }> {
  const uncaught: unknown[] = [];
  const listener = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', listener);
  try {
    const outcome = await work().then(
      (value) => value,
      (error: unknown) => error,
    );
    // The stream's error, when there is one, comes once its file is closed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { outcome, uncaught };
  } finally {
    process.off('uncaughtException', listener);
  }
}

describe('receiving an upload to a temporary file', () => {
  it('ends a dropped upload with 400, removes the file, and lets nothing escape, whenever the drop comes', async () => {
    const before = new Set(await readdir(TEMP).catch(() => []));
    for (const [chunks, size] of [
      [1, 4096],
      [20, 8000],
      [3, 4 * MB],
      [0, 0],
    ] as const) {
      const { outcome, uncaught } = await escaped(() => receiveToTemp(upload(droppedBody(chunks, size)), 50 * MB));
      expect(uncaught.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
      expect(outcome).toBeInstanceOf(ApiProblem);
      expect((outcome as ApiProblem).status).toBe(400);
    }
    expect((await readdir(TEMP)).filter((name) => !before.has(name))).toEqual([]);
  });

  it('ends a body that passes its limit mid-stream with 413, the same way', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(new Uint8Array(4000).fill(1));
      },
    });
    const { outcome, uncaught } = await escaped(() => receiveToTemp(upload(endless), 20_000));
    expect(uncaught.map((e) => (e instanceof Error ? e.message : String(e)))).toEqual([]);
    expect((outcome as ApiProblem).status).toBe(413);
    // Refused the moment the count passed the limit (the stream may have one chunk queued ahead).
    expect(sent).toBeLessThanOrEqual(7);
  });

  it('keeps a whole upload, counted and hashed', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('hello '));
        controller.enqueue(new TextEncoder().encode('world'));
        controller.close();
      },
    });
    const received = await receiveToTemp(upload(body), MB);
    expect([received.bytes, received.sha256, received.head.toString()]).toEqual([11, 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9', 'hello world']);
  });
});
