import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { Category, ProductSummary } from '@/lib/api/contract';
import messages from '@/messages/en.json';
import { productPageOf } from '@/lib/testing/product-pages';
import { getProducts } from '@/lib/server/catalogue/cached';
import ProductList from './ProductList';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'products' | 'common' }) => createTranslator({ locale: 'en', messages, namespace }),
}));
jest.mock('@/components/ui/LocaleLink', () => jest.requireActual('@/lib/testing/locale-link-mock').mockLocaleLinkModule());
// ProductCard is an async server component of its own: a plain article stands in for it here.
jest.mock('./ProductCard', () => ({
  __esModule: true,
  default: ({ product, priority, eager }: { product: ProductSummary; priority?: boolean; eager?: boolean }) => (
    <article data-priority={String(Boolean(priority))} data-eager={String(Boolean(eager))}>
      {product.name}
    </article>
  ),
}));
const categories: Category[] = [
  { id: 1, key: 'sewing', name: 'Sewing', parent_id: null, sort: 0 },
  { id: 2, key: 'pouch', name: 'Pouches', parent_id: 1, sort: 0 },
  { id: 3, key: 'eva-molded', name: 'EVA Molded', parent_id: null, sort: 1 },
];
jest.mock('@/lib/server/catalogue/cached', () => ({
  getCategories: jest.fn(async () => categories),
  getProducts: jest.fn(),
}));
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ notFound: () => notFound() }));

const pageOf = (count: number, total: number, page = 1) => productPageOf(count, total, page);

it('shows an empty state with a way back to all products when a category has none', async () => {
  jest.mocked(getProducts).mockResolvedValue(pageOf(0, 0));
  render(await ProductList({ locale: 'en', view: { category: 'eva-molded', page: 1 } }));
  expect(screen.getByRole('heading', { level: 1, name: 'EVA Molded' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No products here yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View all products' })).toHaveAttribute('href', '/en/products');
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});

it('links every page, marks the current one and the selected category with its sub-categories', async () => {
  jest.mocked(getProducts).mockResolvedValue(pageOf(6, 14, 2));
  render(await ProductList({ locale: 'en', view: { category: 'pouch', page: 2 } }));
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/products?category=pouch');
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/products?category=pouch&page=3');
  expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  const filters = screen.getByRole('navigation', { name: 'Filter by category' });
  expect(within(filters).getByRole('link', { name: 'Pouches' })).toHaveAttribute('aria-current', 'page');
  // The sub-category's family is marked, but it is not the page shown.
  expect(within(filters).getByRole('link', { name: 'Sewing' })).not.toHaveAttribute('aria-current');
  expect(within(filters).getByRole('link', { name: 'Sewing' }).closest('li')).toHaveAttribute('data-active', 'true');
  expect(screen.getByText('7–12 of 14 products')).toBeInTheDocument();
});

it('shows every family with its sub-categories before anything is picked', async () => {
  jest.mocked(getProducts).mockResolvedValue(pageOf(6, 6));
  render(await ProductList({ locale: 'en', view: { category: null, page: 1 } }));
  const filters = screen.getByRole('navigation', { name: 'Filter by category' });
  expect(within(filters).getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
  expect(within(filters).getByRole('link', { name: 'Pouches' })).toHaveAttribute('href', '/en/products?category=pouch');
  expect(within(filters).getByRole('link', { name: 'EVA Molded' })).toHaveAttribute('href', '/en/products?category=eva-molded');
  // Each family's row holds its own sub-categories.
  const sewing = within(filters).getByRole('link', { name: 'Sewing' }).closest('li')!;
  expect(
    within(sewing)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Sewing', 'Pouches']);
});

it.each([
  ['a list with products', pageOf(6, 6)],
  ['an empty category', pageOf(0, 0)],
])('ends %s with "Can’t find it?" and a link to the contact form', async (_, page) => {
  jest.mocked(getProducts).mockResolvedValue(page);
  render(await ProductList({ locale: 'en', view: { category: 'eva-molded', page: 1 } }));
  const prompt = screen.getByRole('complementary', { name: messages.products.promptTitle });
  expect(within(prompt).getByRole('link', { name: 'Send us your design' })).toHaveAttribute('href', '/en/contact');
});

it('answers 404 for a page past the last', async () => {
  jest.mocked(getProducts).mockResolvedValue(pageOf(0, 14, 9));
  await expect(ProductList({ locale: 'en', view: { category: null, page: 9 } })).rejects.toThrow('NEXT_NOT_FOUND');
});

it("preloads only the first card's picture (the LCP candidate) and loads the rest of the first row eagerly", async () => {
  jest.mocked(getProducts).mockResolvedValue(pageOf(6, 6));
  const { container } = render(await ProductList({ locale: 'en', view: { category: null, page: 1 } }));
  const cards = [...container.querySelectorAll('article')];
  expect(cards.map((c) => [c.dataset.priority, c.dataset.eager])).toEqual([
    ['true', 'true'],
    ['false', 'true'],
    ['false', 'true'],
    ['false', 'false'],
    ['false', 'false'],
    ['false', 'false'],
  ]);
});
