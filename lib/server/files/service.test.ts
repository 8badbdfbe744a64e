/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultAttachments, consultRequests, storedFiles } from '@/lib/server/db/schema';
import { hitRateLimit, peekCounter } from '@/lib/server/rate-limit/counters';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { readAll, testStorages, uploadRequest } from '@/lib/server/testing/file-storages';
import { InvalidInput } from '@/lib/server/problems';
import { INQUIRY_FILES } from '@/lib/uploads';
import { bigPng, sampleExe, samplePdf, samplePng, sampleSvg } from './samples';
import { attachmentDisposition, cleanFileName, downloadHeaders, openStoredFile, sweepUnattachedFiles, uploadInquiryFile } from './service';
import { LocalDiskStorage, setStorage, type FileStorage } from './storage';

jest.setTimeout(120_000);

const MB = 1024 * 1024;

const upload = (bytes: Buffer, name: string) => uploadRequest('/basic-api/v1/consult/files', bytes, name);

describe('file names for people', () => {
  it.each([
    ['logo.png', 'png', 'logo.png'],
    ['C:\\Users\\ana\\Desktop\\logo final.PNG', 'png', 'logo final.PNG'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['invoice.pdf.exe', 'png', 'invoice.pdf.png'],
    ['photo', 'jpg', 'photo.jpg'],
    ['evil\u202Egnp.exe', 'png', 'evilgnp.png'],
    ['a<b>:c"d|e?f*.svg', 'svg', 'a_b__c_d_e_f_.svg'],
    ['  ...  ', 'pdf', 'file.pdf'],
    ['设计稿 v2.ai', 'ai', '设计稿 v2.ai'],
    [`${'x'.repeat(300)}.pdf`, 'pdf', `${'x'.repeat(116)}.pdf`],
  ] as const)('%j as a %s is %j', (raw, kind, cleaned) => {
    expect(cleanFileName(raw, kind)).toBe(cleaned);
  });

  it('sends names as an attachment in ASCII and UTF-8', () => {
    expect(attachmentDisposition('设计稿 v2.ai')).toBe(`attachment; filename="v2.ai"; filename*=UTF-8''%E8%AE%BE%E8%AE%A1%E7%A8%BF%20v2.ai`);
    expect(attachmentDisposition('say "hi"; now.pdf')).toBe(`attachment; filename="say _hi__ now.pdf"; filename*=UTF-8''say%20%22hi%22%3B%20now.pdf`);
    const headers = downloadHeaders({ handle: 'h', name: 'logo.svg', mime: 'image/svg+xml', bytes: 10, sha256: '', created_at: '' }, 10);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': expect.stringContaining('sandbox') });
    expect(headers['Content-Disposition']).toMatch(/^attachment;/);
  });
});

const storages = testStorages('files-service');

const cases = testDatabases().flatMap((db) => storages.map((storage) => ({ label: `${db.name} with ${storage.name}`, db, storage })));

describe.each(cases)('the files service on $label', ({ db, storage: kind }) => {
  let opened: OpenedDatabase;
  let storage: FileStorage;
  let closeStorage: () => Promise<void>;
  const actors: Record<string, Actor> = {};
  let address = 0;
  /** A client address of its own for each test: the hourly limits are per address. */
  const client = () => ({ address: `192.0.2.${++address}`, userAgent: 'jest' });

  beforeAll(async () => {
    opened = await open();
    ({ storage, close: closeStorage } = await kind.make());
    setStorage(storage);
    actors.sales = await actorWith(opened.db, 'sam.sales', ['member', 'sales']);
    actors.admin = await actorWith(opened.db, 'ada.admin', ['member', 'admin']);
    actors.editor = await actorWith(opened.db, 'eve.editor', ['member', 'editor']);
    actors.a = await actorWith(opened.db, 'member.a', ['member']);
    actors.b = await actorWith(opened.db, 'member.b', ['member']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await closeStorage?.();
    await opened?.close();
  });
  const open = () => db.open();

  const filesCount = async () => (await opened.db.select({ n: count() }).from(storedFiles))[0].n;

  it('receives, sniffs, stores and records a file; only staff and its owner read it back', async () => {
    const png = await samplePng(40, 30);
    const from = client();
    const file = await uploadInquiryFile(opened.db, upload(png, 'C:\\art\\Logo final.PNG'), null, from, 'C:\\art\\Logo final.PNG');
    expect(file).toMatchObject({ name: 'Logo final.PNG', mime: 'image/png', bytes: png.length, sha256: createHash('sha256').update(png).digest('hex') });
    expect(file.handle).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file.handle));
    expect(row).toMatchObject({ purpose: 'inquiry', ownerId: null, clientAddress: from.address, storageKey: `files/inquiry/${file.handle}` });

    const read = await openStoredFile(opened.db, actors.sales, file.handle);
    expect((await readAll(read.object.body)).equals(png)).toBe(true);
    expect(await statusOf(openStoredFile(opened.db, actors.admin, file.handle))).toBe('ok');
    for (const nobody of [actors.editor, actors.a, null]) expect(await statusOf(openStoredFile(opened.db, nobody, file.handle))).toBe(404);
    expect(await statusOf(openStoredFile(opened.db, actors.sales, 'f'.repeat(32)))).toBe(404);
    expect(await statusOf(openStoredFile(opened.db, actors.sales, '../../etc/passwd'))).toBe(404);

    // A member's own upload is theirs to read; another member's is not.
    const mine = await uploadInquiryFile(opened.db, upload(samplePdf(), 'brief.pdf'), actors.a, client(), 'brief.pdf');
    expect(await statusOf(openStoredFile(opened.db, actors.a, mine.handle))).toBe('ok');
    expect(await statusOf(openStoredFile(opened.db, actors.b, mine.handle))).toBe(404);
  });

  it('refuses a renamed program (415) and a file over 20 MB (413), and keeps nothing of either', async () => {
    const before = await filesCount();
    const exe = await statusOf(uploadInquiryFile(opened.db, upload(sampleExe(), 'logo.png'), null, client(), 'logo.png'));
    expect(exe).toBe(415);
    const tooBig = await bigPng(INQUIRY_FILES.maxBytes + 1);
    const refused = await uploadInquiryFile(opened.db, upload(tooBig, 'big.png'), null, client(), 'big.png').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidInput);
    expect((refused as InvalidInput).status).toBe(413);
    expect((refused as InvalidInput).errors).toEqual({ file: { key: 'fileTooLarge', values: { mb: 20 } } });
    expect(await filesCount()).toBe(before);
  });

  it('takes a file just under the limit and an SVG', async () => {
    const almost = await bigPng(INQUIRY_FILES.maxBytes);
    const stored = await uploadInquiryFile(opened.db, upload(almost, 'poster.png'), null, client(), 'poster.png');
    expect(stored.bytes).toBe(INQUIRY_FILES.maxBytes);
    const svg = await uploadInquiryFile(opened.db, upload(sampleSvg(), 'logo.svg'), null, client(), 'logo.svg');
    expect(svg.mime).toBe('image/svg+xml');
  });

  it("limits anonymous uploads per address and hour (files and bytes), a member's per member", async () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const from = client();
    const png = await samplePng();
    for (let i = 0; i < INQUIRY_FILES.perHour.files; i += 1) {
      await uploadInquiryFile(opened.db, upload(png, `p${i}.png`), null, from, `p${i}.png`, now);
    }
    const refused = await uploadInquiryFile(opened.db, upload(png, 'one-more.png'), null, from, 'one-more.png', now).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, messageKey: 'files.limitReached', values: { minutes: 60 }, headers: { 'Retry-After': '3600' } });
    // Another address, and the same address an hour later, may send again.
    expect(await statusOf(uploadInquiryFile(opened.db, upload(png, 'x.png'), null, client(), 'x.png', now))).toBe('ok');
    expect(await statusOf(uploadInquiryFile(opened.db, upload(png, 'x.png'), null, from, 'x.png', new Date(now.getTime() + 3601_000)))).toBe('ok');

    // The byte budget: nearly spent, a file larger than what is left is refused before it is read.
    const spender = client();
    await hitRateLimit(opened.db, `inquiry-bytes:address:${spender.address}`, { max: INQUIRY_FILES.perHour.bytes, windowSeconds: 3600 }, now, INQUIRY_FILES.perHour.bytes - 10);
    expect(await statusOf(uploadInquiryFile(opened.db, upload(png, 'y.png'), null, spender, 'y.png', now))).toBe(429);
    // A member behind the same address counts on their own.
    expect(await statusOf(uploadInquiryFile(opened.db, upload(png, 'y.png'), actors.b, spender, 'y.png', now))).toBe('ok');
  });

  it('sweeps files never attached to a request after 25 hours, and keeps attached and recent ones', async () => {
    const from = client();
    const old = await uploadInquiryFile(opened.db, upload(await samplePng(), 'old.png'), null, from, 'old.png');
    const kept = await uploadInquiryFile(opened.db, upload(await samplePng(), 'kept.png'), null, from, 'kept.png');
    const fresh = await uploadInquiryFile(opened.db, upload(await samplePng(), 'fresh.png'), null, from, 'fresh.png');
    const longAgo = new Date(Date.now() - 26 * 3600_000);
    await opened.db.update(storedFiles).set({ createdAt: longAgo }).where(eq(storedFiles.handle, old.handle));
    await opened.db.update(storedFiles).set({ createdAt: longAgo }).where(eq(storedFiles.handle, kept.handle));
    const [lead] = await opened.db
      .insert(consultRequests)
      .values({ reference: `HX-SWEEP-${kind.name.length}`, name: 'Kept', email: 'k@example.com', message: 'A request with a file.', locale: 'en' })
      .returning();
    const [keptRow] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, kept.handle));
    await opened.db.insert(consultAttachments).values({ consultId: lead.id, fileId: keptRow.id });

    const [oldRow] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, old.handle));
    expect(await sweepUnattachedFiles(opened.db, new Date(), storage)).toBeGreaterThanOrEqual(1);
    const left = (await opened.db.select({ handle: storedFiles.handle }).from(storedFiles)).map((r) => r.handle);
    expect(left).not.toContain(old.handle);
    expect(left).toEqual(expect.arrayContaining([kept.handle, fresh.handle]));
    expect(await storage.get(oldRow.storageKey)).toBeNull();
    expect(await storage.get(keptRow.storageKey)).not.toBeNull();
  });
});

describe.each(testDatabases())('the hourly byte budget of inquiry files under parallel uploads on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'files-budget-'));
    storage = new LocalDiskStorage(dir);
    setStorage(storage);
  });
  afterAll(async () => {
    setStorage(undefined);
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const budget = { max: INQUIRY_FILES.perHour.bytes, windowSeconds: 3600 };
  const spent = (address: string, now: Date) => peekCounter(opened.db, `inquiry-bytes:address:${address}`, 3600, now);

  it('stores only what fits in what is left when uploads arrive together, and counts exactly what was stored', async () => {
    const now = new Date();
    const from = { address: '198.51.100.7', userAgent: 'jest' };
    // 50 MB left of the hour's budget; eight 10 MB files sent at once, each declaring a length that fits.
    await hitRateLimit(opened.db, `inquiry-bytes:address:${from.address}`, budget, now, INQUIRY_FILES.perHour.bytes - 50 * MB);
    const png = await bigPng(10 * MB);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => uploadInquiryFile(opened.db, upload(png, `part${i}.png`), null, from, `part${i}.png`, now).catch((e: unknown) => e)),
    );
    const stored = results.filter((r): r is Awaited<ReturnType<typeof uploadInquiryFile>> => !(r instanceof Error));
    const refused = results.filter((r) => r instanceof Error);
    expect(stored).toHaveLength(5);
    expect(refused.every((r) => (r as { status?: number }).status === 429)).toBe(true);
    const rows = await opened.db.select().from(storedFiles).where(eq(storedFiles.clientAddress, from.address));
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBe(50 * MB);
    expect(await spent(from.address, now)).toBe(INQUIRY_FILES.perHour.bytes);
  });

  it('gives back the bytes of a file that was refused or could not be stored', async () => {
    const now = new Date();
    const from = { address: '198.51.100.8', userAgent: 'jest' };
    const png = await samplePng(30, 30);
    await uploadInquiryFile(opened.db, upload(png, 'ok.png'), null, from, 'ok.png', now);
    expect(await spent(from.address, now)).toBe(png.length);
    // Not a kind taken: nothing counted.
    expect(await statusOf(uploadInquiryFile(opened.db, upload(sampleExe(), 'x.png'), null, from, 'x.png', now))).toBe(415);
    expect(await spent(from.address, now)).toBe(png.length);
    // The storage fails after the bytes were reserved: they come back.
    const failing: FileStorage = { put: () => Promise.reject(new Error('disk full')), get: storage.get.bind(storage), delete: storage.delete.bind(storage) };
    setStorage(failing);
    try {
      await expect(uploadInquiryFile(opened.db, upload(png, 'lost.png'), null, from, 'lost.png', now)).rejects.toThrow('disk full');
    } finally {
      setStorage(storage);
    }
    expect(await spent(from.address, now)).toBe(png.length);
  });
});
