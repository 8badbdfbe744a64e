import { validatePricingInput } from './pricing';

const valid = {
  currency: 'USD',
  tiers: [
    { quantity: '500', unit_price: '1.80' },
    { quantity: 1000, unit_price: '1.58' },
  ],
  options: [{ name: { 'zh-CN': '礼盒', en: 'Gift box' }, surcharge: '0.45' }],
  sample_fee: '54',
  sample_days: '7',
  valid_until: '2027-03-31',
};

const errorsOf = (raw: unknown) => {
  const checked = validatePricingInput(raw);
  return checked.ok ? {} : checked.errors;
};

describe('the price guidance form', () => {
  it('reads amounts as minor units of the currency', () => {
    expect(validatePricingInput(valid)).toEqual({
      ok: true,
      value: {
        currency: 'USD',
        tiers: [
          { quantity: 500, unit: 180 },
          { quantity: 1000, unit: 158 },
        ],
        options: [{ name: { 'zh-CN': '礼盒', en: 'Gift box' }, surcharge: 45 }],
        sample_fee: 5400,
        sample_days: 7,
        valid_until: '2027-03-31',
      },
    });
  });

  it('takes "price on request" alone, and leaves optional parts empty', () => {
    expect(validatePricingInput({ on_request: true, tiers: 'nonsense' })).toEqual({ ok: true, value: null });
    const bare = validatePricingInput({ currency: 'JPY', tiers: [{ quantity: 100, unit_price: '120' }] });
    expect(bare).toEqual({ ok: true, value: { currency: 'JPY', tiers: [{ quantity: 100, unit: 120 }], options: [], sample_fee: null, sample_days: null, valid_until: null } });
  });

  it('wants tiers ascending by quantity with positive prices in the currency', () => {
    expect(
      errorsOf({
        ...valid,
        tiers: [
          { quantity: 1000, unit_price: '1' },
          { quantity: 1000, unit_price: '0.9' },
        ],
      }),
    ).toEqual({ 'tiers.1.quantity': { key: 'tierAscending' } });
    expect(errorsOf({ ...valid, tiers: [{ quantity: 500, unit_price: '0' }] })).toMatchObject({ 'tiers.0.unit_price': { key: 'invalid' } });
    expect(errorsOf({ ...valid, currency: 'JPY', tiers: [{ quantity: 500, unit_price: '1.5' }] })).toMatchObject({ 'tiers.0.unit_price': { key: 'invalid' } });
    expect(errorsOf({ ...valid, tiers: [{ quantity: 0, unit_price: '1' }] })).toMatchObject({ 'tiers.0.quantity': { key: 'quantity' } });
    expect(errorsOf({ ...valid, tiers: [] })).toEqual({ tiers: { key: 'required' } });
    expect(errorsOf({ ...valid, tiers: 'abc' })).toEqual({ tiers: { key: 'invalid' } });
  });

  it('keeps the lists within their limits and the currency within those the rates know', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ quantity: 100 * (i + 1), unit_price: '1' }));
    expect(errorsOf({ ...valid, tiers: many })).toEqual({ tiers: { key: 'tooLong', values: { max: 9 } } });
    const options = Array.from({ length: 7 }, () => valid.options[0]);
    expect(errorsOf({ ...valid, options })).toEqual({ options: { key: 'tooLong', values: { max: 7 } } });
    expect(errorsOf({ ...valid, currency: 'CHF' })).toMatchObject({ currency: { key: 'choice' } });
    expect(errorsOf({ ...valid, currency: '' })).toMatchObject({ currency: { key: 'required' } });
  });

  it('names every mistake at once', () => {
    expect(
      Object.keys(
        errorsOf({ currency: 'USD', tiers: [{ quantity: 5, unit_price: 'x' }], options: [{ name: {}, surcharge: '-1' }], sample_fee: 'free', valid_until: '2027-02-30' }),
      ).sort(),
    ).toEqual(['options.0.name.zh-CN', 'options.0.surcharge', 'tiers.0.unit_price', 'valid_until'].sort());
  });
});
