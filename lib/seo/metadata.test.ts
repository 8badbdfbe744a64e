import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/lib/config';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import { createMetadata, OG_LOCALES } from './metadata';

jest.mock('@/lib/server/catalogue/cached', () => ({ getCompanyFacts: jest.fn() }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

const ORIGIN = 'https://cases.example.com';
const MESSAGES: Record<string, string> = { titleSuffix: 'Co.,Ltd', description: 'Custom case solutions.' };

describe('createMetadata', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = ORIGIN;
    jest.mocked(getCompanyFacts).mockResolvedValue({ 'company name': 'Hengxin' } as Awaited<ReturnType<typeof getCompanyFacts>>);
    const t = (key: string) => MESSAGES[key];
    jest.mocked(getTranslations).mockResolvedValue(t as unknown as Awaited<ReturnType<typeof getTranslations>>);
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('gives the home page the site defaults and leaves the title to the layout', async () => {
    const meta = await createMetadata({ locale: 'zh-CN', path: '/' });
    expect(meta).not.toHaveProperty('title');
    expect(meta.description).toBe('Custom case solutions.');
    // The bare origin, as Next writes a '/' URL, and as the sitemap lists it.
    expect(meta.alternates?.canonical).toBe(ORIGIN);
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: ORIGIN,
      siteName: 'Hengxin Co.,Ltd',
      title: 'Hengxin Co.,Ltd',
      locale: 'zh_CN',
      images: [{ url: `${ORIGIN}/media/og-default.webp`, width: 1200, height: 630, alt: 'Hengxin Co.,Ltd' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Hengxin Co.,Ltd' });
  });

  it('merges a page title, description and images, with this locale as canonical', async () => {
    const meta = await createMetadata({
      locale: 'en',
      path: '/product/7/zip-pouch',
      title: 'Zip Pouch',
      description: 'A pouch.',
      images: [{ url: '/media/p/7.webp', width: 800, height: 800, alt: 'Zip Pouch' }],
      type: 'article',
    });
    expect(meta.title).toBe('Zip Pouch');
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/en/product/7/zip-pouch`);
    const languages = meta.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages)).toEqual([...LOCALES, 'x-default']);
    expect(languages['x-default']).toBe(`${ORIGIN}/product/7/zip-pouch`);
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      title: 'Zip Pouch | Hengxin Co.,Ltd',
      description: 'A pouch.',
      locale: 'en_US',
      images: [{ url: `${ORIGIN}/media/p/7.webp`, width: 800, height: 800, alt: 'Zip Pouch' }],
    });
    const og = meta.openGraph as { alternateLocale: string[] };
    expect(og.alternateLocale).toHaveLength(13);
    expect(og.alternateLocale).not.toContain('en_US');
    expect(meta.twitter).toMatchObject({ images: [{ url: `${ORIGIN}/media/p/7.webp`, alt: 'Zip Pouch' }] });
  });

  it('marks noIndex pages and gives them no canonical', async () => {
    const meta = await createMetadata({ locale: 'en', path: '/login', title: 'Login', noIndex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta).not.toHaveProperty('alternates');
  });

  it('has a distinct Open Graph locale for every locale', () => {
    expect(new Set(LOCALES.map((l) => OG_LOCALES[l])).size).toBe(LOCALES.length);
    for (const l of LOCALES) expect(OG_LOCALES[l]).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});
