import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { Product, ProductSummary } from '@/lib/api/contract';
import messages from '@/messages/ar.json';
import ProductDetail from '@/components/catalogue/ProductDetail';
import ProductCard from '@/components/catalogue/ProductCard';
import { isolateAuto, isolateLtr, langDir } from './bidi';

// The server-side translator and link, as an Arabic page would provide them.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'ar', messages, namespace: namespace as 'product' }),
}));
jest.mock('@/components/ui/LocaleLink', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string | { pathname: string }; children: ReactNode }) => (
    <a href={`/ar${typeof href === 'string' ? href : href.pathname}`} {...rest}>
      {children}
    </a>
  ),
}));

describe('langDir', () => {
  it('gives a fallback text its language and direction, and the page language nothing', () => {
    expect(langDir('en')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(langDir('zh-CN')).toEqual({ lang: 'zh-CN', dir: 'ltr' });
    expect(langDir('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(langDir(undefined)).toEqual({});
  });

  it('isolates a plain string only in a right-to-left page', () => {
    expect(isolateLtr('HX-2611-7K3Q', 'ar')).toBe('\u2066HX-2611-7K3Q\u2069');
    expect(isolateAuto('Hengxin Case Co., Ltd.', 'ar')).toBe('\u2068Hengxin Case Co., Ltd.\u2069');
    expect(isolateLtr('HX-2611-7K3Q', 'en')).toBe('HX-2611-7K3Q');
  });
});

const fallback: Product = {
  id: 7,
  name: 'Neoprene zip pouch',
  slug: 'neoprene-zip-pouch',
  category: { key: 'pouch', name: 'Pouches', lang: { name: 'en' } },
  summary: 'Soft 3 mm pouch (MOQ 300).',
  description: 'Soft and hard-wearing.\n\nFor iPhone 15 cables.',
  images: [],
  specs: { material: '3 mm SBR neoprene', size: '22 × 14 cm', moq: 300, lead_time_days: { min: 15, max: 25 }, customization: ['Screen printing'] },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  lang: { name: 'en', summary: 'en', description: 'en', specs: 'en', customization: 'en' },
};

describe('an Arabic product page', () => {
  it('gives every fallback text its direction and isolates the size', async () => {
    render(await ProductDetail({ product: fallback, related: [], locale: 'ar' }));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    for (const text of ['Soft 3 mm pouch (MOQ 300).', '3 mm SBR neoprene', 'Screen printing']) {
      expect(screen.getByText(text).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByText('For iPhone 15 cables.').closest('[lang]')).toHaveAttribute('dir', 'ltr');
    // The size has no language of its own: a <bdi> takes the direction of its first letter.
    const size = screen.getByText('22 × 14 cm');
    expect(size.tagName).toBe('BDI');
    expect(size).not.toHaveAttribute('dir');
    // Category link and breadcrumb.
    for (const link of screen.getAllByRole('link', { name: 'Pouches' })) expect(link).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Neoprene zip pouch', { selector: '[aria-current="page"]' })).toHaveAttribute('dir', 'ltr');
  });

  it('leaves texts written in Arabic in the page direction', async () => {
    const arabic: Product = { ...fallback, name: 'حقيبة EVA بسحاب', summary: 'ملخص', lang: undefined, category: { key: 'pouch', name: 'حقائب' } };
    render(await ProductDetail({ product: arabic, related: [], locale: 'ar' }));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).not.toHaveAttribute('dir');
    expect(title).not.toHaveAttribute('lang');
  });
});

it('mirrors the "view details" arrow of a card (the bidi-flip class) and marks its fallback texts', async () => {
  const card: ProductSummary = {
    id: 7, name: fallback.name, slug: fallback.slug, category: fallback.category, summary: fallback.summary, image: null,
    created_at: fallback.created_at, updated_at: fallback.updated_at, lang: { name: 'en', summary: 'en' },
  };
  const { container } = render(await ProductCard({ product: card, locale: 'ar' }));
  expect(container.querySelector('.bidi-flip')).toHaveTextContent('→');
  expect(screen.getByRole('heading', { name: 'Neoprene zip pouch' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Pouches')).toHaveAttribute('dir', 'ltr');
});
