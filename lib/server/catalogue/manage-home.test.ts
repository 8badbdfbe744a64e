/** @jest-environment node */
import { validate } from '@/lib/validation/kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { LOCALES } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import { auditLog, homeCards, sliderItems } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { InvalidInput } from '@/lib/server/problems';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { isSliderUrl, homeCardChangeSchema, listMoveSchema, sliderChangeSchema, sliderItemSchema } from '@/lib/api/contract/catalogue-admin';
import {
  changeHomeCard,
  changeSliderItem,
  createSliderItem,
  deleteSliderItem,
  getSliderItem,
  listHomeCardsForStaff,
  listSliderItems,
  moveHomeCard,
  moveSliderItem,
  pictureIsServed,
  signChoices,
} from './manage-home';
import { listHomeCards, listSlider, listSlides } from './service';

const NO_WORDS = { title: {}, subtitle: {}, button: {} };

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

const revalidated = revalidateTag as jest.MockedFunction<typeof revalidateTag>;
const UPLOAD = '/uploads/media/0123456789abcdef0123456789abcdef.webp';
const OTHER_UPLOAD = '/uploads/media/fedcba9876543210fedcba9876543210.webp';

async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof InvalidInput) return Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.key]));
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the home page inputs', () => {
  it.each(['/products', '/products/pouch', '/about-us', 'https://shop.example.com/cases', 'https://example.com'])('takes %s as a banner url', (url) => {
    expect(isSliderUrl(url)).toBe(true);
  });
  it.each([
    '',
    'products',
    '//evil.example',
    '/a//b',
    '/\\evil.example',
    '\\\\evil',
    'http://example.com',
    'javascript:alert(1)',
    'https://',
    'https://user:pw@example.com',
    '/products?category=x',
    '/products#top',
    '/pro ducts',
    'data:text/html,x',
    'https:/example.com',
  ])('refuses %j as a banner url', (url) => {
    expect(isSliderUrl(url)).toBe(false);
  });

  it('names the field of each refusal', () => {
    const refused = validate(sliderItemSchema, { url: '//evil.example', sign: 'Bad Sign', thumb: '' });
    expect(refused).toEqual({ ok: false, errors: { url: { key: 'url' }, sign: { key: 'choice' }, thumb: { key: 'required' } } });
    expect(validate(sliderChangeSchema, { url: '/products', sign: 'pouch', thumb: UPLOAD })).toEqual({ ok: false, errors: { updated_at: { key: 'required' } } });
    expect(validate(listMoveSchema, { direction: 'sideways' }).ok).toBe(false);
    expect(validate(listMoveSchema, {}).ok).toBe(false);
    const card = validate(homeCardChangeSchema, { src: UPLOAD, introduction: { en: 'Only English', ja: 'x'.repeat(400), fr: 'a\u0000b' }, updated_at: '2026-01-01T00:00:00Z' });
    expect(card).toEqual({
      ok: false,
      errors: { 'introduction.ja': { key: 'tooLong', values: { max: 301 } }, 'introduction.fr': { key: 'characters' }, 'introduction.zh-CN': { key: 'required' } },
    });
  });
});

describe.each(testDatabases())('the home page in the back office on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let uploads: string;
  const actors: Record<string, Actor> = {};

  const trail = (entity: string, id: number) =>
    opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    uploads = await mkdtemp(path.join(tmpdir(), 'manage-home-'));
    const storage = new LocalDiskStorage(uploads);
    // Two uploaded pictures, as storeCatalogueImage leaves them.
    for (const src of [UPLOAD, OTHER_UPLOAD]) {
      const name = src.slice('/uploads/media/'.length);
      await storage.put(`media/${name}`, Buffer.from('RIFF'));
      await storage.put(`media/${name.replace('.webp', '-sm.webp')}`, Buffer.from('RIFF'));
    }
    setStorage(storage);
    Object.assign(actors, await catalogueCast(opened.db));
  });
  afterAll(async () => {
    setStorage(undefined);
    await opened?.close();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });
  beforeEach(() => revalidated.mockClear());

  it('is for editors and admins: nobody gets 401, a member or sales 404', async () => {
    const [first] = await listSliderItems(opened.db, actors.editor);
    const card = (await listHomeCardsForStaff(opened.db, actors.editor)).sewing[0];
    const input = { url: '/products', sign: 'pouch', thumb: UPLOAD, ...NO_WORDS };
    const change = { ...input, expectedUpdatedAt: new Date(first.updated_at) };
    const cardChange = { src: card.src, introduction: card.introduction, product_id: card.product_id, expectedUpdatedAt: new Date(card.updated_at) };
    for (const [who, status] of [
      [null, 401],
      [actors.member, 404],
      [actors.sales, 404],
    ] as const) {
      expect(await statusOf(listSliderItems(opened.db, who))).toBe(status);
      expect(await statusOf(getSliderItem(opened.db, who, first.id))).toBe(status);
      expect(await statusOf(createSliderItem(opened.db, who, input))).toBe(status);
      expect(await statusOf(changeSliderItem(opened.db, who, first.id, change))).toBe(status);
      expect(await statusOf(deleteSliderItem(opened.db, who, first.id))).toBe(status);
      expect(await statusOf(moveSliderItem(opened.db, who, first.id, 'down'))).toBe(status);
      expect(await statusOf(listHomeCardsForStaff(opened.db, who))).toBe(status);
      expect(await statusOf(changeHomeCard(opened.db, who, card.id, cardChange))).toBe(status);
      expect(await statusOf(moveHomeCard(opened.db, who, card.id, 'down'))).toBe(status);
      expect(await statusOf(signChoices(opened.db, who, 'en'))).toBe(status);
    }
    expect(revalidated).not.toHaveBeenCalled();
    expect(await statusOf(listSliderItems(opened.db, actors.editor))).toBe('ok');
    expect(await statusOf(listSliderItems(opened.db, actors.admin))).toBe('ok');
    expect(await statusOf(getSliderItem(opened.db, actors.editor, 999_999))).toBe(404);
  });

  it('offers the category keys as signs, families first with their sub-categories', async () => {
    const choices = await signChoices(opened.db, actors.editor, 'en');
    expect(choices[0]).toMatchObject({ key: 'sewing', family: true });
    expect(choices.map((c) => c.key)).toEqual(expect.arrayContaining(['heat-press', 'eva-molded', 'pouch']));
    expect(choices.find((c) => c.key === 'pouch')).toMatchObject({ family: false });
  });

  it('creates, edits and deletes a banner, audits each change and expires the slider', async () => {
    const created = await createSliderItem(opened.db, actors.editor, { url: '/products', sign: 'pouch', thumb: UPLOAD, ...NO_WORDS });
    const list = await listSliderItems(opened.db, actors.editor);
    expect(list.at(-1)).toEqual(created);
    expect(created.sort).toBe(list.length - 1);
    expect(revalidated).toHaveBeenCalledWith('slider', { expire: 0 });
    expect((await listSlider(opened.db)).at(-1)).toEqual({ id: created.id, url: '/products', sign: 'pouch', thumb: UPLOAD });

    revalidated.mockClear();
    const edited = await changeSliderItem(opened.db, actors.other, created.id, {
      url: 'https://shop.example.com/cases',
      sign: 'eva-molded',
      thumb: OTHER_UPLOAD,
      expectedUpdatedAt: new Date(created.updated_at),
      title: { 'zh-CN': 'EVA硬壳包', en: 'EVA hard cases', ja: 'EVAハードケース' },
      subtitle: { en: 'Moulded in-house.' },
      button: { en: 'Explore' },
    });
    expect(edited).toMatchObject({ url: 'https://shop.example.com/cases', sign: 'eva-molded', thumb: OTHER_UPLOAD });
    expect(revalidated.mock.calls).toEqual([['slider', { expire: 0 }]]);
    expect((await listSlider(opened.db)).find((s) => s.id === created.id)).toMatchObject({ sign: 'eva-molded', thumb: OTHER_UPLOAD });
    // The home page reads the words in its locale, falling back (and saying so) where one is missing.
    expect((await listSlides(opened.db, 'ja')).find((s) => s.id === created.id)).toMatchObject({
      title: 'EVAハードケース',
      subtitle: 'Moulded in-house.',
      button: 'Explore',
      lang: { subtitle: 'en', button: 'en' },
    });
    expect((await listSlides(opened.db, 'en')).find((s) => s.id === created.id)).not.toHaveProperty('lang');

    // The first editor saves on what they read before: a conflict, nothing overwritten.
    const stale = { url: '/products', sign: 'pouch', thumb: UPLOAD, ...NO_WORDS, expectedUpdatedAt: new Date(created.updated_at) };
    expect(await statusOf(changeSliderItem(opened.db, actors.editor, created.id, stale))).toBe(409);
    expect(await getSliderItem(opened.db, actors.editor, created.id)).toEqual(edited);

    revalidated.mockClear();
    await deleteSliderItem(opened.db, actors.editor, created.id);
    expect(revalidated.mock.calls).toEqual([['slider', { expire: 0 }]]);
    expect((await listSlider(opened.db)).some((s) => s.id === created.id)).toBe(false);
    expect(await statusOf(deleteSliderItem(opened.db, actors.editor, created.id))).toBe(404);

    const rows = await trail('slider_item', created.id);
    expect(rows.map((r) => r.action)).toEqual(['slider.create', 'slider.change', 'slider.delete']);
    expect(rows[0]).toMatchObject({ actorId: actors.editor.user.id, actorLabel: 'eve.editor', before: null, after: { url: '/products', sign: 'pouch', thumb: UPLOAD } });
    expect(rows[1]).toMatchObject({
      actorLabel: 'ed.editor',
      before: { url: '/products', sign: 'pouch', thumb: UPLOAD },
      after: { url: 'https://shop.example.com/cases', sign: 'eva-molded', thumb: OTHER_UPLOAD },
    });
    expect(rows[2]).toMatchObject({ before: { sign: 'eva-molded' }, after: null });
  });

  it('refuses a sign that is no category key and a picture the site does not serve, and keeps nothing', async () => {
    const before = await opened.db.select().from(sliderItems);
    expect(await fieldErrorsOf(createSliderItem(opened.db, actors.editor, { url: '/products', sign: 'no-such-category', thumb: UPLOAD, ...NO_WORDS }))).toEqual({ sign: 'choice' });
    for (const thumb of [
      '/uploads/media/00000000000000000000000000000000.webp', // the right shape, but never uploaded
      '/media/slider/unknown.webp',
      'https://cdn.example.com/banner.webp',
      '/uploads/media/../../etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(await fieldErrorsOf(createSliderItem(opened.db, actors.editor, { url: '/products', sign: 'pouch', thumb, ...NO_WORDS }))).toEqual({ thumb: 'image' });
    }
    const [first] = before;
    const change = { url: '/products', sign: 'nope', thumb: first.thumb, ...NO_WORDS, expectedUpdatedAt: first.updatedAt };
    expect(await fieldErrorsOf(changeSliderItem(opened.db, actors.editor, first.id, change))).toEqual({ sign: 'choice' });
    expect(await opened.db.select().from(sliderItems)).toEqual(before);
    expect(revalidated).not.toHaveBeenCalled();
    // The build's artwork is served.
    expect(await pictureIsServed(first.thumb)).toBe(true);
    expect(await pictureIsServed(UPLOAD)).toBe(true);
  });

  it('moves a banner up and down, the public order following', async () => {
    const start = await listSliderItems(opened.db, actors.editor);
    expect(start.length).toBeGreaterThanOrEqual(3);
    const [a, b] = start;
    const after = await moveSliderItem(opened.db, actors.editor, a.id, 'down');
    expect(after.map((s) => s.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect(after.map((s) => s.sort)).toEqual(after.map((_, i) => i));
    expect((await listSlider(opened.db)).map((s) => s.id)).toEqual(after.map((s) => s.id));
    expect(revalidated).toHaveBeenCalledWith('slider', { expire: 0 });
    // A move is not an edit: an open form's updated_at stays good.
    expect(after.find((s) => s.id === a.id)!.updated_at).toBe(a.updated_at);
    // At the top already: nothing moves.
    const top = await moveSliderItem(opened.db, actors.editor, b.id, 'up');
    expect(top.map((s) => s.id)).toEqual(after.map((s) => s.id));
    const back = await moveSliderItem(opened.db, actors.editor, a.id, 'up');
    expect(back.map((s) => s.id)).toEqual(start.map((s) => s.id));
    expect((await trail('slider_item', a.id)).filter((r) => r.action === 'slider.move').map((r) => [r.before, r.after])).toEqual([
      [{ position: 1 }, { position: 2 }],
      [{ position: 2 }, { position: 1 }],
    ]);
    expect(await statusOf(moveSliderItem(opened.db, actors.editor, 999_999, 'up'))).toBe(404);
  });

  it('keeps five cards a family and edits a card’s picture and introduction in every locale', async () => {
    const cards = await listHomeCardsForStaff(opened.db, actors.editor);
    expect(Object.fromEntries(Object.entries(cards).map(([f, list]) => [f, list.length]))).toEqual({ sewing: 5, heatPress: 5, evaMolded: 5 });
    const card = cards.heatPress[1];
    const introduction = Object.fromEntries(LOCALES.map((l) => [l, `Heat-pressed patches (${l})`]));
    const changed = await changeHomeCard(opened.db, actors.editor, card.id, {
      src: UPLOAD,
      introduction,
      product_id: card.product_id,
      expectedUpdatedAt: new Date(card.updated_at),
    });
    expect(changed).toMatchObject({ id: card.id, family: 'heatPress', src: UPLOAD, introduction });
    expect(revalidated.mock.calls).toEqual([['home-cards', { expire: 0 }]]);
    for (const locale of ['en', 'ja', 'ar'] as const) {
      expect((await listHomeCards(opened.db, locale)).heatPress[1]).toEqual({ id: card.id, src: UPLOAD, introduction: `Heat-pressed patches (${locale})` });
    }

    // Only zh-CN left: the other locales fall back to it (no English).
    const onlyChinese = await changeHomeCard(opened.db, actors.editor, card.id, {
      src: UPLOAD,
      introduction: { 'zh-CN': '热转印徽章' },
      product_id: card.product_id,
      expectedUpdatedAt: new Date(changed.updated_at),
    });
    expect((await listHomeCards(opened.db, 'en')).heatPress[1]).toMatchObject({ introduction: '热转印徽章', lang: { introduction: 'zh-CN' } });

    // A stale save is a conflict; a picture not served is refused.
    const stale = { src: card.src, introduction: card.introduction, product_id: card.product_id, expectedUpdatedAt: new Date(card.updated_at) };
    expect(await statusOf(changeHomeCard(opened.db, actors.other, card.id, stale))).toBe(409);
    const fresh = { ...stale, expectedUpdatedAt: new Date(onlyChinese.updated_at) };
    expect(await fieldErrorsOf(changeHomeCard(opened.db, actors.other, card.id, { ...fresh, src: '/media/cards/none.webp' }))).toEqual({ src: 'image' });
    expect(await statusOf(changeHomeCard(opened.db, actors.other, 999_999, fresh))).toBe(404);

    const rows = await trail('home_card', card.id);
    expect(rows.map((r) => r.action)).toEqual(['homeCard.change', 'homeCard.change']);
    expect(rows[0]).toMatchObject({ actorLabel: 'eve.editor', before: { src: card.src, introduction: card.introduction }, after: { src: UPLOAD, introduction } });
    const [row] = await opened.db.select().from(homeCards).where(eq(homeCards.id, card.id));
    expect(row.introduction).toEqual({ 'zh-CN': '热转印徽章' });
  });

  it('moves a card within its family only', async () => {
    const cards = await listHomeCardsForStaff(opened.db, actors.editor);
    const ids = (list: { id: number }[]) => list.map((c) => c.id);
    const [first, second] = cards.evaMolded;
    const after = await moveHomeCard(opened.db, actors.editor, second.id, 'up');
    expect(ids(after.evaMolded)).toEqual([second.id, first.id, ...ids(cards.evaMolded.slice(2))]);
    expect(ids(after.sewing)).toEqual(ids(cards.sewing));
    expect(ids(after.heatPress)).toEqual(ids(cards.heatPress));
    expect(revalidated.mock.calls).toEqual([['home-cards', { expire: 0 }]]);
    expect(ids((await listHomeCards(opened.db, 'en')).evaMolded)).toEqual(ids(after.evaMolded));
    // The last card of a family does not move into the next family.
    const last = cards.sewing.at(-1)!;
    const still = await moveHomeCard(opened.db, actors.editor, last.id, 'down');
    expect(ids(still.sewing)).toEqual(ids(cards.sewing));
    expect(ids(still.heatPress)).toEqual(ids(cards.heatPress));
    expect((await trail('home_card', second.id)).at(-1)).toMatchObject({ action: 'homeCard.move', before: { position: 2 }, after: { position: 1 } });
  });
});
