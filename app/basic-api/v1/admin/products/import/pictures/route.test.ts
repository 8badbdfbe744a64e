/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURES_ZIP_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { createSession } from '@/lib/server/members/sessions';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { SITE } from '@/lib/server/testing/browser-requests';
import { testDatabases } from '@/lib/server/testing/databases';
import { makeZip } from '@/lib/server/testing/zip-writer';
import zh from '@/messages/zh-CN.json';
import * as importer from '../route';
import * as pictures from './route';

/*
 * The ZIP of pictures over HTTP: an editor's ZIP answers 201 with its pictures and each refused
 * file's reason in the request's language, and the sheet's preview then names them
 * (`&pictures={id}`); a ZIP over the size limit is a 413 before it is read, nobody a 401, a member
 * the back office's 404.
 */

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');
const META = { userAgent: 'jest', clientAddress: '203.0.113.9' };
const NO_PARAMS = { params: Promise.resolve({}) };

describe.each(testDatabases())('the import pictures route on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  let editor: string;
  let member: string;

  const send = (route: typeof pictures.POST, url: string, body: BodyInit, headers: Record<string, string>) =>
    route(new Request(`${SITE}/basic-api/v1/admin/products/import${url}`, { method: 'POST', headers: { 'Accept-Language': 'en', Origin: SITE, ...headers }, body }), NO_PARAMS);

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    dir = await mkdtemp(path.join(tmpdir(), 'import-pictures-route-'));
    setStorage(new LocalDiskStorage(dir));
    editor = (await createSession(opened.db, (await actorWith(opened.db, 'zip.editor', ['member', 'editor'])).user.id, META)).token;
    member = (await createSession(opened.db, (await actorWith(opened.db, 'zip.member', ['member'])).user.id, META)).token;
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    setStorage(undefined);
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a ZIP’s pictures with translated refusals, and a sheet then names them', async () => {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const zip = makeZip([
      { name: 'case-1.png', data: png },
      { name: 'readme.txt', data: Buffer.from('hello') },
    ]);
    const answer = await send(pictures.POST, '/pictures', new Uint8Array(zip), { Cookie: `token=${editor}`, 'Accept-Language': 'zh-CN', 'Content-Type': 'application/zip' });
    expect(answer.status).toBe(201);
    const { result } = await answer.json();
    expect(result.files).toEqual([{ name: 'case-1.png', src: expect.stringMatching(/^\/uploads\/media\/[a-f0-9]{32}\.webp$/), width: 24, height: 16 }]);
    expect(result.refused).toEqual([{ name: 'readme.txt', message: zh.server.transferPictures.notPicture.replace('{name}', 'readme.txt') }]);

    const sheet = 'slug,category,name.zh-CN,pictures\r\nzip-route,pencil-bag,名,case-1.png; gone.png\r\n';
    const preview = await send(importer.POST, `?format=csv&pictures=${result.id}`, sheet, { Cookie: `token=${editor}`, 'Content-Type': 'text/csv' });
    const rows = (await preview.json()).result.rows;
    expect(rows[0].refusals).toContainEqual({ column: 'pictures', message: 'The picture “gone.png” is not in the ZIP file.' });
    expect(rows[0].refusals.filter((r: { column: string }) => r.column === 'pictures')).toHaveLength(1);
  });

  it('refuses a ZIP over the limit (413), nobody (401) and a member (404)', async () => {
    const zip = new Uint8Array(makeZip([{ name: 'a.png', data: Buffer.from('x') }]));
    expect((await send(pictures.POST, '/pictures', zip, { Cookie: `token=${editor}`, 'Content-Length': String(PICTURES_ZIP_LIMITS.zipBytes * 2) })).status).toBe(413);
    expect((await send(pictures.POST, '/pictures', zip, {})).status).toBe(401);
    expect((await send(pictures.POST, '/pictures', zip, { Cookie: `token=${member}` })).status).toBe(404);
  });
});
