// The contact form's product (?product=): shown as a chip and sent, removed, or dropped when it
// cannot be loaded. (Shared setup: contact-form-testing.tsx.)
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api/client';
import { fillValid, get, post, renderForm, searchParams, useFreshContactForm } from './contact-form-testing';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useSearchParams: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadFile: jest.fn() }));

useFreshContactForm();

test('?product= shows the product as a chip and sends product_id', async () => {
  searchParams.mockReturnValue(new URLSearchParams('product=7'));
  get.mockResolvedValue({ id: 7, name: 'EVA tablet case' });
  post.mockResolvedValue({ id: 1, reference: 'HX-2601-AAAA', created_at: '2025-01-01T00:00:00Z' });
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
  post.mockResolvedValue({ id: 2, reference: 'HX-2601-AAAB', created_at: '2025-01-01T00:00:00Z' });
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
  get.mockRejectedValue(new ApiError('Resource not found', { kind: 'http', method: 'GET', url: '/basic-api/v1/product/999', httpStatus: 404 }));
  renderForm();
  await waitFor(() => expect(get).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Product' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
