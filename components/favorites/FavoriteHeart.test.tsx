import { render, screen, waitFor } from '@testing-library/react';
import { hasSessionHint, SESSION_HINT_COOKIE } from '@/lib/session-hint';
import Heart from './FavoriteHeart';

/*
 * The heart island on cached catalogue pages: a visitor without a session costs no request (the
 * session hint cookie is absent); a member's hearts ask once per page, together. (In this order:
 * the island keeps the page's one answer for the module's life, and a visitor's page makes none.)
 */

const labels = { add: 'Save', remove: 'Saved' };

function answer(ids: number[]) {
  return jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ code: 200, result: { ids } }) }));
}

afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
  jest.restoreAllMocks();
});

it('reads the hint cookie exactly', () => {
  expect(hasSessionHint('a=1; signed_in=1')).toBe(true);
  expect(hasSessionHint('signed_in=0')).toBe(false);
  expect(hasSessionHint('not_signed_in=1')).toBe(false);
  expect(hasSessionHint('')).toBe(false);
});

it('asks nothing for a visitor without a session', async () => {
  const fetchMock = answer([]);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<Heart productId={3} labels={labels} loginPath="/en/login" variant="card" />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
});

it('asks once for all the hearts of a member’s page and marks the saved ones', async () => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  const fetchMock = answer([3]);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <>
      <Heart productId={3} labels={labels} loginPath="/en/login" variant="card" />
      <Heart productId={4} labels={labels} loginPath="/en/login" variant="card" />
    </>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
