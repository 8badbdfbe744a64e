/** @jest-environment node */
import { JSDOM } from 'jsdom';
import type { Category } from '@/lib/api/contract';
import { LOCALES } from '@/lib/config';
import { getCategories } from '@/lib/server/catalogue/cached';
import { getSitemapProducts, getSitemapSummary } from '@/lib/server/catalogue/sitemap-cached';
import type { SitemapProduct, SitemapSummary } from '@/lib/seo/sitemap';
import robots from './robots';
import { GET as index } from './sitemap.xml/route';
import { GET as child } from './sitemap/[file]/route';

jest.mock('@/lib/server/catalogue/cached', () => ({ getCategories: jest.fn() }));
jest.mock('@/lib/server/catalogue/sitemap-cached', () => ({ getSitemapSummary: jest.fn(), getSitemapProducts: jest.fn() }));
jest.mock('@/lib/server/sitemap-resources', () => ({
  resourcePages: jest.fn(async () => [
    { path: '/course', changeFrequency: 'weekly', priority: 0.6, lastModified: '2024-06-01T00:00:00.000Z' },
    { path: '/course/care-basics', changeFrequency: 'monthly', priority: 0.5, lastModified: '2024-02-01T00:00:00.000Z' },
  ]),
  newestOf: (pages: Array<{ lastModified?: string }>) =>
    pages
      .map((p) => p.lastModified)
      .sort()
      .pop(),
}));

const ORIGIN = 'https://cases.example.com';
const XHTML = 'http://www.w3.org/1999/xhtml';

const categories: Category[] = [
  { id: 1, key: 'sewing', name: 'Sewing', parent_id: null, sort: 1 },
  { id: 2, key: 'heat-press', name: 'Heat Press', parent_id: null, sort: 2 },
  { id: 3, key: 'pouch', name: 'Pouches', parent_id: 1, sort: 1 },
  { id: 4, key: 'phone-case', name: 'Phone Cases', parent_id: 2, sort: 1 },
];
// Two product children (as if a child held two products), the second with an odd slug.
const products: SitemapProduct[] = [
  { id: 1, slug: 'zip-pouch', updated_at: '2024-03-01T00:00:00.000Z' },
  { id: 2, slug: 'leather-case', updated_at: '2024-05-01T00:00:00.000Z' },
  { id: 5, slug: 'a&b <odd>', updated_at: '2024-04-01T00:00:00.000Z' },
];
const summary: SitemapSummary = {
  chunks: [
    { first: 1, last: 2, count: 2, updated_at: '2024-05-01T00:00:00.000Z' },
    { first: 5, last: 5, count: 1, updated_at: '2024-04-01T00:00:00.000Z' },
  ],
  categoryUpdated: { pouch: '2024-04-01T00:00:00.000Z', 'phone-case': '2024-05-01T00:00:00.000Z' },
};
// Home, the list, each category, four simple pages, and the two resource pages of the mocked sources.
const PAGES = 2 + categories.length + 4 + 2;

const parser = new new JSDOM('').window.DOMParser();
function parse(xml: string) {
  const doc = parser.parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

async function get(file: string) {
  return child(new Request(`${ORIGIN}/sitemap/${file}`), { params: Promise.resolve({ file }) });
}

interface Entry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  languages: Record<string, string>;
}

/** Every child the index lists, fetched and read: loc, lastmod and hreflang alternates of each entry. */
async function crawl(): Promise<Entry[]> {
  const doc = parse(await (await index()).text());
  const children = Array.from(doc.getElementsByTagName('loc'), (n) => n.textContent!);
  const entries: Entry[] = [];
  for (const loc of children) {
    const res = await get(loc.slice(`${ORIGIN}/sitemap/`.length));
    expect(res.status).toBe(200);
    for (const url of Array.from(parse(await res.text()).getElementsByTagName('url'))) {
      const text = (name: string) => url.getElementsByTagName(name)[0]?.textContent ?? undefined;
      const links = Array.from(url.getElementsByTagNameNS(XHTML, 'link'));
      entries.push({
        loc: text('loc')!,
        lastmod: text('lastmod'),
        changefreq: text('changefreq'),
        languages: Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      });
    }
  }
  return entries;
}

describe('sitemap index and its children', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    jest.clearAllMocks();
    process.env.SITE_URL = ORIGIN;
    jest.mocked(getCategories).mockResolvedValue(categories);
    jest.mocked(getSitemapSummary).mockResolvedValue(summary);
    jest.mocked(getSitemapProducts).mockImplementation(async (first, last) => products.filter((p) => p.id >= first && p.id <= last));
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('is an index of the pages sitemap and one sitemap per product chunk, each dated by its newest product', async () => {
    const res = await index();
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const doc = parse(await res.text());
    expect(doc.documentElement.tagName).toBe('sitemapindex');
    const children = Array.from(doc.getElementsByTagName('sitemap'), (s) => ({
      loc: s.getElementsByTagName('loc')[0].textContent,
      lastmod: s.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    expect(children).toEqual([
      { loc: `${ORIGIN}/sitemap/pages.xml`, lastmod: '2024-05-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemap/resources.xml`, lastmod: '2024-06-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemap/products-1.xml`, lastmod: '2024-05-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemap/products-2.xml`, lastmod: '2024-04-01T00:00:00.000Z' },
    ]);
  });

  it('robots.txt names the index', () => {
    expect(robots().sitemap).toBe(`${ORIGIN}/sitemap.xml`);
  });

  it('lists every page in every locale once, across the children', async () => {
    const urls = (await crawl()).map((e) => e.loc);
    expect(urls).toHaveLength((PAGES + products.length) * LOCALES.length);
    expect(new Set(urls).size).toBe(urls.length);
    // The zh-CN home page is the bare origin, as its canonical link says (lib/seo/paths.ts).
    expect(urls).toContain(ORIGIN);
    expect(urls).toContain(`${ORIGIN}/en`);
    for (const path of ['/products', '/ourprocess', '/faq', '/contact', '/about', '/products?category=pouch']) {
      expect(urls).toContain(`${ORIGIN}${path}`);
      expect(urls).toContain(`${ORIGIN}/en${path}`);
    }
    for (const locale of LOCALES) {
      const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
      expect(urls).toContain(`${ORIGIN}${prefix}/product/1/zip-pouch`);
      expect(urls).toContain(`${ORIGIN}${prefix}/product/5/a%26b%20%3Codd%3E`);
    }
  });

  it('dates products by updated_at and a category listing by its newest product, sub-categories included', async () => {
    const byUrl = new Map((await crawl()).map((e) => [e.loc, e]));
    expect(byUrl.get(`${ORIGIN}/ja/product/1/zip-pouch`)).toMatchObject({ lastmod: '2024-03-01T00:00:00.000Z', changefreq: 'monthly' });
    expect(byUrl.get(`${ORIGIN}/products?category=sewing`)?.lastmod).toBe('2024-04-01T00:00:00.000Z');
    expect(byUrl.get(`${ORIGIN}/en/products`)?.lastmod).toBe('2024-05-01T00:00:00.000Z');
    expect(byUrl.get(`${ORIGIN}/en/faq`)?.lastmod).toBeUndefined();
  });

  it('gives every entry reciprocal alternates: 14 locales plus x-default, each listed itself', async () => {
    const entries = await crawl();
    const byUrl = new Map(entries.map((e) => [e.loc, e]));
    for (const entry of entries) {
      expect(Object.keys(entry.languages)).toEqual([...LOCALES, 'x-default']);
      expect(Object.values(entry.languages)).toContain(entry.loc);
      expect(entry.languages['x-default']).toBe(entry.languages['zh-CN']);
      for (const locale of LOCALES) expect(byUrl.get(entry.languages[locale])?.languages).toEqual(entry.languages);
    }
  });

  it('escapes ampersands and markup in the XML', async () => {
    const xml = await (await get('pages.xml')).text();
    expect(xml).toContain(`<loc>${ORIGIN}/products?category=pouch</loc>`);
    const products2 = await (await get('products-2.xml')).text();
    for (const text of [xml, products2]) expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('answers 404 for a child the index does not list', async () => {
    for (const file of ['products-0.xml', 'products-3.xml', 'products-01.xml', 'products-1', 'other.xml', 'pages.xml.gz', 'products-99999999.xml']) {
      expect((await get(file)).status).toBe(404);
    }
    expect(getSitemapProducts).not.toHaveBeenCalled();
  });
});
