import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import messages from '@/messages/en.json';
import { api, ApiError } from '@/lib/api/client';
import { APP } from '@/lib/config';
import ContactForm from './ContactForm';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));

const get = api.get as unknown as jest.Mock;
const post = api.post as unknown as jest.Mock;
const searchParams = useSearchParams as unknown as jest.Mock;
const DRAFT_KEY = `${APP.shortName}_consult_draft`;

function renderForm() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ContactForm />
    </NextIntlClientProvider>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/your name/i), 'Ada Lovelace');
  await user.type(field(/company/i), 'Engines Ltd');
  await user.type(field(/e-mail/i), 'ada@example.com');
  await user.type(field(/phone or whatsapp/i), '+44 20 7946 0000');
  await user.type(field(/country/i), 'United Kingdom');
  await user.type(field(/quantity/i), '500');
  await user.type(field(/your message/i), 'Padded pouches for our tablets, logo on the front.');
}

function typedValues() {
  return {
    name: field(/your name/i),
    company: field(/company/i),
    email: field(/e-mail/i),
    phone: field(/phone or whatsapp/i),
    country: field(/country/i),
    quantity: field(/quantity/i),
    message: field(/your message/i),
  };
}

function expectValuesKept() {
  const f = typedValues();
  expect(f.name).toHaveValue('Ada Lovelace');
  expect(f.company).toHaveValue('Engines Ltd');
  expect(f.email).toHaveValue('ada@example.com');
  expect(f.phone).toHaveValue('+44 20 7946 0000');
  expect(f.country).toHaveValue('United Kingdom');
  expect(f.quantity).toHaveValue('500');
  expect(f.message).toHaveValue('Padded pouches for our tablets, logo on the front.');
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  searchParams.mockReturnValue(new URLSearchParams(''));
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/en/contact');
});

test('labels, required marks, autocomplete and hints are in place', () => {
  renderForm();
  const f = typedValues();
  expect(f.name).toHaveAttribute('aria-required', 'true');
  expect(f.email).toHaveAttribute('aria-required', 'true');
  expect(f.message).toHaveAttribute('aria-required', 'true');
  expect(f.company).not.toHaveAttribute('aria-required');
  expect(f.name).toHaveAttribute('autocomplete', 'name');
  expect(f.company).toHaveAttribute('autocomplete', 'organization');
  expect(f.email).toHaveAttribute('autocomplete', 'email');
  expect(f.phone).toHaveAttribute('autocomplete', 'tel');
  expect(f.country).toHaveAttribute('autocomplete', 'country-name');
  expect(f.quantity).toHaveAttribute('inputmode', 'numeric');
  expect(f.message).toHaveAccessibleDescription('Fewer than 2000 characters');
  expect(f.message).toHaveAttribute('maxlength', '1999');
});

test('required errors are shown, the first invalid field gets focus, and nothing is sent', async () => {
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('Please correct the highlighted fields.');
  expect(within(summary).getAllByRole('link')).toHaveLength(3);
  const f = typedValues();
  for (const required of [f.name, f.email, f.message]) {
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(required).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  }
  expect(f.company).not.toHaveAttribute('aria-invalid');
  expect(f.name).toHaveFocus();
  expect(post).not.toHaveBeenCalled();

  // After the first attempt a field is checked when it loses focus.
  await user.type(f.email, 'not-an-email');
  await user.tab();
  expect(f.email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await user.clear(f.email);
  await user.type(f.email, 'ada@example.com');
  expect(f.email).not.toHaveAttribute('aria-invalid');
});

test('a server 400 shows its field errors and keeps every typed value', async () => {
  post.mockRejectedValue(
    new ApiError('Some fields need your attention.', {
      kind: 'http',
      method: 'POST',
      url: '/basic-api/v1/consult',
      httpStatus: 400,
      code: 400,
      result: { errors: { email: 'This address does not accept mail.', product_id: 'This product does not exist.' } },
    }),
  );
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  await waitFor(() => expect(field(/e-mail/i)).toHaveAttribute('aria-invalid', 'true'));
  expect(field(/e-mail/i)).toHaveAccessibleDescription('This address does not accept mail.');
  expect(field(/e-mail/i)).toHaveFocus();
  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent('E-mail: This address does not accept mail.');
  expect(summary).toHaveTextContent('Product: This product does not exist.');
  expectValuesKept();
  expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').values.message).toBe(
    'Padded pouches for our tablets, logo on the front.',
  );
});

test('success shows the receipt, moves focus to it and clears the draft; "send another" resets', async () => {
  let resolve: (value: unknown) => void = () => {};
  post.mockReturnValue(new Promise((r) => (resolve = r)));
  const user = renderForm();
  await fillValid(user);
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  expect(post).toHaveBeenCalledWith('/consult', {
    data: {
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      product_id: null,
      quantity: 500,
      message: 'Padded pouches for our tablets, logo on the front.',
      locale: 'en',
      source_page: '/en/contact',
    },
    errorMessageMode: 'none',
  });

  resolve({ id: 4711, created_at: '2025-01-01T00:00:00Z' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Thank you, we have your request');
  expect(status).toHaveTextContent('We will reply to ada@example.com within one working day. Your reference number is 4711.');
  await waitFor(() => expect(status).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send another request' }));
  expect(field(/your name/i)).toHaveValue('');
  expect(field(/your message/i)).toHaveValue('');
  await waitFor(() => expect(field(/your name/i)).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
});

test('a draft in sessionStorage is restored after a reload', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ values: { name: 'Grace', email: 'grace@example.com', message: 'A long enough message.' }, product: null }),
  );
  renderForm();
  await waitFor(() => expect(field(/your name/i)).toHaveValue('Grace'));
  expect(field(/e-mail/i)).toHaveValue('grace@example.com');
  expect(field(/your message/i)).toHaveValue('A long enough message.');
  expect(field(/company/i)).toHaveValue('');
});

test('?product= shows the product as a chip and sends product_id', async () => {
  searchParams.mockReturnValue(new URLSearchParams('product=7'));
  get.mockResolvedValue({ id: 7, name: 'EVA tablet case' });
  post.mockResolvedValue({ id: 1, created_at: '2025-01-01T00:00:00Z' });
  const user = renderForm();

  expect(await screen.findByText('EVA tablet case')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/product/7', { errorMessageMode: 'none' });
  expect(screen.getByRole('group', { name: 'Product' })).toBeInTheDocument();

  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByRole('status');
  expect(post.mock.calls[0][1].data.product_id).toBe(7);
});

test('removing the product chip drops product_id', async () => {
  window.history.replaceState(null, '', '/en/contact?product=7');
  searchParams.mockReturnValue(new URLSearchParams('product=7'));
  get.mockResolvedValue({ id: 7, name: 'EVA tablet case' });
  post.mockResolvedValue({ id: 2, created_at: '2025-01-01T00:00:00Z' });
  const user = renderForm();

  await user.click(await screen.findByRole('button', { name: 'Remove product: EVA tablet case' }));
  expect(screen.queryByText('EVA tablet case')).not.toBeInTheDocument();
  expect(screen.getByText('No specific product')).toHaveFocus();
  expect(window.location.search).toBe('');

  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByRole('status');
  expect(post.mock.calls[0][1].data.product_id).toBeNull();
});

test('a product that cannot be loaded is dropped without a message', async () => {
  searchParams.mockReturnValue(new URLSearchParams('product=999'));
  get.mockRejectedValue(
    new ApiError('Resource not found', { kind: 'http', method: 'GET', url: '/basic-api/v1/product/999', httpStatus: 404 }),
  );
  renderForm();
  await waitFor(() => expect(get).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Product' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed (network) submission shows the reason once and keeps every value', async () => {
  post.mockRejectedValue(
    new ApiError('Network abnormal, please check your connection', {
      kind: 'network',
      method: 'POST',
      url: '/basic-api/v1/consult',
      cause: new TypeError('Failed to fetch'),
    }),
  );
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Network abnormal, please check your connection');
  await waitFor(() => expect(summary).toHaveFocus());
  expectValuesKept();
  expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
});
