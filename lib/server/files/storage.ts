import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/*
 * Where uploaded files live. One interface; the default keeps them on this machine's disk under
 * UPLOADS_DIR (./data/uploads), which serves one instance. Keys are relative paths made by the
 * server (never from a client's file name).
 */

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  /** Stores bytes, or moves a temporary file in, under `key`. */
  put(key: string, source: Buffer | { file: string }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('//') || key.split('/').some((part) => part === '' || part === '..')) {
    throw new Error(`bad storage key ${JSON.stringify(key)}`);
  }
  return key;
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private where(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, source: Buffer | { file: string }): Promise<void> {
    const target = this.where(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    if (Buffer.isBuffer(source)) await writeFile(partial, source);
    else await copyFile(source.file, partial);
    await rename(partial, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.where(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.where(key), { force: true });
  }
}

export function uploadsDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env.UPLOADS_DIR || 'data/uploads');
}

const globalKey = Symbol.for('case-site.storage');
type Holder = { [globalKey]?: FileStorage };

/** The storage of this process (local disk under UPLOADS_DIR). */
export function getStorage(): FileStorage {
  const holder = globalThis as Holder;
  holder[globalKey] ??= new LocalDiskStorage(uploadsDirFromEnv());
  return holder[globalKey];
}

/** For tests: another storage (a temporary folder). */
export function setStorage(storage: FileStorage | undefined): void {
  (globalThis as Holder)[globalKey] = storage;
}
