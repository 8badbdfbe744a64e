/**
 * Browser storage helpers: every key carries a prefix made from the app short name and
 * version, every value is stored as `{ value, time, expire }`, local entries expire after
 * STORAGE.localTtlSeconds, session entries last until the tab is closed. Optional AES-CBC encryption
 * (off by default: STORAGE.encrypt). Safe to import on the server: there every read gives the
 * fallback and every write is a no-op.
 */
// The single modules keep the bundle small; 'aes' loads 'cipher-core', which adds mode.CBC to the core object.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { APP, STORAGE } from '@/lib/client-config';

export type StorageKind = 'local' | 'session';

/** AES-128 key and IV: exactly STORAGE.keyLength (16) single-byte characters each. */
export interface StorageCipher {
  key: string;
  iv: string;
}

export interface StorageOptions {
  kind: StorageKind;
  /** Put before every key. Default: storagePrefix() (from APP.shortName and APP.version). */
  prefix?: string;
  /**
   * Lifetime of an entry in seconds when set() is given none; null: never expires.
   * Default: STORAGE.localTtlSeconds for 'local', null for 'session' (it ends with the tab).
   */
  ttlSeconds?: number | null;
  /** Encrypt what is stored. Omitted or null: plain JSON. */
  encryption?: StorageCipher | null;
}

/** What one key holds (before encryption). `time` and `expire` are epoch milliseconds. */
export interface StoredEntry<T = unknown> {
  value: T;
  time: number;
  expire: number | null;
}

export interface AppStorage {
  readonly kind: StorageKind;
  readonly prefix: string;
  /**
   * The value, or the fallback when the key is missing, expired (the entry is then removed), unreadable
   * (corrupt JSON, failed decryption) or when there is no browser storage. The value is not validated:
   * `T` is the caller's claim about what it stored.
   */
  get<T>(key: string): T | undefined;
  get<T>(key: string, fallback: T): T;
  /**
   * Stores the value (it must survive JSON.stringify). ttlSeconds overrides the store's lifetime;
   * null: never expires. Returns false when nothing was written (server, storage disabled or full).
   */
  set(key: string, value: unknown, ttlSeconds?: number | null): boolean;
  remove(key: string): void;
  /** Removes only the keys under this store's prefix. */
  clear(): void;
}

/** The short name may contain only letters and underscores (it becomes the key prefix). */
const SHORT_NAME_PATTERN = /^[A-Za-z_]+$/;
/** AES-128 with a UTF-8 parsed key: one byte per character, so printable ASCII only. */
const CIPHER_PART_PATTERN = /^[\x20-\x7e]*$/;

/** Throws when the short name breaks that rule, so a misconfiguration fails at load (and in tests). */
export function assertShortName(shortName: string): void {
  if (typeof shortName !== 'string' || !SHORT_NAME_PATTERN.test(shortName)) {
    throw new Error(`Invalid app short name ${JSON.stringify(shortName)}: it may contain only letters and underscores. ` + 'Fix APP.shortName in lib/config.ts.');
  }
}

/** `case_site__1.0.0__`: the short name (validated) and the app version, so a new version starts afresh. */
export function storagePrefix(shortName: string = APP.shortName, version: string = APP.version): string {
  assertShortName(shortName);
  return `${shortName}__${version}__`;
}

/** Throws unless key and IV are each exactly STORAGE.keyLength printable ASCII characters (16: AES-128). */
export function assertCipher(cipher: StorageCipher): void {
  for (const part of ['key', 'iv'] as const) {
    const text: unknown = cipher?.[part];
    if (typeof text !== 'string' || text.length !== STORAGE.keyLength) {
      throw new Error(`Storage encryption ${part} must be exactly ${STORAGE.keyLength} characters` + ` (got ${typeof text === 'string' ? text.length : typeof text}).`);
    }
    if (!CIPHER_PART_PATTERN.test(text)) {
      throw new Error(`Storage encryption ${part} must use printable ASCII characters only (one byte each).`);
    }
  }
}

function assertTtl(ttlSeconds: number | null | undefined): void {
  if (ttlSeconds === null || ttlSeconds === undefined) return;
  if (typeof ttlSeconds !== 'number' || !Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`Storage ttlSeconds must be a positive number of seconds or null (got ${String(ttlSeconds)}).`);
  }
}

interface Codec {
  encode(plain: string): string;
  /** null when the text cannot be decoded. */
  decode(stored: string): string | null;
}

const PLAIN: Codec = { encode: (plain) => plain, decode: (stored) => stored };

/** AES-CBC, PKCS7 padding; the stored text is the base64 ciphertext. */
function aesCodec(cipher: StorageCipher): Codec {
  assertCipher(cipher);
  const key = Utf8.parse(cipher.key);
  const options = { iv: Utf8.parse(cipher.iv), mode: CryptoJS.mode.CBC, padding: Pkcs7 };
  return {
    encode: (plain) => AES.encrypt(plain, key, options).toString(),
    decode: (stored) => {
      try {
        // A wrong key gives either a throw (malformed UTF-8) or an empty string.
        const plain = AES.decrypt(stored, key, options).toString(Utf8);
        return plain === '' ? null : plain;
      } catch {
        return null;
      }
    },
  };
}

/** The browser's Storage, or null on the server and where access throws (storage disabled, sandboxed frames). */
function browserStorage(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function isStoredEntry(data: unknown): data is StoredEntry {
  if (typeof data !== 'object' || data === null || !('time' in data) || !('expire' in data)) return false;
  const { time, expire } = data as { time: unknown; expire: unknown };
  return typeof time === 'number' && (expire === null || typeof expire === 'number');
}

export function createStorage(options: StorageOptions): AppStorage {
  const { kind } = options;
  if (kind !== 'local' && kind !== 'session') throw new Error(`Unknown storage kind ${JSON.stringify(kind)}.`);
  const prefix = options.prefix ?? storagePrefix();
  const defaultTtl = options.ttlSeconds !== undefined ? options.ttlSeconds : kind === 'local' ? STORAGE.localTtlSeconds : null;
  assertTtl(defaultTtl);
  const codec = options.encryption ? aesCodec(options.encryption) : PLAIN;

  const fullKey = (key: string) => `${prefix}${key}`;

  function get<T>(key: string, fallback?: T): T | undefined {
    const storage = browserStorage(kind);
    if (!storage) return fallback;
    let stored: string | null;
    try {
      stored = storage.getItem(fullKey(key));
    } catch {
      return fallback;
    }
    if (stored === null) return fallback;
    const plain = codec.decode(stored);
    if (plain === null) return fallback;
    let data: unknown;
    try {
      data = JSON.parse(plain);
    } catch {
      return fallback;
    }
    if (!isStoredEntry(data)) return fallback;
    if (data.expire !== null && Date.now() > data.expire) {
      remove(key);
      return fallback;
    }
    // A value of undefined is dropped by JSON.stringify: it reads as missing.
    return 'value' in data ? (data.value as T) : fallback;
  }

  function set(key: string, value: unknown, ttlSeconds?: number | null): boolean {
    assertTtl(ttlSeconds);
    const storage = browserStorage(kind);
    if (!storage) return false;
    const ttl = ttlSeconds !== undefined ? ttlSeconds : defaultTtl;
    const time = Date.now();
    const entry: StoredEntry = { value, time, expire: ttl === null ? null : time + ttl * 1000 };
    try {
      storage.setItem(fullKey(key), codec.encode(JSON.stringify(entry)));
      return true;
    } catch {
      // QuotaExceededError or storage disabled: a cache that cannot write just misses next time.
      return false;
    }
  }

  function remove(key: string): void {
    try {
      browserStorage(kind)?.removeItem(fullKey(key));
    } catch {
      // Storage disabled: nothing to remove.
    }
  }

  function clear(): void {
    const storage = browserStorage(kind);
    if (!storage) return;
    try {
      const ours: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index);
        if (name !== null && name.startsWith(prefix)) ours.push(name);
      }
      for (const name of ours) storage.removeItem(name);
    } catch {
      // Storage disabled: nothing to clear.
    }
  }

  return { kind, prefix, get: get as AppStorage['get'], set, remove, clear };
}

/**
 * The key and IV when STORAGE.encrypt is turned on. They would ship in the browser bundle anyway, so they
 * come from public build-time variables rather than the source; missing or wrong-sized values throw at load.
 */
function configuredCipher(): StorageCipher | null {
  if (!STORAGE.encrypt) return null;
  return { key: process.env.NEXT_PUBLIC_STORAGE_KEY ?? '', iv: process.env.NEXT_PUBLIC_STORAGE_IV ?? '' };
}

const cipher = configuredCipher();

/** localStorage, entries live STORAGE.localTtlSeconds (about 23 h 50 min). */
export const localCache: AppStorage = createStorage({ kind: 'local', encryption: cipher });

/** sessionStorage, entries last until the tab is closed. */
export const sessionCache: AppStorage = createStorage({ kind: 'session', encryption: cipher });
