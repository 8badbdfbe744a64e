import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import type { Category } from '@/lib/api/contract';
import { LOCALES } from '@/lib/config';
import { getCategories, getProductIndex } from '@/lib/server/catalogue/cached';
import sitemap from './sitemap';

jest.mock('@/lib/server/catalogue/cached', () => ({ getCategories: jest.fn(), getProductIndex: jest.fn() }));

const ORIGIN = 'https://cases.example.com';

const categories: Category[] = [
  { id: 1, key: 'sewing', name: 'Sewing', parent_id: null, sort: 1 },
  { id: 2, key: 'heat-press', name: 'Heat Press', parent_id: null, sort: 2 },
  { id: 3, key: 'pouch', name: 'Pouches', parent_id: 1, sort: 1 },
  { id: 4, key: 'phone-case', name: 'Phone Cases', parent_id: 2, sort: 1 },
];
const products = [
  { id: 1, slug: 'zip-pouch', category: 'pouch', updated_at: '2024-03-01T00:00:00.000Z' },
  { id: 2, slug: 'leather-case', category: 'phone-case', updated_at: '2024-05-01T00:00:00.000Z' },
  { id: 3, slug: 'a&b <odd>', category: 'pouch', updated_at: '2024-04-01T00:00:00.000Z' },
];

describe('sitemap', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = ORIGIN;
    jest.mocked(getCategories).mockResolvedValue(categories);
    jest.mocked(getProductIndex).mockResolvedValue(products);
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('lists every page in every locale', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    const pages = 2 + categories.length + 4 + products.length;
    expect(urls).toHaveLength(pages * LOCALES.length);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['', '/products', '/ourprocess', '/faq', '/contact', '/about', '/products?category=pouch']) {
      expect(urls).toContain(`${ORIGIN}${path || '/'}`);
      expect(urls).toContain(`${ORIGIN}/en${path}`);
    }
  });

  it('lists every product in every locale with its updated_at', async () => {
    const entries = await sitemap();
    for (const locale of LOCALES) {
      const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
      const zip = entries.find((e) => e.url === `${ORIGIN}${prefix}/product/1/zip-pouch`);
      expect(zip).toMatchObject({ lastModified: '2024-03-01T00:00:00.000Z', changeFrequency: 'monthly' });
      expect(entries.some((e) => e.url === `${ORIGIN}${prefix}/product/2/leather-case`)).toBe(true);
      expect(entries.some((e) => e.url === `${ORIGIN}${prefix}/product/3/a%26b%20%3Codd%3E`)).toBe(true);
    }
  });

  it('dates a category listing by its newest product, sub-categories included', async () => {
    const entries = await sitemap();
    expect(entries.find((e) => e.url === `${ORIGIN}/products?category=sewing`)?.lastModified).toBe('2024-04-01T00:00:00.000Z');
    expect(entries.find((e) => e.url === `${ORIGIN}/en/products`)?.lastModified).toBe('2024-05-01T00:00:00.000Z');
    expect(entries.find((e) => e.url === `${ORIGIN}/en/faq`)).not.toHaveProperty('lastModified');
  });

  it('gives every entry reciprocal alternates: 14 locales plus x-default', async () => {
    const entries = await sitemap();
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    for (const entry of entries) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.keys(languages)).toEqual([...LOCALES, 'x-default']);
      expect(Object.values(languages)).toContain(entry.url);
      expect(languages['x-default']).toBe(languages['zh-CN']);
      for (const locale of LOCALES) {
        // Every alternate is itself listed, and points back with the same set.
        expect(byUrl.get(languages[locale])?.alternates?.languages).toEqual(languages);
      }
    }
  });

  it('serialises to well-formed XML with escaped ampersands', async () => {
    const xml = resolveSitemap(await sitemap());
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = Array.from(doc.getElementsByTagName('loc')).map((n) => n.textContent);
    expect(locs).toHaveLength((2 + categories.length + 4 + products.length) * LOCALES.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const links = doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
    expect(links).toHaveLength(locs.length * (LOCALES.length + 1));
  });
});
