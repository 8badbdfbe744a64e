import type { PriceGuide } from '@/lib/api/contract/pricing';

/** A product's price guidance as a page receives it (two tiers, US dollars, two options), for component and SEO tests. */
export function priceGuide(overrides: Partial<PriceGuide> = {}): PriceGuide {
  return {
    currency: 'USD',
    estimate: false,
    tiers: [
      { quantity: 500, unit: 180 },
      { quantity: 1000, unit: 158 },
    ],
    low: 158,
    high: 180,
    options: [
      { name: 'Each extra print colour', surcharge: 14 },
      { name: 'Individual gift box', surcharge: 45 },
    ],
    sample_fee: 5400,
    sample_days: 7,
    valid_until: null,
    ...overrides,
  };
}
