import 'server-only';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Storage, s3SettingsFromEnv } from './s3-storage';
import { checkKey, type FileStorage, type StoredObject } from './storage-interface';

/*
 * Where uploaded files live. One interface; the default keeps them on this machine's disk under
 * UPLOADS_DIR (./data/uploads), which serves one instance; with S3_BUCKET, S3_ENDPOINT,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set they go to S3-compatible storage (./s3-storage.ts),
 * which serves several. Keys are relative paths made by the server (never from a client's file
 * name).
 */

export { checkKey, type FileStorage, type PutOptions, type StoredObject } from './storage-interface';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private where(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  /** Files are written for this server's user only (0600, in 0700 folders), whatever the umask. */
  async put(key: string, source: Buffer | { file: string }): Promise<void> {
    const target = this.where(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.${process.pid}.partial`;
    if (Buffer.isBuffer(source)) await writeFile(partial, source, { mode: 0o600 });
    else await copyFile(source.file, partial);
    await chmod(partial, 0o600);
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

export function uploadsDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env.UPLOADS_DIR || 'data/uploads');
}

const globalKey = Symbol.for('case-site.storage');
type Holder = { [globalKey]?: FileStorage };

/** S3-compatible storage when its four settings are there, else the local disk under UPLOADS_DIR. */
export function storageFromEnv(env: Record<string, string | undefined> = process.env): FileStorage {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? new S3Storage(s3) : new LocalDiskStorage(uploadsDirFromEnv(env));
}

/** The storage of this process. */
export function getStorage(): FileStorage {
  const holder = globalThis as Holder;
  holder[globalKey] ??= storageFromEnv();
  return holder[globalKey];
}

/** For tests: another storage (a temporary folder). */
export function setStorage(storage: FileStorage | undefined): void {
  (globalThis as Holder)[globalKey] = storage;
}
