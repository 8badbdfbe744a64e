import { createCipheriv } from 'node:crypto';
import { APP, STORAGE } from '@/lib/config';
import { assertCipher, assertShortName, createStorage, localCache, sessionCache, storagePrefix, type StoredEntry } from './storage';

const PREFIX = `${APP.shortName}__${APP.version}__`;
const KEY = 'abcdefghijklmnop';
const IV = 'ponmlkjihgfedcba';
const START = new Date('2025-03-01T08:00:00Z').getTime();

function readRaw(storage: Storage, key: string): StoredEntry {
  const raw = storage.getItem(key);
  if (raw === null) throw new Error(`nothing stored under ${key}`);
  return JSON.parse(raw) as StoredEntry;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: START });
});
afterEach(() => jest.useRealTimers());

describe('key prefix and the short name', () => {
  it('builds the prefix from the short name and the version', () => {
    expect(storagePrefix()).toBe(PREFIX);
    expect(storagePrefix('Shop_Name', '2.1.0')).toBe('Shop_Name__2.1.0__');
    expect(localCache.prefix).toBe(PREFIX);
    expect(sessionCache.prefix).toBe(PREFIX);
  });

  it('stores every key under the prefix as { value, time, expire }', () => {
    localCache.set('token', 'abc');
    expect(localStorage.getItem('token')).toBeNull();
    expect(readRaw(localStorage, `${PREFIX}token`)).toEqual({
      value: 'abc',
      time: START,
      expire: START + STORAGE.localTtlSeconds * 1000,
    });
    expect(localCache.get('token')).toBe('abc');
  });

  it('accepts letters and underscores only', () => {
    expect(() => assertShortName('case_site')).not.toThrow();
    expect(() => assertShortName('CaseSite')).not.toThrow();
    for (const bad of ['case-site', 'case site', 'case1', '', 'käse', 'case.site']) {
      expect(() => assertShortName(bad)).toThrow(/letters and underscores/);
      expect(() => storagePrefix(bad)).toThrow(/letters and underscores/);
    }
  });

  it('fails loudly at load when the configured short name is wrong', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/client-config', () => ({ ...jest.requireActual('@/lib/client-config'), APP: { shortName: 'case-site', version: '1.0.0' } }));
      expect(() => require('./storage')).toThrow(/Invalid app short name "case-site"/);
    });
    jest.dontMock('@/lib/client-config');
  });

  it('takes a custom prefix', () => {
    const store = createStorage({ kind: 'local', prefix: 'other__' });
    store.set('a', 1);
    expect(localStorage.getItem('other__a')).not.toBeNull();
    expect(localCache.get('a')).toBeUndefined();
  });
});

describe('lifetime', () => {
  it('keeps a local entry STORAGE.localTtlSeconds, then reads the fallback and removes it', () => {
    localCache.set('user', { id: 7 });
    jest.advanceTimersByTime(STORAGE.localTtlSeconds * 1000);
    expect(localCache.get('user', null)).toEqual({ id: 7 });

    jest.advanceTimersByTime(1);
    expect(localCache.get('user', null)).toBeNull();
    expect(localStorage.getItem(`${PREFIX}user`)).toBeNull();
  });

  it('about 23 h 50 min', () => {
    expect(STORAGE.localTtlSeconds).toBe((1440 - 10) * 60);
    localCache.set('k', 'v');
    jest.setSystemTime(START + (23 * 60 + 49) * 60 * 1000);
    expect(localCache.get('k')).toBe('v');
    jest.setSystemTime(START + (23 * 60 + 51) * 60 * 1000);
    expect(localCache.get('k')).toBeUndefined();
  });

  it('lets set() override the lifetime, and null means never', () => {
    localCache.set('short', 1, 10);
    localCache.set('forever', 2, null);
    expect(readRaw(localStorage, `${PREFIX}forever`).expire).toBeNull();

    jest.advanceTimersByTime(10_001);
    expect(localCache.get('short', 0)).toBe(0);
    jest.setSystemTime(START + 365 * 24 * 3600 * 1000);
    expect(localCache.get('forever', 0)).toBe(2);
  });

  it('takes a store-wide lifetime', () => {
    const store = createStorage({ kind: 'local', ttlSeconds: 60 });
    store.set('x', 'y');
    jest.advanceTimersByTime(60_001);
    expect(store.get('x', 'gone')).toBe('gone');
  });

  it('rejects a lifetime that is not a positive number', () => {
    expect(() => createStorage({ kind: 'local', ttlSeconds: 0 })).toThrow(RangeError);
    expect(() => localCache.set('x', 1, -5)).toThrow(RangeError);
    expect(() => localCache.set('x', 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('session and local', () => {
  it('writes session entries to sessionStorage without expiry', () => {
    sessionCache.set('draft', 'text');
    expect(localStorage.length).toBe(0);
    expect(readRaw(sessionStorage, `${PREFIX}draft`)).toEqual({ value: 'text', time: START, expire: null });

    jest.setSystemTime(START + 30 * 24 * 3600 * 1000);
    expect(sessionCache.get('draft')).toBe('text');
    expect(localCache.get('draft')).toBeUndefined();
  });

  it('keeps the two stores apart', () => {
    localCache.set('same', 'local');
    sessionCache.set('same', 'session');
    expect(localCache.get('same')).toBe('local');
    expect(sessionCache.get('same')).toBe('session');
    sessionCache.remove('same');
    expect(sessionCache.get('same')).toBeUndefined();
    expect(localCache.get('same')).toBe('local');
  });
});

describe('get, remove and clear', () => {
  it('returns the fallback for a missing key, and keeps falsy values', () => {
    expect(localCache.get('missing')).toBeUndefined();
    expect(localCache.get('missing', 'x')).toBe('x');
    localCache.set('zero', 0);
    localCache.set('empty', '');
    localCache.set('no', false);
    localCache.set('nothing', null);
    expect(localCache.get('zero', 1)).toBe(0);
    expect(localCache.get('empty', 'x')).toBe('');
    expect(localCache.get('no', true)).toBe(false);
    expect(localCache.get('nothing', 'x')).toBeNull();
  });

  it('clear() removes only our prefixed keys', () => {
    localStorage.setItem('foreign', '1');
    localStorage.setItem('other_app__1.0.0__token', '2');
    localCache.set('a', 1);
    localCache.set('b', 2);
    sessionCache.set('c', 3);

    localCache.clear();

    expect(localCache.get('a')).toBeUndefined();
    expect(localCache.get('b')).toBeUndefined();
    expect(localStorage.getItem('foreign')).toBe('1');
    expect(localStorage.getItem('other_app__1.0.0__token')).toBe('2');
    expect(sessionCache.get('c')).toBe(3);
  });

  it('reads corrupt or foreign JSON as the fallback', () => {
    localStorage.setItem(`${PREFIX}broken`, '{"value": 1, "time":');
    localStorage.setItem(`${PREFIX}bare`, '"just a string"');
    localStorage.setItem(`${PREFIX}shape`, JSON.stringify({ value: 1, time: 'yesterday', expire: null }));
    expect(localCache.get('broken', 'fb')).toBe('fb');
    expect(localCache.get('bare', 'fb')).toBe('fb');
    expect(localCache.get('shape', 'fb')).toBe('fb');
  });

  it('reports a write that the browser refuses', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(localCache.set('big', 'x')).toBe(false);
    setItem.mockRestore();
    expect(localCache.set('big', 'x')).toBe(true);
  });
});

describe('encryption', () => {
  const encrypted = () => createStorage({ kind: 'local', encryption: { key: KEY, iv: IV } });

  it('is off for the ready instances', () => {
    expect(STORAGE.encrypt).toBe(false);
    localCache.set('plain', 'visible');
    expect(localStorage.getItem(`${PREFIX}plain`)).toContain('visible');
  });

  it('round-trips, storing AES-128-CBC / PKCS7 base64', () => {
    const store = encrypted();
    store.set('secret', { token: 'abc' });
    const stored = localStorage.getItem(`${PREFIX}secret`) ?? '';
    expect(stored).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(stored).not.toContain('abc');
    expect(store.get('secret')).toEqual({ token: 'abc' });

    // The same bytes as Node's own AES-128-CBC (PKCS7 is its default padding).
    const plain = JSON.stringify({ value: { token: 'abc' }, time: START, expire: START + STORAGE.localTtlSeconds * 1000 });
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(KEY, 'utf8'), Buffer.from(IV, 'utf8'));
    expect(stored).toBe(Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64'));
  });

  it('still expires encrypted entries', () => {
    const store = encrypted();
    store.set('t', 1, 5);
    jest.advanceTimersByTime(5001);
    expect(store.get('t', 0)).toBe(0);
    expect(localStorage.getItem(`${PREFIX}t`)).toBeNull();
  });

  it('reads what fails to decrypt as the fallback', () => {
    encrypted().set('secret', 'value');
    const wrongKey = createStorage({ kind: 'local', encryption: { key: 'ABCDEFGHIJKLMNOP', iv: IV } });
    expect(wrongKey.get('secret', 'fb')).toBe('fb');

    localStorage.setItem(`${PREFIX}garbage`, 'not base64 at all!');
    expect(encrypted().get('garbage', 'fb')).toBe('fb');
    localStorage.setItem(`${PREFIX}plainjson`, JSON.stringify({ value: 1, time: START, expire: null }));
    expect(encrypted().get('plainjson', 'fb')).toBe('fb');
  });

  it('needs a key and an IV of exactly 16 characters', () => {
    expect(STORAGE.keyLength).toBe(16);
    expect(() => assertCipher({ key: KEY, iv: IV })).not.toThrow();
    expect(() => createStorage({ kind: 'local', encryption: { key: KEY.slice(1), iv: IV } })).toThrow('Storage encryption key must be exactly 16 characters (got 15).');
    expect(() => createStorage({ kind: 'session', encryption: { key: KEY, iv: `${IV}x` } })).toThrow('Storage encryption iv must be exactly 16 characters (got 17).');
    expect(() => createStorage({ kind: 'local', encryption: { key: '', iv: '' } })).toThrow(/key must be exactly 16/);
    // 16 characters but not 16 bytes.
    expect(() => createStorage({ kind: 'local', encryption: { key: 'ключключключключ', iv: IV } })).toThrow(/ASCII/);
  });
});
