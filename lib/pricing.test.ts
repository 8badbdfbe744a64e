import { DEFAULT_EXCHANGE_RATES } from '@/lib/config';
import { convertMinor, estimateFor, priceRange, tierFor } from './pricing';

const tiers = [
  { quantity: 500, unit: 180 },
  { quantity: 1000, unit: 158 },
  { quantity: 5000, unit: 119 },
];

describe('price tiers', () => {
  it('finds the tier of a quantity: none below the minimum, the last one reached above', () => {
    expect(tierFor(tiers, 499)).toBeNull();
    expect(tierFor(tiers, 500)).toEqual({ quantity: 500, unit: 180 });
    expect(tierFor(tiers, 999)).toEqual({ quantity: 500, unit: 180 });
    expect(tierFor(tiers, 1000)).toEqual({ quantity: 1000, unit: 158 });
    expect(tierFor(tiers, 1_000_000)).toEqual({ quantity: 5000, unit: 119 });
  });

  it('gives the range of unit prices', () => {
    expect(priceRange(tiers)).toEqual({ low: 119, high: 180 });
  });

  it('estimates a unit price with surcharges and a total in integers', () => {
    expect(estimateFor(tiers, 1200, [14, 45])).toEqual({ unit: 217, total: 260_400 });
    expect(estimateFor(tiers, 300, [])).toBeNull();
    expect(estimateFor(tiers, 1.5, [])).toBeNull();
  });
});

describe('conversion between currencies', () => {
  const rates = DEFAULT_EXCHANGE_RATES;

  it('converts through the base currency and rounds half away from zero to the minor unit', () => {
    // 1.80 USD × 7.2 = 12.96 CNY
    expect(convertMinor(180, 'USD', 'CNY', rates)).toBe(1296);
    // 6.80 CNY / 7.2 = 0.9444… USD → 0.94
    expect(convertMinor(680, 'CNY', 'USD', rates)).toBe(94);
    // 0.25 USD × 7.2 / 7.8 = 0.23077 EUR
    expect(convertMinor(25, 'USD', 'EUR', rates)).toBe(23);
    // 1.25 CNY in yen (no minor unit): 1.25 / 0.048 = 26.04 → 26
    expect(convertMinor(125, 'CNY', 'JPY', rates)).toBe(26);
    // a half rounds up: 0.5 fen → 1 (1 fen × 1 / 2)
    expect(convertMinor(1, 'AAA', 'BBB', { AAA: 1, BBB: 2 })).toBe(1);
  });

  it('leaves an amount in its own currency as it is and refuses a currency without a rate', () => {
    expect(convertMinor(12345, 'GBP', 'GBP', rates)).toBe(12345);
    expect(convertMinor(100, 'USD', 'CHF', rates)).toBeNull();
    expect(convertMinor(100, 'USD', 'CNY', { USD: 0, CNY: 1 })).toBeNull();
  });
});
