/** @jest-environment node */
import type { OpenedDatabase } from '@/lib/server/db/open';
import { categories, faqs, homeCards, sliderItems } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/members/sessions';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { SITE, type RouteHandler } from '@/lib/server/testing/browser-requests';
import { testDatabases } from '@/lib/server/testing/databases';
import * as categoryMove from '@/app/basic-api/v1/admin/categories/[id]/move/route';
import * as faqMove from '@/app/basic-api/v1/admin/faq/[id]/move/route';
import * as homeCardMove from '@/app/basic-api/v1/admin/home-cards/[id]/move/route';
import * as sliderMove from '@/app/basic-api/v1/admin/slider/[id]/move/route';

/*
 * The catalogue's four move routes share one body and handler (./move-route.ts): each keeps its
 * gate (editor, admin), its 404 for an id that is not a positive whole number, its 400 without a
 * direction, and answers its list as that list's page reads it.
 */

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.setTimeout(60_000);

const HOLDER = Symbol.for('case-site.database');
const META = { userAgent: 'jest', clientAddress: '203.0.113.9' };

describe.each(testDatabases())('the catalogue move routes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: string;
  let member: string;

  async function move(handler: RouteHandler, id: string, body: unknown, token = editor) {
    const response = await handler(
      new Request(`${SITE}/basic-api/v1/admin/x/${id}/move`, {
        method: 'POST',
        headers: { 'Accept-Language': 'en', Origin: SITE, Cookie: `token=${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    );
    return { status: response.status, body: await response.json() };
  }

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    editor = (await createSession(opened.db, (await actorWith(opened.db, 'move.editor', ['member', 'editor'])).user.id, META)).token;
    member = (await createSession(opened.db, (await actorWith(opened.db, 'move.member', ['member'])).user.id, META)).token;
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  it('answers every category and every question as `{ list }`, the home cards by family and the banners as a list', async () => {
    const [category] = await opened.db.select({ id: categories.id }).from(categories).limit(1);
    const [faq] = await opened.db.select({ id: faqs.id }).from(faqs).limit(1);
    const [card] = await opened.db.select({ id: homeCards.id }).from(homeCards).limit(1);
    const [banner] = await opened.db.select({ id: sliderItems.id }).from(sliderItems).limit(1);

    const moved = await move(categoryMove.POST, String(category.id), { direction: 'down' });
    expect(moved.status).toBe(200);
    expect(moved.body.result.list.map((c: { id: number }) => c.id)).toContain(category.id);

    const question = await move(faqMove.POST, String(faq.id), { direction: 'down' });
    expect(question.status).toBe(200);
    expect(question.body.result.list.map((q: { id: number }) => q.id)).toContain(faq.id);

    const cards = await move(homeCardMove.POST, String(card.id), { direction: 'down' });
    expect(cards.status).toBe(200);
    expect(Object.keys(cards.body.result).sort()).toEqual(['evaMolded', 'heatPress', 'sewing']);

    const banners = await move(sliderMove.POST, String(banner.id), { direction: 'down' });
    expect(banners.status).toBe(200);
    expect(banners.body.result.map((b: { id: number }) => b.id)).toContain(banner.id);
  });

  it.each([
    ['categories', categoryMove.POST],
    ['faq', faqMove.POST],
    ['home-cards', homeCardMove.POST],
    ['slider', sliderMove.POST],
  ])('%s: 404 for a bad id or a member, 400 without a direction', async (_name, handler) => {
    expect((await move(handler, 'abc', { direction: 'up' })).status).toBe(404);
    expect((await move(handler, '1', { direction: 'up' }, member)).status).toBe(404);
    const missing = await move(handler, '1', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.result.errors)).toEqual(['direction']);
  });
});
