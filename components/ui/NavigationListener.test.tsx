import { fireEvent, render, screen } from '@testing-library/react';
import NavigationListener from './NavigationListener';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/products',
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  document.getElementById('nprogress')?.remove();
});

it('shows the bar at the click itself: nprogress comes with the listener, nothing more to fetch', () => {
  render(
    <>
      <a href="/en/faq">FAQ</a>
      <a href="#details">Details</a>
      <NavigationListener />
    </>,
  );
  // jsdom cannot navigate: the links stay on the page, as a client navigation in flight does.
  document.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(screen.getByRole('link', { name: 'Details' }));
  expect(document.getElementById('nprogress')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  // In the same task as the click: a bar that waited for a fetch of its own would not be there yet.
  expect(document.getElementById('nprogress')).not.toBeNull();
});
