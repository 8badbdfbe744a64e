/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { storedFiles, users } from '@/lib/server/db/schema';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { hostilePicturePath, makeHostilePictures, peakGrowth } from '@/lib/server/testing/hostile-pictures';
import { createSession } from './sessions';
import * as avatarRoute from '@/app/basic-api/v1/user/avatar/route';

/*
 * A member's avatar is decoded in the bounded renderer, never in the server: through the route,
 * as the page sends it, a decompression bomb and an interlaced picture within the pixel limit
 * whose decoding passes the renderer's memory bound each get a translated 422 on `file` and leave
 * the member's picture as it was, an SVG a 415, while this process (which plays the server) grows
 * by a few megabytes at most. A normal picture still becomes the same 256 × 256 WebP.
 */

jest.setTimeout(180_000);

const HOLDER = Symbol.for('case-site.database');
const SITE = 'http://localhost:3000';
const MB = 1024 * 1024;

let pictures: string;
beforeAll(async () => {
  pictures = await mkdtemp(path.join(os.tmpdir(), 'avatar-pictures-'));
  makeHostilePictures(pictures, ['bomb', 'interlaced16']);
});
afterAll(() => rm(pictures, { recursive: true, force: true }));

describe.each(testDatabases())('avatars on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let member: Actor;
  let token: string;
  let store: string;

  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    store = path.join(pictures, `store-${name}`);
    setStorage(new LocalDiskStorage(store));
    member = await actorWith(opened.db, 'avatar.anna', ['member']);
    token = (await createSession(opened.db, member.user.id, { clientAddress: '127.0.0.1', userAgent: 'jest' })).token;
  });
  afterAll(async () => {
    setStorage(undefined);
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  /** POST /user/avatar from the profile page, in English. */
  const send = (bytes: Buffer) =>
    avatarRoute.POST(
      new Request(`${SITE}/basic-api/v1/user/avatar`, {
        method: 'POST',
        headers: {
          cookie: `token=${token}`,
          origin: SITE,
          'sec-fetch-site': 'same-origin',
          'accept-language': 'en',
          'content-type': 'image/png',
          'content-length': String(bytes.length),
        },
        body: new Uint8Array(bytes),
      }),
      { params: Promise.resolve({}) },
    );
  const avatarOf = async () => (await opened.db.select().from(users).where(eq(users.id, member.user.id)))[0].avatar;
  const storedAvatars = async () =>
    (
      await opened.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerId, member.user.id), eq(storedFiles.purpose, 'avatar')))
    ).length;

  it('turns a normal picture into a 256 × 256 WebP, as before', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const res = await send(jpeg);
    expect(res.status).toBe(200);
    const { result } = await res.json();
    expect(result.avatar).toMatch(/^\/basic-api\/v1\/avatars\/[0-9a-f]{32}$/);
    const handle = result.avatar.split('/').pop();
    const bytes = await readFile(path.join(store, 'files', 'avatar', `${handle}.webp`));
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(await storedAvatars()).toBe(1);
  });

  it('refuses a decompression bomb (144 million pixels in 0.5 MB) with a translated 422', async () => {
    const before = await avatarOf();
    const bomb = await readFile(hostilePicturePath(pictures, 'bomb'));
    const { result: res, growth } = await peakGrowth(() => send(bomb));
    expect(res.status).toBe(422);
    expect((await res.json()).result.errors).toEqual({ file: 'This picture has too many pixels: at most 40 million.' });
    expect(await avatarOf()).toBe(before);
    expect(growth).toBeLessThan(64 * MB);
  });

  it('refuses an interlaced picture within the pixel limit whose decoding passes the renderer’s memory, and this process does not grow', async () => {
    const before = await avatarOf();
    const interlaced = await readFile(hostilePicturePath(pictures, 'interlaced16'));
    expect(interlaced.length).toBeLessThan(5 * MB);
    const started = Date.now();
    const { result: res, growth } = await peakGrowth(() => send(interlaced));
    expect(res.status).toBe(422);
    expect((await res.json()).result.errors).toEqual({ file: 'This picture could not be processed. Please send a smaller or simpler one.' });
    // Decoded in this process, it took ~430 MB.
    expect(growth).toBeLessThan(64 * MB);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await avatarOf()).toBe(before);
    expect(await storedAvatars()).toBe(1);
  });

  it('refuses an SVG, and a file that only starts like a PNG, with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const res = await send(svg);
    expect(res.status).toBe(415);
    expect((await res.json()).result.errors).toEqual({ file: 'This file is not a PNG, JPEG or WebP picture.' });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const truncated = await send(Buffer.concat([png.subarray(0, 33), Buffer.alloc(300, 9)]));
    expect(truncated.status).toBe(415);
    // Nothing of the refused pictures is left in the storage.
    expect(await readdir(path.join(store, 'files', 'avatar'))).toHaveLength(1);
  });
});
