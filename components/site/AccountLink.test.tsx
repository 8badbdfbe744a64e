import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import AccountLink from './AccountLink';

jest.mock('next/link', () => jest.requireActual('@/lib/testing/next-link-mock').mockNextLinkModule());

afterEach(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

it('renders nothing on the server, so the cached catalogue HTML is the same for everyone', () => {
  document.cookie = 'signed_in=1; Path=/';
  expect(renderToString(<AccountLink href="/en/user/profile" label="My account" />)).toBe('');
});

it('shows nothing to a visitor without a session: the site has no login link', () => {
  render(<AccountLink href="/en/user/profile" label="My account" />);
  expect(screen.queryByRole('link')).toBeNull();
});

it('shows "My account" once the browser holds the signed-in hint, and hides it after a logout elsewhere', () => {
  document.cookie = 'signed_in=1; Path=/';
  render(<AccountLink href="/en/user/profile" label="My account" />);
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/user/profile');
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(screen.queryByRole('link')).toBeNull();
});
