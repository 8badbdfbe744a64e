import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBox from '@/components/catalogue/SearchBox';
import MobileMenu from './MobileMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/faq' }));

const CONTACT = {
  heading: 'Talk to us',
  quote: { href: '/en/contact', label: 'Request a quote' },
  whatsapp: { href: 'https://wa.me/8613800000000', label: 'WhatsApp', value: '+86 138 0000 0000' },
  email: { href: 'mailto:sales@example.com', label: 'E-mail', value: 'sales@example.com' },
};

function renderMenu() {
  render(
    <MobileMenu
      links={[
        { href: '/en/products', label: 'Products' },
        { href: '/en/faq', label: 'FAQ' },
      ]}
      openLabel="Menu"
      closeLabel="Close menu"
      contact={CONTACT}
      search={<SearchBox locale="en" id="menu-search" variant="list" labels={{ label: 'Search products', placeholder: 'Search products…', submit: 'Search' }} />}
    />,
  );
  return userEvent.setup();
}

it('carries the product search at the top of the panel: the plain GET form to the list, shown with the menu', async () => {
  const user = renderMenu();
  expect(screen.queryByRole('searchbox', { name: 'Search products' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const box = screen.getByRole('searchbox', { name: 'Search products' });
  expect(box).toHaveAttribute('name', 'keyword');
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/en/products');
  // Before the links and the contacts.
  const nav = screen.getByRole('navigation', { name: 'Menu' });
  expect(form.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('searchbox', { name: 'Search products' })).toBeNull();
});

it('Escape closes the panel and gives focus back to the menu button', async () => {
  const user = renderMenu();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  screen.getByRole('link', { name: 'Products' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

it('closes when Tab leaves its last link, and stays open while focus moves inside it', async () => {
  render(
    <>
      <MobileMenu links={[{ href: '/en/faq', label: 'FAQ' }]} openLabel="Menu" closeLabel="Close menu" contact={CONTACT} />
      <a href="/en/after">After the menu</a>
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  screen.getByRole('link', { name: 'FAQ' }).focus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  screen.getByRole('link', { name: /E-mail/ }).focus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});
