import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { CATALOGUE } from '@/lib/config';
import type { Category, HomeCard } from '@/lib/api/contract';
import messages from '@/messages/en.json';
import { cardCategory } from '@/lib/home-card-target';
import type { Href } from '@/lib/seo/paths';
import ThemedSection from './ThemedSection';

// The server-side translator, link and category list, as the page would provide them.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'home' | 'common' }) => createTranslator({ locale: 'en', messages, namespace }),
}));
jest.mock('@/components/ui/LocaleLink', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: Href; children: ReactNode }) => (
    // jest.mock's factory may not name outer variables: hrefToString comes in through requireActual.
    <a href={`/en${jest.requireActual('@/lib/seo/paths').hrefToString(href)}`} {...rest}>
      {children}
    </a>
  ),
}));

const category = (id: number, key: string, name: string, parent_id: number | null): Category => ({ id, key, name, parent_id, sort: id });
const CATEGORIES: Category[] = [
  category(1, 'sewing', 'Sewing', null),
  category(2, 'heat-press', 'Heat Press', null),
  category(3, 'eva-molded', 'EVA Molded', null),
  category(4, 'pouch', 'Pouches', 1),
  category(5, 'tote-bag', 'Tote Bags', 1),
  category(6, 'pencil-bag', 'Pencil Bags', 1),
  category(7, 'drawstring-bag', 'Drawstring Bags', 1),
  { ...category(8, 'trunk-organizer', 'Kofferraum-Organizer', 1), lang: { name: 'de' } },
  category(9, 'phone-case', 'Phone Cases', 2),
  category(10, 'smart-cover', 'Smart Covers', 2),
  category(11, 'phone-holder', 'Phone Holders', 2),
  category(12, 'tablet-cover', 'Tablet Covers', 2),
];
jest.mock('@/lib/server/catalogue/cached', () => ({ getCategories: async () => CATEGORIES }));

const cards: HomeCard[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  src: `/media/cards/sewing-${i + 1}.webp`,
  introduction: `Card ${i + 1} introduction`,
  ...(i === 4 && { lang: { introduction: 'en' as const } }),
}));

async function renderSection(family: 'sewing' | 'heatPress' | 'evaMolded' = 'sewing') {
  render(await ThemedSection({ family, cards, locale: 'ja' }));
  return screen.getByRole('region', { name: messages.home.sections[family].title });
}

it('shows the section title, introduction and a link to its products', async () => {
  const section = await renderSection();
  expect(within(section).getByText(messages.home.sections.sewing.intro)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'View products' })).toHaveAttribute('href', '/en/products?category=sewing');
});

it('has five cards, the third expanded first, each a link to its sub-category named by it', async () => {
  const section = await renderSection();
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(CATALOGUE.homeCardsPerSection);
  const keys = ['pouch', 'tote-bag', 'pencil-bag', 'drawstring-bag', 'trunk-organizer'];
  items.forEach((item, index) => {
    if (index + 1 === CATALOGUE.homeCardExpandedInitially) expect(item).toHaveAttribute('data-default-open', 'true');
    else expect(item).not.toHaveAttribute('data-default-open');
    // A real link: reachable by keyboard, opened with Enter, named by its visible text (its category, then its introduction).
    const link = within(item).getByRole('link');
    expect(link).toHaveAttribute('href', `/en/products?category=${keys[index]}`);
    expect(link).toHaveAccessibleName(`${CATEGORIES[index + 3].name} Card ${index + 1} introduction`);
  });
  expect(within(items[1]).getByRole('link')).toHaveAccessibleName('Tote Bags Card 2 introduction');
});

it('starts over with the first sub-category when a family has fewer than five', async () => {
  const section = await renderSection('heatPress');
  const hrefs = within(section)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').getAttribute('href'));
  expect(hrefs).toEqual(['phone-case', 'smart-cover', 'phone-holder', 'tablet-cover', 'phone-case'].map((k) => `/en/products?category=${k}`));
});

it("keeps a card's category when the back office moves it (its place as created, not on the page)", async () => {
  // The tote card (created second) moved to the front.
  const moved = [cards[1], cards[0], ...cards.slice(2)];
  render(await ThemedSection({ family: 'sewing', cards: moved, locale: 'ja' }));
  const items = within(screen.getByRole('region', { name: 'Sewing' })).getAllByRole('listitem');
  expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/en/products?category=tote-bag');
  expect(within(items[0]).getByRole('link')).toHaveAccessibleName('Tote Bags Card 2 introduction');
  expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/en/products?category=pouch');
});

it('links to the family itself when it has no sub-categories', async () => {
  const section = await renderSection('evaMolded');
  for (const item of within(section).getAllByRole('listitem')) {
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/en/products?category=eva-molded');
    expect(within(item).getByRole('link')).toHaveAccessibleName(/^EVA Molded Card \d introduction$/);
  }
});

it('names and opens the product a card shows, when it has one', async () => {
  const withProduct: HomeCard[] = cards.map((card, i) => (i === 1 ? { ...card, product: { id: 27, slug: 'eva-tool-case', name: 'EVA Tool Case', lang: { name: 'en' } } } : card));
  render(await ThemedSection({ family: 'evaMolded', cards: withProduct, locale: 'ja' }));
  const link = within(screen.getByRole('region', { name: messages.home.sections.evaMolded.title })).getAllByRole('link')[2];
  expect(link).toHaveAttribute('href', '/en/product/27/eva-tool-case');
  expect(link).toHaveAccessibleName('EVA Tool Case Card 2 introduction');
  expect(screen.getByText('EVA Tool Case')).toHaveAttribute('lang', 'en');
});

it('marks a text that fell back to another language with its own lang', async () => {
  await renderSection();
  expect(screen.getByText('Card 5 introduction')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Card 1 introduction')).not.toHaveAttribute('lang');
  expect(screen.getByText('Kofferraum-Organizer')).toHaveAttribute('lang', 'de');
});

describe('cardCategory', () => {
  it('is null for a family that is not in the catalogue', () => {
    expect(cardCategory(CATEGORIES, 'leather', 0)).toBeNull();
    // A sub-category's key names no family.
    expect(cardCategory(CATEGORIES, 'pouch', 0)).toBeNull();
  });
});
