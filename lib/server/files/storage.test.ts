/** @jest-environment node */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readAll } from '@/lib/server/testing/file-storages';
import { S3Storage, s3SettingsFromEnv } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import { checkKey, LocalDiskStorage, storageFromEnv, type FileStorage } from './storage';

jest.setTimeout(60_000);

let scratch: string;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const kinds: [string, () => FileStorage][] = [
  ['the local disk', () => new LocalDiskStorage(path.join(scratch, 'disk'))],
  ['S3 (s3rver)', () => new S3Storage(s3.settings)],
];

describe('the local disk', () => {
  it("writes files for the server's user only (0600 in 0700 folders), whatever the umask", async () => {
    const root = path.join(scratch, 'private');
    const storage = new LocalDiskStorage(root);
    const temp = path.join(scratch, `upload-${Math.random()}`);
    await writeFile(temp, 'from a temporary file', { mode: 0o644 });
    const previous = process.umask(0o000);
    try {
      await storage.put('files/member/a1', Buffer.from('bytes'));
      await storage.put('files/member/a2', { file: temp });
    } finally {
      process.umask(previous);
    }
    const mode = async (p: string) => (await stat(p)).mode & 0o777;
    expect(await mode(path.join(root, 'files/member/a1'))).toBe(0o600);
    expect(await mode(path.join(root, 'files/member/a2'))).toBe(0o600);
    expect(await mode(path.join(root, 'files/member'))).toBe(0o700);
    expect(await mode(path.join(root, 'files'))).toBe(0o700);
  });
});

describe.each(kinds)('file storage on %s', (_name, make) => {
  it('stores bytes and a temporary file (streamed), reads them back whole, deletes them', async () => {
    const storage = make();
    await storage.put('files/inquiry/abc.png', Buffer.from('small bytes'), { contentType: 'image/png' });
    const small = await storage.get('files/inquiry/abc.png');
    expect(small?.size).toBe(11);
    expect((await readAll(small!.body)).toString()).toBe('small bytes');

    // 13 MB from a file: more than one chunk of any stream along the way.
    const big = randomBytes(13 * 1024 * 1024);
    const temp = path.join(scratch, `upload-${Math.random()}`);
    await writeFile(temp, big);
    await storage.put('files/inquiry/big', { file: temp });
    const found = await storage.get('files/inquiry/big');
    expect(found?.size).toBe(big.length);
    expect((await readAll(found!.body)).equals(big)).toBe(true);

    await storage.delete('files/inquiry/big');
    await storage.delete('files/inquiry/abc.png');
    expect(await storage.get('files/inquiry/big')).toBeNull();
    expect(await storage.get('files/inquiry/abc.png')).toBeNull();
    // Deleting what is not there is no error.
    await storage.delete('files/inquiry/never');
  });

  it("answers null for a key it does not hold, and refuses keys that are not the server's", async () => {
    const storage = make();
    expect(await storage.get('files/nothing-here')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    await expect(storage.get('files/../../etc/passwd')).rejects.toThrow(/bad storage key/);
  });
});

describe('choosing the storage', () => {
  it('is the local disk without S3 settings, S3 with all four, an error with some', () => {
    expect(storageFromEnv({ UPLOADS_DIR: path.join(scratch, 'x') })).toBeInstanceOf(LocalDiskStorage);
    const chosen = storageFromEnv(s3.env);
    expect(chosen).toBeInstanceOf(S3Storage);
    expect((chosen as S3Storage).settings).toMatchObject({ bucket: 'case-site-test', region: 'us-east-1' });
    expect(s3SettingsFromEnv({ ...s3.env, S3_REGION: 'cn-north-1' })?.region).toBe('cn-north-1');
    expect(() => storageFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:1' })).toThrow(/missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('keeps objects in the bucket s3rver writes to its folder (the bytes really left the process)', async () => {
    await new S3Storage(s3.settings).put('files/proof/where', Buffer.from('on the server'));
    expect(JSON.stringify(await readdir(s3.directory, { recursive: true }))).toContain('where');
  });

  it('knows its keys', () => {
    expect(checkKey('files/inquiry/0a1b')).toBe('files/inquiry/0a1b');
    expect(() => checkKey('Files/x')).toThrow();
    expect(() => checkKey('files//x')).toThrow();
  });
});
