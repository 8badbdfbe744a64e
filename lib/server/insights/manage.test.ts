/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { validate } from '@/lib/validation/kit';
import { insightsQuerySchema } from '@/lib/api/contract/insights';
import type { Actor } from '@/lib/server/access';
import { addLeadNote } from '@/lib/server/consult/leads';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { insightPageViews, insightSearchMisses, products } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertLead } from '@/lib/server/testing/leads';
import { insightsReport, previousRange } from './manage';
import { reportCsv } from './report-csv';
import { foldAndExpire, writeTallies } from './store';

jest.setTimeout(120_000);

const TODAY = new Date().toISOString().slice(0, 10);
const query = (raw: Record<string, string> = {}) => {
  const checked = validate(insightsQuerySchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};
const view = (page: string, extra: Partial<{ day: string; locale: string; referrer: string; campaign: string }> = {}, n = 1) => ({
  key: { day: TODAY, page, locale: 'en', referrer: '', campaign: '', ...extra },
  n,
});

describe('the range', () => {
  it('defaults to the last 30 days, turns a reversed range round, cuts a long one and refuses a bad day', () => {
    const plain = query();
    expect(plain.to).toBe(TODAY);
    expect((Date.parse(plain.to) - Date.parse(plain.from)) / 86_400_000).toBe(29);
    expect(query({ from: '2026-03-10', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-10', compare: false });
    expect(query({ from: '2020-01-01', to: '2026-03-01', compare: '1' }).from).toBe('2023-12-23');
    expect(validate(insightsQuerySchema, { from: '2026-02-30' }).ok).toBe(false);
    expect(validate(insightsQuerySchema, { to: '<script>' }).ok).toBe(false);
    expect(previousRange({ from: '2026-03-01', to: '2026-03-10' })).toEqual({ from: '2026-02-19', to: '2026-02-28' });
  });
});

describe.each(testDatabases())('insights on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  let productId = 0;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    [{ id: productId }] = await opened.db.select({ id: products.id }).from(products).limit(1);
    actors.sales = await actorWith(opened.db, 'sia.sales', ['member', 'sales']);
    actors.admin = await actorWith(opened.db, 'ari.admin', ['member', 'admin']);
    actors.editor = await actorWith(opened.db, 'eda.editor', ['member', 'editor']);
    actors.member = await actorWith(opened.db, 'mo.member', ['member']);
  });
  afterAll(() => opened?.close());

  it('is for sales and admin: nobody gets 401, a member or an editor 404', async () => {
    expect(await statusOf(insightsReport(opened.db, null, query()))).toBe(401);
    expect(await statusOf(insightsReport(opened.db, actors.member, query()))).toBe(404);
    expect(await statusOf(insightsReport(opened.db, actors.editor, query()))).toBe(404);
    expect(await statusOf(insightsReport(opened.db, actors.sales, query()))).toBe('ok');
    expect(await statusOf(insightsReport(opened.db, actors.admin, query()))).toBe('ok');
  });

  it('adds the tallies of several flushes (and instances) up, and reports views, funnel, response times and countries', async () => {
    const product = `/product/${productId}/demo`;
    await writeTallies(opened.db, { views: [view(product, { referrer: 'news.example', campaign: 'mail' }, 2), view('/products?category=nope')], misses: [], dropped: 0 });
    await writeTallies(opened.db, {
      views: [view(product, { referrer: 'news.example', campaign: 'mail' })],
      misses: [{ key: { day: TODAY, term: 'zebra foam', locale: 'en' }, n: 2 }],
      dropped: 0,
    });
    const lead = await insertLead(opened.db, { productId, locale: 'en', country: 'PT' });
    await insertLead(opened.db, { locale: 'ja', country: '' });
    await addLeadNote(opened.db, actors.sales, lead.id, 'Called back.');

    const report = await insightsReport(opened.db, actors.sales, query({ compare: '1' }), 'en');
    expect(report.totals).toMatchObject({ views: 4, leads: 2, previous_views: 0, previous_leads: 0 });
    expect(report.timeline.at(-1)).toEqual({ day: TODAY, views: 4, previous: 0 });
    expect(report.views.campaign).toEqual([{ key: 'mail', label: 'mail', count: 3, previous: 0 }]);
    expect(report.views.referrer[0]).toMatchObject({ key: 'news.example', count: 3 });
    expect(report.views.locale[0]).toMatchObject({ key: 'en', label: 'English', count: 4 });
    expect(report.views.product[0]).toMatchObject({ key: String(productId), count: 3 });
    expect(report.views.product[0].label).not.toMatch(/^#/);
    expect(report.views.family.map((f) => f.key)).toContain('nope');
    expect(report.funnel).toContainEqual(expect.objectContaining({ product_id: productId, locale: 'en', views: 3, requests: 1, orders: 0, won: 0 }));
    expect(report.funnel).toContainEqual(expect.objectContaining({ product_id: null, locale: 'ja', views: 0, requests: 1 }));
    expect(report.response).toEqual([
      expect.objectContaining({ staff_id: actors.sales.user.id, leads: 1, median_minutes: 0, p90_minutes: 0 }),
      { staff_id: null, name: '', leads: 1, median_minutes: null, p90_minutes: null },
    ]);
    expect(report.searches).toEqual([{ key: 'zebra foam', label: 'zebra foam', count: 2, previous: 0 }]);
    expect(report.countries).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'PT', label: 'Portugal', count: 1 }), expect.objectContaining({ key: '', count: 1 })]));

    const csv = reportCsv(report);
    expect(csv.startsWith('\uFEFF"section","key"')).toBe(true);
    expect(csv).toContain('"campaign","mail","mail","3","0"');
    expect(csv).toContain(`"funnel","${productId}/en"`);
  });

  it('folds days older than three months into month rows, once even when two fold at the same time, and drops what is past the retention', async () => {
    const now = new Date('2026-11-15T12:00:00Z');
    await writeTallies(opened.db, {
      views: [view('/faq', { day: '2026-07-03' }, 2), view('/faq', { day: '2026-07-20' }, 3), view('/faq', { day: '2026-08-05' }, 1), view('/faq', { day: '2024-09-01' }, 7)],
      misses: [{ key: { day: '2026-07-04', term: 'velvet', locale: 'en' }, n: 1 }],
      dropped: 0,
    });
    await Promise.all([foldAndExpire(opened.db, 25, now), foldAndExpire(opened.db, 25, now)]);
    const faq = await opened.db.select().from(insightPageViews).where(eq(insightPageViews.page, '/faq'));
    expect(faq.map((r) => [r.grain, r.day, r.views]).sort()).toEqual([
      ['day', '2026-08-05', 1],
      ['month', '2026-07-01', 5],
    ]);
    const misses = await opened.db.select().from(insightSearchMisses).where(eq(insightSearchMisses.term, 'velvet'));
    expect(misses.map((r) => [r.grain, r.day, r.searches])).toEqual([['month', '2026-07-01', 1]]);

    // A month row counts in a range that starts in its month.
    const july = await insightsReport(opened.db, actors.admin, query({ from: '2026-07-10', to: '2026-07-31' }));
    expect(july.totals.views).toBe(5);
  });
});
