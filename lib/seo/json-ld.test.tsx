import { render } from '@testing-library/react';
import type { FaqEntry, Product } from '@/lib/api/contract';

jest.mock('@/lib/server/catalogue/cached', () => ({ getCompanyFacts: jest.fn() }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

import { breadcrumbLd, faqPageLd, JsonLd, organizationLd, productLd, serializeJsonLd } from './json-ld';
import { priceGuide } from '@/lib/testing/price-guide';

const ORIGIN = 'https://cases.example.com';
const ATTACK = '</script><script>alert(1)</script>';

const product: Product = {
  id: 7,
  name: `Zip Pouch ${ATTACK}\u2028`,
  slug: 'zip-pouch',
  category: { key: 'pouch', name: 'Pouches' },
  summary: 'A pouch',
  description: 'A sturdy zip pouch & more',
  images: [
    { src: '/media/products/7-a.webp', src_small: '/media/products/7-a-sm.webp', alt: 'front', width: 800, height: 800 },
    { src: '/media/products/7-b.webp', src_small: '/media/products/7-b-sm.webp', alt: 'back', width: 800, height: 800 },
  ],
  specs: { material: 'PU', size: '20×10 cm', moq: 300, lead_time_days: { min: 15, max: 30 }, customization: ['logo'] },
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-02-01T00:00:00.000Z',
};

describe('JSON-LD', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = ORIGIN;
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('escapes <, >, &, U+2028 and U+2029 and still round-trips', () => {
    const data = { name: `${ATTACK} & \u2028\u2029` };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('cannot break out of its <script> element', () => {
    const { container } = render(<JsonLd data={productLd(product, 'en', 'Hengxin Co.,Ltd')} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/ld+json');
    expect(container.innerHTML).not.toContain('</script><script>');
    expect(container.innerHTML).not.toContain('\u2028');
    const parsed = JSON.parse(scripts[0].textContent ?? '');
    expect(parsed.name).toBe(product.name);
  });

  it('describes a product without prices or ratings', () => {
    const ld = productLd(product, 'en', 'Hengxin Co.,Ltd');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: 'A sturdy zip pouch & more',
      image: [`${ORIGIN}/media/products/7-a.webp`, `${ORIGIN}/media/products/7-b.webp`],
      sku: 'zip-pouch',
      category: 'Pouches',
      brand: { '@type': 'Brand', name: 'Hengxin Co.,Ltd' },
      manufacturer: { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Hengxin Co.,Ltd' },
      url: `${ORIGIN}/en/product/7/zip-pouch`,
    });
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(productLd(product, 'zh-CN', 'x')).toMatchObject({ url: `${ORIGIN}/product/7/zip-pouch` });
  });

  it('offers the price guidance as an AggregateOffer, only when the page shows prices', () => {
    const price = priceGuide({ currency: 'EUR', estimate: true, valid_until: '2027-06-30' });
    expect(productLd({ ...product, price }, 'fr', 'x').offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: '1.58',
      highPrice: '1.80',
      offerCount: 2,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 500, unitCode: 'H87' },
      priceValidUntil: '2027-06-30',
      url: `${ORIGIN}/fr/product/7/zip-pouch`,
    });
    expect(productLd({ ...product, price: { ...price, valid_until: null } }, 'fr', 'x').offers).not.toHaveProperty('priceValidUntil');
    expect(productLd({ ...product, price: null }, 'fr', 'x')).not.toHaveProperty('offers');
  });

  it('describes the organization from the company facts', () => {
    const facts = {
      'company name': 'Hengxin',
      tagline: 'Cases',
      whatsapp: '+86 138 0000 0000',
      email: 'sales@example.com',
      province: 'Guangdong',
      linkedin: 'https://www.linkedin.com/company/x',
      instagram: 'https://www.instagram.com/x',
      pinterest: 'https://www.pinterest.com/x',
      facebook: 'https://www.facebook.com/x',
      twitter: '',
    };
    expect(organizationLd(facts, 'ja', 'Hengxin 有限公司')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Hengxin 有限公司',
      url: `${ORIGIN}/ja`,
      logo: `${ORIGIN}/icon.svg`,
      slogan: 'Cases',
      email: 'sales@example.com',
      telephone: '+86 138 0000 0000',
      address: { '@type': 'PostalAddress', addressRegion: 'Guangdong', addressCountry: 'CN' },
      sameAs: ['https://www.linkedin.com/company/x', 'https://www.instagram.com/x', 'https://www.pinterest.com/x', 'https://www.facebook.com/x'],
    });
  });

  it('builds breadcrumbs with absolute localized URLs', () => {
    const ld = breadcrumbLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        { name: 'Pouches', path: '/products?category=pouch' },
      ],
      'en',
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${ORIGIN}/en/products` },
      { '@type': 'ListItem', position: 3, name: 'Pouches', item: `${ORIGIN}/en/products?category=pouch` },
    ]);
  });

  it('builds an FAQ page in entry order', () => {
    const entries: FaqEntry[] = [
      { id: 1, question: 'MOQ?', answer: '300 pieces.', sort: 1 },
      { id: 2, question: 'Samples?', answer: 'Yes.', sort: 2 },
    ];
    expect(faqPageLd(entries)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'MOQ?', acceptedAnswer: { '@type': 'Answer', text: '300 pieces.' } },
        { '@type': 'Question', name: 'Samples?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
  });
});
