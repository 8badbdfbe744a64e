/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { designs, products, storedFiles, users } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/members/sessions';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import * as list from './route';
import * as one from './[id]/route';
import * as duplicate from './[id]/duplicate/route';
import * as favorites from '../favorites/route';
import * as favoriteIds from '../favorites/ids/route';
import * as favorite from '../favorites/[productId]/route';

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.setTimeout(60_000);

const HOLDER = Symbol.for('case-site.database');
const SITE = 'http://localhost:3000';

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

describe.each(testDatabases())('the designs and favourites API on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let tokenA: string;
  let tokenB: string;
  let memberA: number;
  let productId: number;

  async function call(handler: Handler, path: string, init: { method?: string; token?: string; body?: unknown; params?: Record<string, string>; language?: string } = {}) {
    const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en', Origin: SITE };
    if (init.token) headers.Cookie = `token=${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await handler(
      new Request(`${SITE}/basic-api/v1${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      { params: Promise.resolve(init.params ?? {}) },
    );
    return { status: response.status, body: await response.json() };
  }

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    const meta = { userAgent: 'jest', clientAddress: '203.0.113.9' };
    const [a] = await opened.db
      .insert(users)
      .values({ account: 'route.a', nickname: 'A', roles: ['member'] })
      .returning();
    const [b] = await opened.db
      .insert(users)
      .values({ account: 'route.b', nickname: 'B', roles: ['member'] })
      .returning();
    memberA = a.id;
    tokenA = (await createSession(opened.db, a.id, meta)).token;
    tokenB = (await createSession(opened.db, b.id, meta)).token;
    [{ id: productId }] = await opened.db.select({ id: products.id }).from(products).where(eq(products.slug, 'neoprene-zip-pouch'));
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  it("creates, reads, saves, duplicates and deletes a design; field errors are translated 400s; B gets 404 for A's", async () => {
    expect((await call(list.GET, '/designs')).status).toBe(401);
    const bad = await call(list.POST, '/designs', { method: 'POST', token: tokenA, body: { product_id: productId, colours: ['plaid'], quantity: 0 }, language: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors).toEqual({
      colours: 'Wählen Sie eine Farbe aus der Liste oder geben Sie einen Hex-Code wie #1A2B3C ein.',
      quantity: 'Geben Sie eine Menge von 1 bis 1.000.000 Stück ein.',
    });
    const handle = randomBytes(16).toString('hex');
    await opened.db
      .insert(storedFiles)
      .values({ handle, storageKey: `files/member/${handle}`, purpose: 'member', name: 'art.pdf', mime: 'application/pdf', bytes: 10, sha256: '0'.repeat(64), ownerId: memberA });
    const created = await call(list.POST, '/designs', { method: 'POST', token: tokenA, body: { product_id: productId, quantity: 100, files: [handle], colours: ['navy'] } });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      name: 'Neoprene Zip Pouch',
      quantity: 100,
      warnings: { quantity: { key: 'belowMoq', moq: 500 } },
      files: [{ handle, name: 'art.pdf' }],
    });
    const id = String(created.body.result.id);
    expect((await call(one.GET, `/designs/${id}`, { token: tokenA, params: { id } })).body.result.id).toBe(Number(id));
    for (const [handler, method, body] of [
      [one.GET, 'GET'],
      [one.PATCH, 'PATCH', { name: 'x', updated_at: created.body.result.updated_at }],
      [duplicate.POST, 'POST'],
      [one.DELETE, 'DELETE'],
    ] as const) {
      expect([method, (await call(handler as Handler, `/designs/${id}`, { method, token: tokenB, params: { id }, body })).status]).toEqual([method, 404]);
    }
    const saved = await call(one.PATCH, `/designs/${id}`, {
      method: 'PATCH',
      token: tokenA,
      params: { id },
      body: { notes: 'Logo 5 cm wide', updated_at: created.body.result.updated_at },
    });
    expect(saved.status).toBe(200);
    const stale = await call(one.PATCH, `/designs/${id}`, { method: 'PATCH', token: tokenA, params: { id }, body: { notes: 'older', updated_at: created.body.result.updated_at } });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      'This design was saved from another window a moment ago. Reload it to see that version, then make your changes again.',
    ]);
    const copy = await call(duplicate.POST, `/designs/${id}/duplicate`, { method: 'POST', token: tokenA, params: { id }, language: 'zh-CN' });
    expect([copy.status, copy.body.result.name]).toEqual([201, 'Neoprene Zip Pouch（副本）']);
    expect((await call(list.GET, '/designs', { token: tokenA })).body.result).toHaveLength(2);
    expect((await call(list.GET, '/designs', { token: tokenB })).body.result).toHaveLength(0);
    expect((await call(one.GET, '/designs/abc', { token: tokenA, params: { id: 'abc' } })).status).toBe(404);
    expect((await call(one.DELETE, `/designs/${id}`, { method: 'DELETE', token: tokenA, params: { id } })).status).toBe(200);
    expect(
      await opened.db
        .select()
        .from(designs)
        .where(eq(designs.id, Number(id))),
    ).toHaveLength(0);
  });

  it('saves and removes favourites, and answers the ids for the hearts (401 without a session)', async () => {
    const pid = String(productId);
    expect((await call(favoriteIds.GET, '/favorites/ids')).status).toBe(401);
    expect((await call(favorite.PUT, `/favorites/${pid}`, { method: 'PUT', params: { productId: pid } })).status).toBe(401);
    expect((await call(favorite.PUT, `/favorites/${pid}`, { method: 'PUT', token: tokenA, params: { productId: pid } })).body.result).toEqual({
      product_id: productId,
      favorite: true,
    });
    expect((await call(favorite.PUT, '/favorites/999999', { method: 'PUT', token: tokenA, params: { productId: '999999' } })).status).toBe(404);
    expect((await call(favoriteIds.GET, '/favorites/ids', { token: tokenA })).body.result).toEqual({ ids: [productId] });
    expect((await call(favoriteIds.GET, '/favorites/ids', { token: tokenB })).body.result).toEqual({ ids: [] });
    expect((await call(favorites.GET, '/favorites', { token: tokenA })).body.result[0].product).toMatchObject({ id: productId, slug: 'neoprene-zip-pouch' });
    expect((await call(favorite.DELETE, `/favorites/${pid}`, { method: 'DELETE', token: tokenB, params: { productId: pid } })).status).toBe(200);
    expect((await call(favoriteIds.GET, '/favorites/ids', { token: tokenA })).body.result.ids).toEqual([productId]);
    expect((await call(favorite.DELETE, `/favorites/${pid}`, { method: 'DELETE', token: tokenA, params: { productId: pid } })).status).toBe(200);
    expect((await call(favoriteIds.GET, '/favorites/ids', { token: tokenA })).body.result.ids).toEqual([]);
  });
});
