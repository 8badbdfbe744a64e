// The contact form on a slow phone: what was typed before the script arrived is kept, sent, and
// wins over an older draft. (Shared setup: contact-form-testing.tsx.)
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrate, serverHtml, typeEarly } from '@/lib/testing/hydration';
import { country, DRAFT_KEY, expectValuesKept, field, page, post, useFreshContactForm } from './contact-form-testing';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));

useFreshContactForm();

const early = (host: HTMLElement, name: string, value: string) => typeEarly(host.querySelector(`[name="${name}"]`)!, value);

test('a slow phone: everything typed before the script arrived is kept and sent', async () => {
  post.mockResolvedValue({ id: 1, reference: 'HX-2611-7K3Q', created_at: '2025-01-01T00:00:00Z' });
  const host = serverHtml(page());
  early(host, 'name', 'Ada Lovelace');
  early(host, 'company', 'Engines Ltd');
  early(host, 'email', 'ada@example.com');
  early(host, 'phone', '+44 20 7946 0000');
  early(host, 'country', 'GB');
  early(host, 'quantity', '500');
  early(host, 'message', 'Padded pouches for our tablets, logo on the front.');
  await hydrate(host, page());

  // Hydrated: the draft effect and the country preselection ran, and the typed text is still there.
  expectValuesKept();
  await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').values?.name).toBe('Ada Lovelace'));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send request' }));
  expect(post).toHaveBeenCalledWith(
    '/consult',
    expect.objectContaining({
      data: expect.objectContaining({
        name: 'Ada Lovelace',
        company: 'Engines Ltd',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        country: 'GB',
        quantity: 500,
        message: 'Padded pouches for our tablets, logo on the front.',
      }),
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, we have your request');
});

test('typed before the script arrived wins over an older draft, field by field', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ values: { name: 'Grace', company: 'Navy', email: 'grace@example.com', country: 'IE', message: 'An older message.' }, product: null }),
  );
  const host = serverHtml(page());
  early(host, 'name', 'Ada Lovelace');
  early(host, 'country', 'GB');
  early(host, 'message', 'What I typed just now, before the page answered.');
  await hydrate(host, page());

  await waitFor(() => expect(field(/e-mail/i)).toHaveValue('grace@example.com'));
  expect(field(/company/i)).toHaveValue('Navy');
  expect(field(/your name/i)).toHaveValue('Ada Lovelace');
  expect(country()).toHaveValue('GB');
  expect(field(/your message/i)).toHaveValue('What I typed just now, before the page answered.');
});
