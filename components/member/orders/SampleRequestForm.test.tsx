import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import { SAMPLE_REQUESTS } from '@/lib/config';
import SampleRequestForm from './SampleRequestForm';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const post = api.post as unknown as jest.Mock;
const m = messages.member.orders.samples;
const options = [
  { id: 4, label: 'Lena Vogel, Berlin', is_default: false },
  { id: 9, label: 'Depot, Hamburg', is_default: true },
];

function show() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SampleRequestForm orderId={12} options={options} preferred={null} />
    </NextIntlClientProvider>,
  );
  return user;
}

beforeEach(() => {
  post.mockReset().mockResolvedValue({ code: 0, result: { list: [], can_request: false }, message: m.submit, status: 201 });
  refresh.mockReset();
});

test('asks for a sample to the default ship-to address, with the pieces and the note typed', async () => {
  const user = show();
  expect(screen.getByRole('combobox', { name: m.address })).toHaveValue('9');
  await user.clear(screen.getByRole('spinbutton', { name: m.quantity }));
  await user.type(screen.getByRole('spinbutton', { name: m.quantity }), '3');
  await user.type(screen.getByRole('textbox', { name: m.note }), 'Navy zip');
  await user.click(screen.getByRole('button', { name: m.submit }));
  expect(post).toHaveBeenCalledWith('/orders/12/samples', expect.objectContaining({ data: { quantity: 3, address_id: 9, note: 'Navy zip' } }));
  expect(refresh).toHaveBeenCalled();
});

test('refuses more pieces than a sample takes before sending anything, under the field', async () => {
  const user = show();
  await user.clear(screen.getByRole('spinbutton', { name: m.quantity }));
  await user.type(screen.getByRole('spinbutton', { name: m.quantity }), String(SAMPLE_REQUESTS.maxQuantity + 1));
  await user.click(screen.getByRole('button', { name: m.submit }));
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByRole('spinbutton', { name: m.quantity })).toHaveAttribute('aria-invalid', 'true');
});
