import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from '@/lib/server/files/s3-storage';
import { startS3TestServer } from '@/lib/server/files/s3-test-server';
import { LocalDiskStorage, type FileStorage } from '@/lib/server/files/storage';

/*
 * What the tests of uploaded files share (lib/server/files/*.test.ts): the two storages a site keeps
 * files in, an upload as the browser sends it, and a download read whole. Test code only.
 */

export interface TestStorage {
  name: string;
  /** A fresh, empty storage, and how to remove it. */
  make(): Promise<{ storage: FileStorage; close: () => Promise<void> }>;
}

/** The local disk (a temporary folder named after `folder`) and S3 (an s3rver of the test's own). */
export function testStorages(folder: string): TestStorage[] {
  return [
    {
      name: 'the local disk',
      make: async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), `${folder}-`));
        return { storage: new LocalDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
      },
    },
    {
      name: 'S3 (s3rver)',
      make: async () => {
        const server = await startS3TestServer();
        return { storage: new S3Storage(server.settings), close: () => server.close() };
      },
    },
  ];
}

/** A file's bytes POSTed to `route` (a path of the site, e.g. /basic-api/upload) under `name`, with their length. */
export function uploadRequest(route: string, bytes: Buffer, name: string): Request {
  return new Request(`http://localhost${route}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-length': String(bytes.length), 'content-type': 'application/octet-stream' },
  });
}

/** A stream read to its end. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(Buffer.from(value));
  }
}
