/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { createSession } from '@/lib/server/members/sessions';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { SITE } from '@/lib/server/testing/browser-requests';
import { testDatabases } from '@/lib/server/testing/databases';
import { PICTURES_ZIP_LIMITS, TRANSFER_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { makeZip } from '@/lib/server/testing/zip-writer';
import zh from '@/messages/zh-CN.json';
import * as exporter from '../export/route';
import * as pictures from './pictures/route';
import * as importer from './route';

/*
 * The transfer routes over HTTP: the export answers a file with its type and name, the import the
 * translated preview; a sheet over the size limit is a 413 before it is read, a missing format or a
 * bad preview id a 400, another site's post a 403. A ZIP of pictures answers 201 with its pictures
 * and each refused file's reason, and the sheet's preview then names them (`&pictures={id}`); a ZIP
 * over the size limit is a 413 before it is read, nobody a 401, a member the back office's 404.
 */

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');
const META = { userAgent: 'jest', clientAddress: '203.0.113.9' };
const NO_PARAMS = { params: Promise.resolve({}) };

describe.each(testDatabases())('the catalogue transfer routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: string;
  let member: string;
  let dir: string;

  const post = (query: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    importer.POST(
      new Request(`${SITE}/basic-api/v1/admin/products/import${query}`, {
        method: 'POST',
        headers: { 'Accept-Language': 'en', Origin: SITE, Cookie: `token=${editor}`, 'Content-Type': 'text/csv', ...headers },
        body,
      }),
      NO_PARAMS,
    );

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    editor = (await createSession(opened.db, (await actorWith(opened.db, 'xfer.editor', ['member', 'editor'])).user.id, META)).token;
    member = (await createSession(opened.db, (await actorWith(opened.db, 'xfer.member', ['member'])).user.id, META)).token;
    dir = await mkdtemp(path.join(tmpdir(), 'import-pictures-route-'));
    setStorage(new LocalDiskStorage(dir));
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    setStorage(undefined);
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const sendZip = (body: BodyInit, headers: Record<string, string>) =>
    pictures.POST(
      new Request(`${SITE}/basic-api/v1/admin/products/import/pictures`, { method: 'POST', headers: { 'Accept-Language': 'en', Origin: SITE, ...headers }, body }),
      NO_PARAMS,
    );

  it('exports a CSV file and previews it back as unchanged, with translated refusals', async () => {
    const answer = await exporter.GET(new Request(`${SITE}/basic-api/v1/admin/products/export?format=csv&state=published`, { headers: { Cookie: `token=${editor}` } }), NO_PARAMS);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = await answer.text();
    const preview = await post('?format=csv', sheet);
    expect(preview.status).toBe(200);
    const { result } = await preview.json();
    expect(result).toMatchObject({ id: null, new: 0, changed: 0, refused: 0, rows: [] });
    expect(result.unchanged).toBeGreaterThan(10);

    const bad = await post('?format=csv', 'slug,category,name.zh-CN\r\nx-y,nowhere,名\r\n', { 'Accept-Language': 'zh-CN' });
    const refused = (await bad.json()).result;
    expect(refused.rows[0].refusals).toContainEqual({ column: 'category', message: zh.server.unknownCategory });
  });

  it('refuses a sheet over the limit (413), no format or a bad id (400), and another site (403)', async () => {
    expect((await post('?format=csv', 'x', { 'Content-Length': String(TRANSFER_LIMITS.csvBytes * 4) })).status).toBe(413);
    // An XLSX is read whole, so its limit is lower than a streamed CSV's.
    expect((await post('?format=xlsx', 'x', { 'Content-Length': String(TRANSFER_LIMITS.sheetBytes * 4) })).status).toBe(413);
    expect((await post('?format=csv', 'x', { 'Content-Length': String(TRANSFER_LIMITS.sheetBytes * 4) })).status).not.toBe(413);
    expect((await post('', 'slug\r\n')).status).toBe(400);
    expect((await post('?confirm=nope', null)).status).toBe(400);
    expect((await post(`?confirm=${'a'.repeat(32)}`, null)).status).toBe(404);
    expect((await post('?format=csv', 'slug\r\n', { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post('?format=xlsx', 'not a zip at all')).status).toBe(400);
  });

  it('stores a ZIP’s pictures with translated refusals, and a sheet then names them', async () => {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const zip = makeZip([
      { name: 'case-1.png', data: png },
      { name: 'readme.txt', data: Buffer.from('hello') },
    ]);
    const answer = await sendZip(new Uint8Array(zip), { Cookie: `token=${editor}`, 'Accept-Language': 'zh-CN', 'Content-Type': 'application/zip' });
    expect(answer.status).toBe(201);
    const { result } = await answer.json();
    expect(result.files).toEqual([{ name: 'case-1.png', src: expect.stringMatching(/^\/uploads\/media\/[a-f0-9]{32}\.webp$/), width: 24, height: 16 }]);
    expect(result.refused).toEqual([{ name: 'readme.txt', message: zh.server.transferPictures.notPicture.replace('{name}', 'readme.txt') }]);

    const sheet = 'slug,category,name.zh-CN,pictures\r\nzip-route,pencil-bag,名,case-1.png; gone.png\r\n';
    const preview = await post(`?format=csv&pictures=${result.id}`, sheet);
    const rows = (await preview.json()).result.rows;
    expect(rows[0].refusals).toContainEqual({ column: 'pictures', message: 'The picture “gone.png” is not in the ZIP file.' });
    expect(rows[0].refusals.filter((r: { column: string }) => r.column === 'pictures')).toHaveLength(1);
  });

  it('refuses a ZIP over the limit (413), nobody (401) and a member (404)', async () => {
    const zip = new Uint8Array(makeZip([{ name: 'a.png', data: Buffer.from('x') }]));
    expect((await sendZip(zip, { Cookie: `token=${editor}`, 'Content-Length': String(PICTURES_ZIP_LIMITS.zipBytes * 2) })).status).toBe(413);
    expect((await sendZip(zip, {})).status).toBe(401);
    expect((await sendZip(zip, { Cookie: `token=${member}` })).status).toBe(404);
  });
});
