// The contact form: its fields, required errors and focus, the server's field errors, success and
// its receipt, the draft kept across a reload, a failed submission, and the country list. (Shared setup: contact-form-testing.tsx.)
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/client';
import { country, DRAFT_KEY, expectValuesKept, field, fieldRefusal, fillValid, post, renderForm, typedValues, useFreshContactForm } from './contact-form-testing';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));

useFreshContactForm();

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
  expect(f.country).toHaveAttribute('autocomplete', 'country');
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
  post.mockRejectedValue(fieldRefusal({ email: 'This address does not accept mail.', product_id: 'This product does not exist.' }));
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
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}').values.message).toBe('Padded pouches for our tablets, logo on the front.');
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
      country: 'GB',
      product_id: null,
      quantity: 500,
      message: 'Padded pouches for our tablets, logo on the front.',
      locale: 'en',
      source_page: '/en/contact',
      files: [],
    },
    errorMessageMode: 'none',
  });

  resolve({ id: 4711, reference: 'HX-2611-7K3Q', created_at: '2025-01-01T00:00:00Z' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Thank you, we have your request');
  expect(status).toHaveTextContent('We will reply to ada@example.com within one working day. Your reference number is HX-2611-7K3Q.');
  expect(status).not.toHaveTextContent('4711');
  await waitFor(() => expect(status).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send another request' }));
  expect(field(/your name/i)).toHaveValue('');
  expect(field(/your message/i)).toHaveValue('');
  // The country goes back to the one the browser's language points to (jsdom: en-US).
  expect(country()).toHaveValue('US');
  await waitFor(() => expect(field(/your name/i)).toHaveFocus());
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
});

test('a draft in sessionStorage is restored after a reload', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ values: { name: 'Grace', email: 'grace@example.com', country: 'IE', message: 'A long enough message.' }, product: null }),
  );
  renderForm();
  await waitFor(() => expect(field(/your name/i)).toHaveValue('Grace'));
  expect(field(/e-mail/i)).toHaveValue('grace@example.com');
  expect(country()).toHaveValue('IE');
  expect(field(/your message/i)).toHaveValue('A long enough message.');
  expect(field(/company/i)).toHaveValue('');
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

test("the country list is named in the page's language, with the browser's country preselected", async () => {
  renderForm();
  await waitFor(() => expect(country()).toHaveValue('US'));
  const options = within(country()).getAllByRole('option');
  expect(options[0]).toHaveTextContent('Choose a country or region');
  expect(options).toHaveLength(251);
  expect(within(country()).getByRole('option', { name: 'Germany' })).toHaveValue('DE');
});
