import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { api } from '@/lib/api/client';
import { stubDialog } from '@/lib/testing/dialog';
import ProofAnswer from './ProofAnswer';
import QuoteAnswer from './QuoteAnswer';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const post = api.post as unknown as jest.Mock;
const m = messages.member.orders;

function show(node: ReactNode) {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );
  return user;
}

beforeAll(stubDialog);
beforeEach(() => {
  post.mockReset().mockResolvedValue({});
  refresh.mockReset();
});

test('accepting a quote asks first, saying it is final; going back sends nothing', async () => {
  const user = show(<QuoteAnswer orderId={12} />);
  await user.click(screen.getByRole('button', { name: m.accept }));
  const dialog = screen.getByRole('dialog', { name: m.final.quoteTitle });
  expect(dialog).toHaveAccessibleDescription(m.final.quoteBody);
  await user.click(screen.getByRole('button', { name: m.final.back }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: m.accept }));
  await user.click(screen.getByRole('button', { name: m.final.quoteConfirm }));
  expect(post).toHaveBeenCalledWith('/orders/12/quote-decision', expect.objectContaining({ data: { decision: 'accepted', note: '' } }));
  expect(refresh).toHaveBeenCalled();
});

test('approving a proof asks first, naming the version; Escape sends nothing', async () => {
  const user = show(<ProofAnswer orderId={12} proofId={40} version={2} />);
  await user.click(screen.getByRole('button', { name: m.approve }));
  expect(screen.getByRole('dialog', { name: 'Approve version 2?' })).toHaveAccessibleDescription(m.final.proofBody);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: m.approve }));
  await user.click(screen.getByRole('button', { name: m.final.proofConfirm }));
  expect(post).toHaveBeenCalledWith('/orders/12/proofs/40/decision', expect.objectContaining({ data: { decision: 'approve', note: '' } }));
});
