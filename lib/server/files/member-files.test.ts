/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { designFiles, designs, messageFiles, messages, messageThreads, orderFiles, orders, proofs, storedFiles } from '@/lib/server/db/schema';
import { ApiProblem, InvalidInput } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { readAll, testStorages, uploadRequest } from '@/lib/server/testing/file-storages';
import { MEMBER_FILES } from '@/lib/uploads';
import { openFileFor, openThumbFor } from './access';
import { checkFileName, deleteMemberFile, listMemberFiles, memberFilesForStaff, ownedMemberFiles, renameMemberFile, uploadMemberFile, uploadStaffFile } from './member-files';
import { bigPng, sampleEps, sampleExe, samplePng, samplePsd, sampleSvg, sampleTiff } from './samples';
import { setStorage, type FileStorage } from './storage';
import { makeThumbnail, thumbKeyOf } from './thumbnails';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const hasPdftoppm = spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;

const upload = (bytes: Buffer, name: string) => uploadRequest('/basic-api/upload', bytes, name);

/** A body sent in 1 MB pieces without a declared length; `pulled` counts the pieces the server asked for. */
function streamed(totalMb: number, first: Buffer) {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalMb) return controller.close();
      const piece = Buffer.alloc(MB, 0x20);
      if (state.pulled === 0) first.copy(piece);
      state.pulled += 1;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  const request = new Request('http://localhost/basic-api/upload?name=huge.png', { method: 'POST', body, duplex: 'half' } as RequestInit & { duplex: 'half' });
  return { request, state };
}

/** A real one-page PDF (a red square), its cross-reference table computed. */
function onePagePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>'];
  const content = '1 0 0 rg 20 20 160 60 re f';
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const storages = testStorages('member-files');

describe('a file name a member gives', () => {
  it('keeps the extension of the kind, refuses an empty or too long one', () => {
    expect(checkFileName('Logo final', 'image/png')).toBe('Logo final.png');
    expect(checkFileName('  brand / v2.PDF ', 'application/pdf')).toBe('brand _ v2.PDF');
    expect(checkFileName('sneaky.exe', 'image/png')).toBe('sneaky.png');
    for (const bad of ['', '   ', '...', ' . _ ', 42, null]) expect(() => checkFileName(bad, 'image/png')).toThrow(InvalidInput);
    expect(() => checkFileName('a'.repeat(121), 'image/png')).toThrow(InvalidInput);
    expect(() => checkFileName('bad\u0000name', 'image/png')).toThrow(InvalidInput);
  });
});

const cases = testDatabases().flatMap((db) => storages.map((storage) => ({ label: `${db.name} with ${storage.name}`, db, storage })));

describe.each(cases)('member files on $label', ({ db, storage: kind }) => {
  let opened: OpenedDatabase;
  let storage: FileStorage;
  let closeStorage: () => Promise<void>;
  const actors: Record<string, Actor> = {};
  let address = 0;
  const client = () => ({ address: `198.51.100.${++address}`, userAgent: 'jest' });

  beforeAll(async () => {
    opened = await db.open();
    ({ storage, close: closeStorage } = await kind.make());
    setStorage(storage);
    actors.a = await actorWith(opened.db, 'files.a', ['member']);
    actors.b = await actorWith(opened.db, 'files.b', ['member']);
    actors.c = await actorWith(opened.db, 'files.c', ['member']);
    actors.sales = await actorWith(opened.db, 'files.sales', ['member', 'sales']);
    actors.editor = await actorWith(opened.db, 'files.editor', ['member', 'editor']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await closeStorage?.();
    await opened?.close();
  });

  const filesOf = async (actor: Actor) => (await opened.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.ownerId, actor.user.id)))[0].n;
  const put = (actor: Actor, bytes: Buffer, name: string) => uploadMemberFile(opened.db, upload(bytes, name), actor, client(), name, { storage });

  it('stores a member file, makes its thumbnail, and serves both to the owner and staff only', async () => {
    const png = await samplePng(640, 320);
    const file = await put(actors.a, png, 'C:\\art\\Logo.PNG');
    expect(file).toMatchObject({
      name: 'Logo.PNG',
      kind: 'png',
      mime: 'image/png',
      bytes: png.length,
      thumb: 'pending',
      thumb_url: null,
      url: `/basic-api/v1/files/${file.handle}`,
    });
    const [row] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file.handle));
    expect(row).toMatchObject({ purpose: 'member', ownerId: actors.a.user.id, storageKey: `files/member/${file.handle}`, thumbState: 'pending' });

    expect(await statusOf(openThumbFor(opened.db, actors.a, file.handle, storage))).toBe(404); // not made yet
    expect(await makeThumbnail(opened.db, file.handle, storage)).toBe('ready');
    const thumb = await openThumbFor(opened.db, actors.a, file.handle, storage);
    const meta = await sharp(await readAll(thumb.body)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 240 });

    const read = await openFileFor(opened.db, actors.a, file.handle, storage);
    expect((await readAll(read.object.body)).equals(png)).toBe(true);
    for (const staff of [actors.sales, actors.editor]) expect(await statusOf(openFileFor(opened.db, staff, file.handle, storage))).toBe('ok');
    for (const nobody of [actors.b, null]) {
      expect(await statusOf(openFileFor(opened.db, nobody, file.handle, storage))).toBe(404);
      expect(await statusOf(openThumbFor(opened.db, nobody, file.handle, storage))).toBe(404);
    }
    expect(await statusOf(openFileFor(opened.db, actors.a, '../'.repeat(10), storage))).toBe(404);

    const listed = await listMemberFiles(opened.db, actors.a);
    expect(listed.list.find((f) => f.handle === file.handle)).toMatchObject({
      thumb: 'ready',
      thumb_url: expect.stringMatching(new RegExp(`^/basic-api/v1/files/${file.handle}/thumb\\?v=`)),
    });
    expect(listed).toMatchObject({ quota_bytes: MEMBER_FILES.quotaBytes, max_file_bytes: MEMBER_FILES.maxBytes });
    expect(listed.used_bytes).toBeGreaterThanOrEqual(png.length);
    expect((await listMemberFiles(opened.db, actors.b)).list).toEqual([]);
  });

  it('makes thumbnails of SVG, TIFF and PDF; a Photoshop file gets an icon', async () => {
    const svg = await put(actors.c, sampleSvg(), 'logo.svg');
    expect(await makeThumbnail(opened.db, svg.handle, storage)).toBe('ready');
    const tiff = await put(actors.c, await sampleTiff(), 'scan.tif');
    expect(await makeThumbnail(opened.db, tiff.handle, storage)).toBe('ready');
    const psd = await put(actors.c, samplePsd(), 'layers.psd');
    expect(psd.thumb).toBe('none');
    expect(await makeThumbnail(opened.db, psd.handle, storage)).toBe('none');
    const pdf = await put(actors.c, onePagePdf(), 'brief.pdf');
    expect(pdf.thumb).toBe('pending');
    const state = await makeThumbnail(opened.db, pdf.handle, storage);
    expect(state).toBe(hasPdftoppm ? 'ready' : 'failed');
    if (hasPdftoppm) {
      const meta = await sharp(await readAll((await openThumbFor(opened.db, actors.c, pdf.handle, storage)).body)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThan(meta.height!);
    }
    // A PDF with no page: no preview, the icon.
    const broken = await put(actors.c, Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'), 'empty.pdf');
    expect(await makeThumbnail(opened.db, broken.handle, storage)).toBe('failed');
    expect(await statusOf(openThumbFor(opened.db, actors.c, broken.handle, storage))).toBe(404);
  });

  it('refuses a renamed program, a bare EPS (415) and a file over 50 MB (413, as soon as it passes), and keeps nothing', async () => {
    const before = await filesOf(actors.b);
    const exe = await put(actors.b, sampleExe(), 'logo.png').catch((e: unknown) => e);
    expect(exe).toBeInstanceOf(ApiProblem);
    expect(exe).toMatchObject({ status: 415, messageKey: 'files.memberType' });
    expect(await statusOf(put(actors.b, sampleEps(), 'art.eps'))).toBe(415);

    const declared = upload(Buffer.alloc(0), 'x.png');
    const big = new Request(declared.url, { method: 'POST', body: new Uint8Array(8), headers: { 'content-length': String(MEMBER_FILES.maxBytes + MB) } });
    const refused = await uploadMemberFile(opened.db, big, actors.b, client(), 'big.png', { storage }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 413, errors: { file: { key: 'fileTooLarge', values: { mb: 50 } } } });

    // Without a declared length, the body is cut the moment it passes 50 MB.
    const { request, state } = streamed(80, await samplePng());
    expect(await statusOf(uploadMemberFile(opened.db, request, actors.b, client(), 'huge.png', { storage }))).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(53);
    expect(await filesOf(actors.b)).toBe(before);
  });

  it('takes a file of exactly 50 MB', async () => {
    const png = await samplePng();
    const exact = Buffer.concat([png, Buffer.alloc(MEMBER_FILES.maxBytes - png.length, 0x20)]);
    const file = await put(actors.b, exact, 'poster.png');
    expect(file.bytes).toBe(MEMBER_FILES.maxBytes);
    await deleteMemberFile(opened.db, actors.b, file.handle, storage);
  });

  it("keeps each member within 1 GB and the hour's uploads", async () => {
    const member = await actorWith(opened.db, `files.quota.${kind.name.length}`, ['member']);
    // Nearly full: 1 GB less 1 kB in files already kept.
    await opened.db.insert(storedFiles).values({
      handle: 'a'.repeat(30) + String(kind.name.length).padStart(2, '0'),
      storageKey: 'files/member/quota-filler',
      purpose: 'member',
      name: 'archive.pdf',
      mime: 'application/pdf',
      bytes: MEMBER_FILES.quotaBytes - 1024,
      sha256: 'x',
      ownerId: member.user.id,
    });
    const refused = await put(member, await bigPng(4096), 'one-more.png').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 413, messageKey: 'files.quotaFull', values: { quota: 1024, left: 0 } });
    // A file that fits still goes in; another member is not concerned.
    expect(await statusOf(put(member, Buffer.from(sampleSvg()), 'tiny.svg'))).toBe('ok');
    expect(await statusOf(put(actors.b, await samplePng(64, 64), 'fine.png'))).toBe('ok');

    const busy = await actorWith(opened.db, `files.busy.${kind.name.length}`, ['member']);
    const now = new Date();
    await hitRateLimit(opened.db, `member-files:member:${busy.user.id}`, { max: MEMBER_FILES.perHour, windowSeconds: 3600 }, now, MEMBER_FILES.perHour);
    const limited = await put(busy, await samplePng(), 'p.png').catch((e: unknown) => e);
    expect(limited).toMatchObject({ status: 429, messageKey: 'files.limitReachedMember', headers: { 'Retry-After': expect.any(String) } });
    expect(await filesOf(busy)).toBe(0);
  });

  it("renames and deletes only the member's own files; another member gets 404 and nothing changes", async () => {
    const file = await put(actors.a, await samplePng(), 'draft.png');
    await makeThumbnail(opened.db, file.handle, storage);
    expect(await statusOf(renameMemberFile(opened.db, actors.b, file.handle, 'stolen'))).toBe(404);
    expect(await statusOf(deleteMemberFile(opened.db, actors.b, file.handle, storage))).toBe(404);
    expect(await statusOf(renameMemberFile(opened.db, actors.sales, file.handle, 'staff'))).toBe(404);
    expect(await statusOf(renameMemberFile(opened.db, null, file.handle, 'x'))).toBe(401);
    const [unchanged] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file.handle));
    expect(unchanged.name).toBe('draft.png');

    const renamed = await renameMemberFile(opened.db, actors.a, file.handle, 'Front logo – final');
    expect(renamed.name).toBe('Front logo – final.png');
    expect(await statusOf(renameMemberFile(opened.db, actors.a, file.handle, '   '))).toBe(400);

    const [row] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file.handle));
    await deleteMemberFile(opened.db, actors.a, file.handle, storage);
    expect(await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file.handle))).toEqual([]);
    expect(await storage.get(row.storageKey)).toBeNull();
    expect(await storage.get(thumbKeyOf(file.handle))).toBeNull();
    expect(await statusOf(deleteMemberFile(opened.db, actors.a, file.handle, storage))).toBe(404);
  });

  it('lists where a file is used; refuses to delete one an order or a message holds; deleting takes it out of designs', async () => {
    const inDesign = await put(actors.a, await samplePng(), 'design-only.png');
    const inOrder = await put(actors.a, await samplePng(), 'ordered.png');
    const inMessage = await put(actors.a, await samplePng(), 'sent.png');
    const idOf = async (handle: string) => (await opened.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.handle, handle)))[0].id;
    const [design] = await opened.db.insert(designs).values({ memberId: actors.a.user.id, name: 'Tool case' }).returning();
    await opened.db.insert(designFiles).values([
      { designId: design.id, fileId: await idOf(inDesign.handle) },
      { designId: design.id, fileId: await idOf(inOrder.handle), sort: 1 },
    ]);
    const spec = { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' };
    const [order] = await opened.db
      .insert(orders)
      .values({ reference: `HO-2605-F${kind.name.length}${db.name.length}`, memberId: actors.a.user.id, title: 'Tool case', spec, quantity: 500 })
      .returning();
    await opened.db.insert(orderFiles).values({ orderId: order.id, fileId: await idOf(inOrder.handle) });
    const [thread] = await opened.db.insert(messageThreads).values({ memberId: actors.a.user.id, orderId: order.id }).returning();
    const [message] = await opened.db.insert(messages).values({ threadId: thread.id, fromStaff: false, authorId: actors.a.user.id, body: 'Our logo' }).returning();
    await opened.db.insert(messageFiles).values({ messageId: message.id, fileId: await idOf(inMessage.handle) });

    const list = (await listMemberFiles(opened.db, actors.a)).list;
    const byHandle = (h: string) => list.find((f) => f.handle === h)!;
    expect(byHandle(inDesign.handle).used_in).toEqual({ designs: [{ id: design.id, name: 'Tool case' }], orders: [], messages: [] });
    expect(byHandle(inOrder.handle).used_in).toMatchObject({ designs: [{ id: design.id }], orders: [{ id: order.id, reference: order.reference }] });
    expect(byHandle(inMessage.handle).used_in?.messages).toEqual([{ thread_id: thread.id, order_id: order.id, reference: order.reference }]);

    const orderRefusal = await deleteMemberFile(opened.db, actors.a, inOrder.handle, storage).catch((e: unknown) => e);
    expect(orderRefusal).toMatchObject({ status: 409, messageKey: 'files.inUseOrder', values: { orders: order.reference } });
    expect(await deleteMemberFile(opened.db, actors.a, inMessage.handle, storage).catch((e: unknown) => e)).toMatchObject({ status: 409, messageKey: 'files.inUseMessage' });
    expect(await opened.db.select().from(designFiles).where(eq(designFiles.designId, design.id))).toHaveLength(2);

    await deleteMemberFile(opened.db, actors.a, inDesign.handle, storage);
    const left = await opened.db.select().from(designFiles).where(eq(designFiles.designId, design.id));
    expect(left.map((r) => r.fileId)).toEqual([await idOf(inOrder.handle)]);
    expect(await opened.db.select().from(designs).where(eq(designs.id, design.id))).toHaveLength(1);

    // Staff see the member's files with the same uses; a member or an editor does not.
    const staffView = await memberFilesForStaff(opened.db, actors.sales, actors.a.user.id);
    expect(staffView.list.map((f) => f.handle)).toEqual(expect.arrayContaining([inOrder.handle, inMessage.handle]));
    expect(await statusOf(memberFilesForStaff(opened.db, actors.b, actors.a.user.id))).toBe(404);
    expect(await statusOf(memberFilesForStaff(opened.db, actors.editor, actors.a.user.id))).toBe(404);
  });

  it("ownedMemberFiles answers the member's own files in order, and refuses any other handle as `files`", async () => {
    const one = await put(actors.b, await samplePng(), 'one.png');
    const two = await put(actors.b, sampleSvg(), 'two.svg');
    const theirs = await put(actors.a, await samplePng(), 'theirs.png');
    const rows = await opened.db.transaction((tx) => ownedMemberFiles(tx, actors.b.user.id, [two.handle, one.handle, two.handle]));
    expect(rows.map((r) => r.handle)).toEqual([two.handle, one.handle]);
    expect(await opened.db.transaction((tx) => ownedMemberFiles(tx, actors.b.user.id, []))).toEqual([]);
    for (const bad of [[theirs.handle], [one.handle, theirs.handle], ['not-a-handle'], ['f'.repeat(32)]]) {
      const refused = await opened.db.transaction((tx) => ownedMemberFiles(tx, actors.b.user.id, bad)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(InvalidInput);
      expect((refused as InvalidInput).errors).toEqual({ files: { key: 'fileUnknown' } });
    }
  });

  it('serves a staff file to staff, and to a member only once their order, proof or message attaches it', async () => {
    const proof = await uploadStaffFile(opened.db, upload(onePagePdf(), 'proof v1.pdf'), actors.sales, client(), 'proof v1.pdf', { storage });
    expect(await statusOf(uploadStaffFile(opened.db, upload(onePagePdf(), 'x.pdf'), actors.a, client(), 'x.pdf', { storage }))).toBe(404);
    const [row] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, proof.handle));
    expect(row).toMatchObject({ purpose: 'staff', ownerId: actors.sales.user.id });
    const read = (actor: Actor | null) => statusOf(openFileFor(opened.db, actor, proof.handle, storage));
    expect(await read(actors.editor)).toBe('ok');
    expect(await read(actors.c)).toBe(404);

    const spec = { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' };
    const [order] = await opened.db
      .insert(orders)
      .values({ reference: `HO-2605-P${kind.name.length}${db.name.length}`, memberId: actors.c.user.id, title: 'Case', spec, quantity: 100, status: 'proof' })
      .returning();
    await opened.db.insert(proofs).values({ orderId: order.id, version: 1, fileId: row.id });
    expect(await read(actors.c)).toBe('ok');
    expect(await read(actors.b)).toBe(404);
    // Not theirs to rename or delete.
    expect(await statusOf(deleteMemberFile(opened.db, actors.c, proof.handle, storage))).toBe(404);

    const note = await uploadStaffFile(opened.db, upload(await samplePng(), 'note.png'), actors.sales, client(), 'note.png', { storage });
    const [noteRow] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, note.handle));
    expect(await statusOf(openFileFor(opened.db, actors.b, note.handle, storage))).toBe(404);
    const [thread] = await opened.db.insert(messageThreads).values({ memberId: actors.b.user.id }).returning();
    const [message] = await opened.db.insert(messages).values({ threadId: thread.id, fromStaff: true, authorId: actors.sales.user.id, body: 'See attached' }).returning();
    await opened.db.insert(messageFiles).values({ messageId: message.id, fileId: noteRow.id });
    expect(await statusOf(openFileFor(opened.db, actors.b, note.handle, storage))).toBe('ok');
    expect(await statusOf(openFileFor(opened.db, actors.c, note.handle, storage))).toBe(404);
    const [stillThere] = await opened.db
      .select({ n: count() })
      .from(storedFiles)
      .where(and(eq(storedFiles.purpose, 'staff'), eq(storedFiles.id, noteRow.id)));
    expect(stillThere.n).toBe(1);
  });
});
