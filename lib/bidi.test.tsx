import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { Product, ProductSummary } from '@/lib/api/contract';
import messages from '@/messages/ar.json';
import ProductDetail from '@/components/catalogue/ProductDetail';
import ProductCard from '@/components/catalogue/ProductCard';
import { SpecText } from '@/components/ui/Bidi';
import { hasRtlLetters, isolateAuto, isolateLtr, langDir, splitLtrRuns } from './bidi';

// The server-side translator and link, as an Arabic page would provide them.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => createTranslator({ locale: 'ar', messages, namespace: namespace as 'product' }),
}));
jest.mock('@/components/ui/LocaleLink', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string | { pathname: string }; children: ReactNode }) => (
    <a href={`/ar${typeof href === 'string' ? href : href.pathname}`} {...rest}>
      {children}
    </a>
  ),
}));

// Nothing here reads the database (the page's cached reads are not under test).
jest.mock('@/lib/server/catalogue/cached', () => ({}));

// The page's and the card's favourite heart reads the member's favourites in the browser (jsdom
// has no fetch): nobody is logged in here, as the API's 401 says.
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The page's tree without the nested async server components (the phone quote bar …), which jsdom cannot render. */
function withoutAsync(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withoutAsync);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') return null;
  const { children } = element.props;
  return children === undefined ? element : cloneElement(element, undefined, ...Children.toArray(children).map(withoutAsync));
}

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

describe('spec values with Latin runs inside right-to-left text', () => {
  const ltr = (text: string) =>
    splitLtrRuns(text)
      .filter((r) => r.ltr)
      .map((r) => r.text);

  it('finds the measurements, units and model names of an Arabic value, and leaves bare numbers', () => {
    expect(ltr('36 × 26 cm (14 بوصة)؛ تتوفر مقاسات من 13 إلى 16 بوصة')).toEqual(['36 × 26 cm']);
    expect(ltr('25 × 30 cm (تتوفر مقاسات من 8 × 10 إلى 40 × 50 cm)')).toEqual(['25 × 30 cm', '8 × 10', '40 × 50 cm']);
    expect(ltr('EVA بسماكة 3.5 mm (70°)، سطح من الليكرا')).toEqual(['EVA', '3.5 mm']);
    expect(ltr('لهواتف iPhone من سلسلتي 15/16 وGalaxy S24/S25')).toEqual(['iPhone', 'Galaxy S24/S25']);
    expect(ltr('بوليستر 600D، بطانة بوليستر 210D')).toEqual(['600D', '210D']);
  });

  it('keeps every character, in order', () => {
    const text = 'نيوبرين SBR بسماكة 3 mm، جيرسي بوليستر';
    expect(
      splitLtrRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
    expect(splitLtrRuns('بدون أرقام')).toEqual([{ text: 'بدون أرقام', ltr: false }]);
  });

  it('tells right-to-left text apart', () => {
    expect(hasRtlLetters('22 × 14 cm')).toBe(false);
    expect(hasRtlLetters('3 毫米 SBR 潜水料')).toBe(false);
    expect(hasRtlLetters('36 × 26 cm (14 بوصة)')).toBe(true);
  });

  it('renders a value: isolated left to right, in its fallback language, or Arabic with its Latin runs isolated', () => {
    const { container, rerender } = render(<SpecText text="22 × 14 cm" />);
    expect(container.innerHTML).toBe('<bdi dir="ltr">22 × 14 cm</bdi>');
    rerender(<SpecText text="3 mm SBR neoprene" lang="en" />);
    expect(container.innerHTML).toBe('<bdi dir="ltr" lang="en">3 mm SBR neoprene</bdi>');
    rerender(<SpecText text="نيوبرين SBR بسماكة 3 mm، جيرسي" />);
    expect(container.innerHTML).toBe('نيوبرين <bdi dir="ltr">SBR</bdi> بسماكة <bdi dir="ltr">3 mm</bdi>، جيرسي');
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
    render(withoutAsync(await ProductDetail({ product: fallback, related: [], locale: 'ar' })));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    for (const text of ['Soft 3 mm pouch (MOQ 300).', '3 mm SBR neoprene', 'Screen printing']) {
      expect(screen.getByText(text).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByText('For iPhone 15 cables.').closest('[lang]')).toHaveAttribute('dir', 'ltr');
    // The size has no language of its own: a measurement, isolated left to right.
    const size = screen.getByText('22 × 14 cm');
    expect(size.tagName).toBe('BDI');
    expect(size).toHaveAttribute('dir', 'ltr');
    expect(size).not.toHaveAttribute('lang');
    // Category link and breadcrumb.
    for (const link of screen.getAllByRole('link', { name: 'Pouches' })) expect(link).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Neoprene zip pouch', { selector: '[aria-current="page"]' })).toHaveAttribute('dir', 'ltr');
  });

  it('leaves texts written in Arabic in the page direction', async () => {
    const arabic: Product = { ...fallback, name: 'حقيبة EVA بسحاب', summary: 'ملخص', lang: undefined, category: { key: 'pouch', name: 'حقائب' } };
    render(withoutAsync(await ProductDetail({ product: arabic, related: [], locale: 'ar' })));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).not.toHaveAttribute('dir');
    expect(title).not.toHaveAttribute('lang');
  });
});

it('mirrors the "view details" arrow of a card (the bidi-flip class) and marks its fallback texts', async () => {
  const card: ProductSummary = {
    id: 7,
    name: fallback.name,
    slug: fallback.slug,
    category: fallback.category,
    summary: fallback.summary,
    image: null,
    created_at: fallback.created_at,
    updated_at: fallback.updated_at,
    lang: { name: 'en', summary: 'en' },
  };
  const { container } = render(withoutAsync(await ProductCard({ product: card, locale: 'ar' })));
  expect(container.querySelector('.bidi-flip')).toHaveTextContent('→');
  expect(screen.getByRole('heading', { name: 'Neoprene zip pouch' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Pouches')).toHaveAttribute('dir', 'ltr');
});
