import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { CATALOGUE } from '@/lib/config';
import type { HomeCard } from '@/lib/api/contract';
import messages from '@/messages/en.json';
import ThemedSection from './ThemedSection';

// The server-side translator and link, as the page would provide them.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'home' | 'common' }) =>
    createTranslator({ locale: 'en', messages, namespace }),
}));
jest.mock('@/components/ui/LocaleLink', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: { pathname: string; query: Record<string, string> }; children: ReactNode }) => (
    <a href={`/en${href.pathname}?${new URLSearchParams(href.query)}`} {...rest}>
      {children}
    </a>
  ),
}));

const cards: HomeCard[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  src: `/media/cards/sewing-${i + 1}.webp`,
  introduction: `Card ${i + 1} introduction`,
  ...(i === 4 && { lang: { introduction: 'en' as const } }),
}));

async function renderSection() {
  render(await ThemedSection({ family: 'sewing', cards, locale: 'ja' }));
  return screen.getByRole('region', { name: 'Sewing' });
}

it('shows the section title, introduction and a link to its products', async () => {
  const section = await renderSection();
  expect(within(section).getByText(messages.home.sections.sewing.intro)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'View products' })).toHaveAttribute('href', '/en/products?category=sewing');
});

it('has five cards, the third expanded first, each reachable by keyboard', async () => {
  const section = await renderSection();
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(CATALOGUE.homeCardsPerSection);
  items.forEach((item, index) => {
    expect(item).toHaveAttribute('tabindex', '0');
    if (index + 1 === CATALOGUE.homeCardExpandedInitially) expect(item).toHaveAttribute('data-default-open', 'true');
    else expect(item).not.toHaveAttribute('data-default-open');
  });
});

it('marks an introduction that fell back to another language with its own lang', async () => {
  await renderSection();
  expect(screen.getByText('Card 5 introduction')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Card 1 introduction')).not.toHaveAttribute('lang');
});
