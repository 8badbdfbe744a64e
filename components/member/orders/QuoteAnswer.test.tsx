import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import { stubDialog } from '@/lib/testing/dialog';
import QuoteAnswer from './QuoteAnswer';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const post = api.post as unknown as jest.Mock;
const m = messages.member.orders;

beforeAll(stubDialog);
beforeEach(() => post.mockReset().mockResolvedValue({}));

test('a quote of several quantities asks which one, and accepting sends the one chosen', async () => {
  const user = userEvent.setup();
  const choices = [
    { quantity: 500, label: '500 pcs' },
    { quantity: 1000, label: '1,000 pcs' },
  ];
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QuoteAnswer orderId={7} choices={choices} />
    </NextIntlClientProvider>,
  );
  expect(screen.getByRole('group', { name: messages.member.orderQuote.choose })).toBeInTheDocument();
  // Nothing chosen yet: accepting waits for the choice.
  expect(screen.getByRole('button', { name: m.accept })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: '1,000 pcs' }));
  await user.click(screen.getByRole('button', { name: m.accept }));
  await user.click(screen.getByRole('button', { name: m.final.quoteConfirm }));
  expect(post).toHaveBeenCalledWith('/orders/7/quote-decision', expect.objectContaining({ data: { decision: 'accepted', note: '', quantity: 1000 } }));
});

test('declining a quote of several quantities names none', async () => {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QuoteAnswer
        orderId={7}
        choices={[
          { quantity: 500, label: '500 pcs' },
          { quantity: 1000, label: '1,000 pcs' },
        ]}
      />
    </NextIntlClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: m.decline }));
  await user.click(screen.getByRole('button', { name: m.confirmDecline }));
  expect(post).toHaveBeenCalledWith('/orders/7/quote-decision', expect.objectContaining({ data: { decision: 'declined', note: '' } }));
});
