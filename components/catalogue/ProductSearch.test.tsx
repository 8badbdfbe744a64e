import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { Category, ProductSummary } from '@/lib/api/contract';
import messages from '@/messages/en.json';
import { productPageOf } from '@/lib/testing/product-pages';
import { getProducts } from '@/lib/server/catalogue/cached';
import Highlight from './Highlight';
import ProductList from './ProductList';
import SearchBox from './SearchBox';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'products' | 'search' }) => createTranslator({ locale: 'en', messages, namespace }),
}));
jest.mock('@/components/ui/LocaleLink', () => jest.requireActual('@/lib/testing/locale-link-mock').mockLocaleLinkModule());
// ProductCard is an async server component: a stand-in that shows what it was given.
jest.mock('./ProductCard', () => ({
  __esModule: true,
  default: ({ product, highlight }: { product: ProductSummary; highlight?: string }) => <article data-highlight={highlight}>{product.name}</article>,
}));
const categories: Category[] = [
  { id: 1, key: 'sewing', name: 'Sewing', parent_id: null, sort: 0 },
  { id: 2, key: 'pouch', name: 'Pouches', parent_id: 1, sort: 0 },
  { id: 3, key: 'eva-molded', name: 'EVA Molded', parent_id: null, sort: 1 },
  { id: 4, key: 'hard-shell-case', name: 'Hard-Shell Cases', parent_id: 3, sort: 0 },
];
jest.mock('@/lib/server/catalogue/cached', () => ({
  getCategories: jest.fn(async () => categories),
  getProducts: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const pageOf = (count: number, total: number, page = 1) => productPageOf(count, total, page, 'Neoprene pouch');

describe('search results in the product list', () => {
  it('titles the results, marks the terms in the cards, and keeps the keyword in every link', async () => {
    jest.mocked(getProducts).mockResolvedValue(pageOf(6, 14, 2));
    render(await ProductList({ locale: 'en', view: { category: 'pouch', page: 2, keyword: 'neopren', sort: 'name' } }));
    expect(getProducts).toHaveBeenLastCalledWith('en', { category: 'pouch', page: 2, keyword: 'neopren', sort: 'name' });
    // The visitor's words and the category's name are isolated (FSI … PDI) in the sentence.
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “\u2068neopren\u2069” in \u2068Pouches\u2069' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-highlight', 'neopren');
    expect(screen.getByText('7–12 of 14 results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/products?keyword=neopren&category=pouch&sort=name&page=3');
    const filters = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(within(filters).getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/products?keyword=neopren&sort=name');
    const sort = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(sort).getByRole('link', { name: 'Name' })).toHaveAttribute('aria-current', 'true');
    expect(within(sort).getByRole('link', { name: 'Best match' })).toHaveAttribute('href', '/en/products?keyword=neopren&category=pouch');
    expect(within(sort).getByRole('link', { name: 'Lowest MOQ' })).toHaveAttribute('href', '/en/products?keyword=neopren&category=pouch&sort=moq');
    for (const link of within(sort).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'nofollow');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/en/products?category=pouch');
    // The list's own search box (phones) holds the keyword.
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('neopren');
  });

  it('says “1 result” for one', async () => {
    jest.mocked(getProducts).mockResolvedValue(pageOf(1, 1));
    render(await ProductList({ locale: 'en', view: { category: null, page: 1, keyword: 'neoprne' } }));
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('offers the orders of a plain list: recommended first', async () => {
    jest.mocked(getProducts).mockResolvedValue(pageOf(6, 6));
    render(await ProductList({ locale: 'en', view: { category: null, page: 1 } }));
    const sort = screen.getByRole('navigation', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Recommended', 'Newest', 'Name', 'Lowest MOQ']);
    expect(within(sort).getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'true');
    expect(within(sort).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/en/products?sort=newest');
  });

  it('shows a no-results state that suggests the categories and the contact form', async () => {
    jest.mocked(getProducts).mockResolvedValue(pageOf(0, 0));
    render(await ProductList({ locale: 'en', view: { category: null, page: 1, keyword: 'zeppelin' } }));
    const none = screen.getByRole('region', { name: 'No products match “\u2068zeppelin\u2069”' });
    expect(within(none).getByRole('link', { name: 'Hard-Shell Cases' })).toHaveAttribute('href', '/en/products?category=hard-shell-case');
    expect(within(none).getByRole('link', { name: 'Sewing' })).toHaveAttribute('href', '/en/products?category=sewing');
    expect(within(none).getByRole('link', { name: 'Tell us what you need' })).toHaveAttribute('href', '/en/contact');
    expect(screen.queryByRole('navigation', { name: 'Sort by' })).not.toBeInTheDocument();
    // One way to the contact form, not two.
    expect(screen.queryByRole('complementary', { name: messages.products.promptTitle })).not.toBeInTheDocument();
  });
});

describe('highlighting', () => {
  it('marks the found words and keeps markup from a name or a query as text', () => {
    const { container } = render(
      <p>
        <Highlight text={'<img src=x onerror="alert(1)"> Neoprene <b>pouch</b>'} query={'neoprne <img'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['img', 'Neoprene']);
    expect(container.innerHTML).toContain('&lt;<mark class="mark">img</mark> src=x onerror="alert(1)"&gt;');
    expect(container.innerHTML).toContain('&lt;b&gt;pouch&lt;/b&gt;');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> Neoprene <b>pouch</b>');
  });

  it('leaves a text without a query alone', () => {
    const { container } = render(
      <p>
        <Highlight text="Zip pouch" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Zip pouch</p>');
  });
});

describe('the search box', () => {
  it('is a GET form to the localized list that needs no JavaScript', () => {
    render(<SearchBox locale="en" id="s" variant="header" labels={{ label: 'Search products', placeholder: 'Search…', submit: 'Search' }} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/products');
    const field = within(form).getByRole('searchbox', { name: 'Search products' });
    expect(field).toHaveAttribute('name', 'keyword');
    expect(field).toHaveAttribute('maxlength', '99');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('sends the default locale to the unprefixed list', () => {
    render(<SearchBox locale="zh-CN" id="s" variant="list" labels={{ label: '搜索产品', placeholder: '搜索产品…', submit: '搜索' }} />);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/products');
  });
});
