/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultAttachments, consultRequests, storedFiles } from '@/lib/server/db/schema';
import { samplePng } from '@/lib/server/files/samples';
import { filesOfLeads, uploadInquiryFile } from '@/lib/server/files/service';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { consultSchema, withLocale } from '@/lib/api/contract/consult';
import { validate } from '@/lib/validation/kit';
import { InvalidInput } from '@/lib/server/problems';
import { REFERENCE_PATTERN } from './reference';
import { submitConsult } from './service';
import { VALID_CONSULT } from '@/lib/testing/consult-request';

jest.setTimeout(60_000);

const valid = VALID_CONSULT;

describe.each(testDatabases())('consult storage on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('stores every one of 40 concurrent requests', async () => {
    const checked = validate(consultSchema, withLocale(valid, 'de'));
    if (!checked.ok) throw new Error('fixture invalid');
    const receipts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submitConsult(opened.db, { ...checked.value, sourcePage: `/contact?n=${i}` }, { address: `10.0.0.${i}`, userAgent: 'jest' })),
    );
    expect(new Set(receipts.map((r) => r.id)).size).toBe(40);
    const [{ n }] = await opened.db.select({ n: count() }).from(consultRequests);
    expect(n).toBe(40);
  });

  it('stores nothing for a product that does not exist', async () => {
    const checked = validate(consultSchema, withLocale({ ...valid, product_id: 999_999 }, 'en'));
    if (!checked.ok) throw new Error('fixture invalid');
    const [{ n: before }] = await opened.db.select({ n: count() }).from(consultRequests);
    await expect(submitConsult(opened.db, checked.value, { address: '10.0.1.1', userAgent: 'jest' })).rejects.toBeInstanceOf(InvalidInput);
    const [{ n: after }] = await opened.db.select({ n: count() }).from(consultRequests);
    expect(after).toBe(before);
  });
});

describe.each(testDatabases())('consult requests with files and references on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  const actors: Record<string, Actor> = {};
  let n = 0;
  const client = () => ({ address: `198.51.100.${++n}`, userAgent: 'jest' });
  const fields = (files: string[], patch: Record<string, unknown> = {}) => {
    const checked = validate(consultSchema, withLocale({ ...valid, ...patch, files }, 'en'));
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return checked.value;
  };
  const uploadFrom = async (who: { address: string; userAgent: string }, actor: Actor | null = null, name = 'logo.png') => {
    const png = await samplePng();
    const request = new Request('http://localhost/basic-api/v1/consult/files', { method: 'POST', body: new Uint8Array(png) });
    return (await uploadInquiryFile(opened.db, request, actor, who, name)).handle;
  };
  const leadCount = async () => (await opened.db.select({ n: count() }).from(consultRequests))[0].n;

  beforeAll(async () => {
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'consult-files-'));
    setStorage(new LocalDiskStorage(dir));
    actors.a = await actorWith(opened.db, 'buyer.a', ['member']);
    actors.b = await actorWith(opened.db, 'buyer.b', ['member']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await rm(dir, { recursive: true, force: true });
    await opened?.close();
  });

  it("answers a reference (HX-YYMM-XXXX) and attaches the sender's files in their order", async () => {
    const from = client();
    const handles = [await uploadFrom(from, null, 'b.png'), await uploadFrom(from, null, 'a.png')];
    const receipt = await submitConsult(opened.db, fields(handles), from);
    expect(receipt.reference).toMatch(REFERENCE_PATTERN);
    const [lead] = await opened.db.select().from(consultRequests).where(eq(consultRequests.id, receipt.id));
    expect(lead.reference).toBe(receipt.reference);
    expect(lead.country).toBe('DE');
    const attached = await filesOfLeads(opened.db, [receipt.id]);
    expect(attached.get(receipt.id)?.map((f) => f.handle)).toEqual(handles);
    // A file goes with one request only.
    expect(await statusOf(submitConsult(opened.db, fields([handles[0]]), from))).toBe(400);
  });

  it("refuses another member's file, another address's file and an unknown handle, and stores nothing", async () => {
    const office = client();
    const ofB = await uploadFrom(office, actors.b);
    const ofA = await uploadFrom(office, actors.a);
    const elsewhere = await uploadFrom(client());
    const before = await leadCount();
    for (const [files, actor] of [
      [[ofB], actors.a],
      [[ofA, ofB], actors.a],
      [[ofB], null],
      [[elsewhere], null],
      [[elsewhere], actors.a],
      [['0'.repeat(32)], null],
    ] as const) {
      const refused = await submitConsult(opened.db, fields([...files]), office, actor).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(InvalidInput);
      expect((refused as InvalidInput).errors).toEqual({ files: { key: 'fileUnknown' } });
    }
    expect(await leadCount()).toBe(before);
    const nothingAttached = await opened.db.select({ n: count() }).from(consultAttachments);
    // Member A's own file, sent from anywhere while logged in, is A's to attach.
    const receipt = await submitConsult(opened.db, fields([ofA]), client(), actors.a);
    expect((await filesOfLeads(opened.db, [receipt.id])).get(receipt.id)).toHaveLength(1);
    expect((await opened.db.select({ n: count() }).from(consultAttachments))[0].n).toBe(nothingAttached[0].n + 1);
  });

  it('refuses a sixth file before anything is read, and a file older than a day', async () => {
    const six = Array.from({ length: 6 }, (_, i) => i.toString(16).padStart(32, 'a'));
    const checked = validate(consultSchema, withLocale({ ...valid, files: six }, 'en'));
    expect(!checked.ok && checked.errors.files).toEqual({ key: 'tooManyFiles', values: { max: 5 } });
    const from = client();
    const stale = await uploadFrom(from);
    await opened.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 24.5 * 3600_000) })
      .where(eq(storedFiles.handle, stale));
    expect(await statusOf(submitConsult(opened.db, fields([stale]), from))).toBe(400);
  });

  it('draws another reference when the one drawn is taken', async () => {
    const first = await submitConsult(opened.db, fields([]), client());
    const draws = [first.reference, first.reference, 'HX-2601-ZZZZ'];
    const second = await submitConsult(opened.db, fields([]), client(), null, { reference: () => draws.shift()! });
    expect(second.reference).toBe('HX-2601-ZZZZ');
    expect(draws).toEqual([]);
    // Always taken: it gives up after a few draws with the database's error, and stores nothing.
    const before = await leadCount();
    await expect(submitConsult(opened.db, fields([]), client(), null, { reference: () => first.reference })).rejects.toThrow();
    expect(await leadCount()).toBe(before);
  });
});
