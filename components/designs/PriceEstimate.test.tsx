import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { priceGuide } from '@/lib/testing/price-guide';
import PriceEstimate, { EstimateLine } from './PriceEstimate';

const price = priceGuide();

function Editor({ quantity }: { quantity: number | null }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <PriceEstimate price={price} quantity={quantity} chosen={chosen} onChoose={setChosen} />
      <EstimateLine price={price} quantity={quantity} chosen={chosen} />
    </NextIntlClientProvider>
  );
}

test('the estimate follows the quantity tier and the options ticked, and the quote line says the same', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Editor quantity={600} />);
  expect(screen.getByRole('status')).toHaveTextContent('Unit price $1.80');
  expect(screen.getByRole('status')).toHaveTextContent('Total for 600 pcs $1,080.00');
  await user.click(screen.getByRole('checkbox', { name: /Individual gift box/ }));
  expect(screen.getByRole('status')).toHaveTextContent('Unit price $2.25');
  expect(screen.getByTestId('quote-estimate')).toHaveTextContent('Estimate: $2.25 × 600 = $1,350.00');
  rerender(<Editor quantity={1000} />);
  expect(screen.getByRole('status')).toHaveTextContent('Unit price $2.03');
  expect(screen.getByRole('status')).toHaveTextContent('$2,030.00');
});

test('below the first tier it says where prices start, and the quote carries no estimate line', () => {
  render(<Editor quantity={200} />);
  expect(screen.getByRole('status')).toHaveTextContent('Prices start at 500 pcs.');
  expect(screen.queryByTestId('quote-estimate')).toBeNull();
});
