import 'server-only';

/*
 * What every storage of uploaded files offers (the local disk in ./storage.ts, S3-compatible
 * storage in ./s3-storage.ts), and the rule for the keys they are given: a module of its own, so
 * the two storages and the choice between them do not import one another in a circle.
 */

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface PutOptions {
  /** The type to keep with the object (S3); the local disk keeps none. */
  contentType?: string;
}

export interface FileStorage {
  /** Stores bytes, or a temporary file's bytes (the caller removes the file), under `key`. */
  put(key: string, source: Buffer | { file: string }, options?: PutOptions): Promise<void>;
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
