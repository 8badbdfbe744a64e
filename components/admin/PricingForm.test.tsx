import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import type { ProductPricing } from '@/lib/api/contract/pricing';
import messages from '@/messages/admin/en.json';
import PricingForm from './PricingForm';

jest.mock('@/lib/api/client', () => jest.requireActual('@/lib/testing/api-client-mock').mockApiClientModule());
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const texts = messages.productPricing;
const pricing: ProductPricing = {
  currency: 'USD',
  tiers: [{ quantity: 500, unit: 180 }],
  options: [{ name: { 'zh-CN': '礼盒', en: 'Gift box', ja: 'ギフトボックス' }, surcharge: 45 }],
  sample_fee: 5400,
  sample_days: 7,
  valid_until: null,
};

test('loads the prices in major units, adds a tier and sends the whole form, keeping names in other languages', async () => {
  const user = userEvent.setup();
  jest.mocked(api.put).mockResolvedValue(pricing);
  render(<PricingForm productId={7} pricing={pricing} texts={texts} />);
  expect(screen.getByRole('textbox', { name: 'Unit price (USD)' })).toHaveValue('1.80');
  await user.click(screen.getByRole('button', { name: 'Add a tier' }));
  const quantities = screen.getAllByRole('textbox', { name: 'From quantity' });
  await user.type(quantities[1], '1000');
  await user.type(screen.getAllByRole('textbox', { name: 'Unit price (USD)' })[1], '1.5');
  await user.click(screen.getByRole('button', { name: 'Save prices' }));
  expect(api.put).toHaveBeenCalledWith('/admin/products/7/pricing', {
    data: {
      currency: 'USD',
      tiers: [
        { quantity: '500', unit_price: '1.80' },
        { quantity: '1000', unit_price: '1.5' },
      ],
      options: [{ name: { 'zh-CN': '礼盒', en: 'Gift box', ja: 'ギフトボックス' }, surcharge: '0.45' }],
      sample_fee: '54.00',
      sample_days: '7',
      valid_until: '',
    },
    errorMessageMode: 'none',
  });
  expect(await screen.findByText('Prices saved')).toBeInTheDocument();
});

test('"price on request" sends only that', async () => {
  const user = userEvent.setup();
  jest.mocked(api.put).mockResolvedValue(null);
  render(<PricingForm productId={3} pricing={pricing} texts={texts} />);
  await user.click(screen.getByRole('checkbox', { name: 'Price on request (show no prices)' }));
  expect(screen.getByRole('button', { name: 'Add a tier' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save prices' }));
  expect(api.put).toHaveBeenLastCalledWith('/admin/products/3/pricing', { data: { on_request: true }, errorMessageMode: 'none' });
});
