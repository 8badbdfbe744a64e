import { ORDER_CURRENCIES, type Locale, type OrderCurrency } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import type { Tier } from '@/lib/pricing';
import { date, fields, localizedText, oneOf, text, validate, wholeNumber, yesNo, type FieldErrors, type LocalizedInput, type Validation } from '@/lib/validation/kit';

/*
 * Price guidance: staff set, per product, a currency, quantity tiers, option
 * surcharges, a sample fee and its lead time, and how long the prices hold; or leave the product
 * "price on request". Amounts are integer minor units of the product's currency.
 */

export const PRICING_LIMITS = {
  /** Quantity tiers of one product. */
  tiers: 8,
  /** Option surcharges of one product. */
  options: 6,
  /** An option's name must stay below this many characters. */
  optionName: 61,
  /** The largest tier quantity (the largest order quantity). */
  quantity: 10_000_000,
  sampleDays: 365,
} as const;

export interface PriceOption {
  name: LocalizedInput;
  /** Minor units added to each piece. */
  surcharge: number;
}

/** A product's prices as staff set them and the database keeps them (products.pricing; null: price on request). */
export interface ProductPricing {
  currency: OrderCurrency;
  /** Ascending by quantity; the first tier's quantity is the priced minimum order. */
  tiers: Tier[];
  options: PriceOption[];
  /** Minor units; null: no sample fee stated. */
  sample_fee: number | null;
  sample_days: number | null;
  /** The last day the prices hold (YYYY-MM-DD); null: until changed. */
  valid_until: string | null;
}

/** A product's price guidance as a visitor reads it, in the currency of the page's locale. */
export interface PriceGuide {
  currency: OrderCurrency;
  /** Converted from the product's own currency with the exchange rates in force. */
  estimate: boolean;
  tiers: Tier[];
  low: number;
  high: number;
  options: { name: string; surcharge: number; lang?: Locale }[];
  sample_fee: number | null;
  sample_days: number | null;
  valid_until: string | null;
}

/** What a list card shows: "from … / pc". */
export interface PriceFrom {
  currency: OrderCurrency;
  estimate: boolean;
  /** The lowest unit price, minor units. */
  unit: number;
}

/* ---------------------------------------------------------------- input */

const amount = (required: boolean) => text({ max: 20, required });

const headSchema = fields({
  on_request: yesNo(false),
  currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
  sample_fee: amount(false),
  sample_days: wholeNumber({ min: 1, max: PRICING_LIMITS.sampleDays, fallback: 0 }),
  valid_until: date(),
});
const tierSchema = fields({ quantity: wholeNumber({ min: 1, max: PRICING_LIMITS.quantity, key: 'quantity', required: true }), unit_price: amount(true) });
const optionSchema = fields({ name: localizedText({ max: PRICING_LIMITS.optionName, required: true }), surcharge: amount(true) });

/** An amount typed in major units as minor units of the currency; `positive`: zero is refused too. */
function readAmount(typed: string, currency: OrderCurrency, positive: boolean): number | null {
  const minor = toMinor(typed, currency);
  return minor === null || (positive && minor <= 0) ? null : minor;
}

/** A positive price of a list item (`field` of `item`) in minor units; 0 with an error at `${prefix}.${field}` otherwise. */
function priceOf(item: unknown, field: string, currency: OrderCurrency | null, prefix: string, errors: FieldErrors): number {
  const typed = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined;
  const text = typeof typed === 'number' ? String(typed) : typeof typed === 'string' ? typed.trim() : '';
  if (text === '') {
    errors[`${prefix}.${field}`] = { key: 'required' };
    return 0;
  }
  const minor = currency ? readAmount(text, currency, true) : 0;
  if (minor === null) errors[`${prefix}.${field}`] = { key: 'invalid', values: { max: MAX_MAJOR_AMOUNT } };
  return minor ?? 0;
}

/** A list field's items, or an error when it is not a list or holds too many. */
function listOf(raw: unknown, max: number, name: string, errors: FieldErrors): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) errors[name] = { key: 'invalid' };
  else if (raw.length > max) errors[name] = { key: 'tooLong', values: { max: max + 1 } };
  else return raw;
  return [];
}

/**
 * PUT /admin/products/{id}/pricing: `{ on_request: true }` (price on request), or a currency,
 * 1 to 8 tiers `{ quantity, unit_price }` ascending by quantity with positive prices, up to 6
 * options `{ name: {locale: text}, surcharge }`, an optional sample fee and lead time in days, and
 * an optional last day. Errors are named `tiers.0.unit_price`, `options.1.name.en`; every problem
 * is reported at once.
 */
export function validatePricingInput(raw: unknown): Validation<ProductPricing | null> {
  const head = validate(headSchema, raw);
  const errors: FieldErrors = head.ok ? {} : { ...head.errors };
  if (head.ok && head.value.on_request) return { ok: true, value: null };
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  // The amounts are read in the currency sent even when another field failed, so every mistake shows at once.
  const currency = ORDER_CURRENCIES.find((c) => c === body.currency) ?? null;
  if (!currency && !errors.currency) errors.currency = { key: 'required' };

  const tiers: Tier[] = [];
  const rawTiers = listOf(body.tiers, PRICING_LIMITS.tiers, 'tiers', errors);
  if (!errors.tiers && rawTiers.length === 0) errors.tiers = { key: 'required' };
  rawTiers.forEach((item, i) => {
    const tier = validate(tierSchema, item);
    const unit = priceOf(item, 'unit_price', currency, `tiers.${i}`, errors);
    if (!tier.ok) for (const [name, error] of Object.entries(tier.errors)) errors[`tiers.${i}.${name}`] ??= error;
    else {
      const previous = tiers.at(-1);
      if (previous && tier.value.quantity <= previous.quantity) errors[`tiers.${i}.quantity`] = { key: 'tierAscending' };
      tiers.push({ quantity: tier.value.quantity, unit });
    }
  });

  const options: PriceOption[] = [];
  listOf(body.options, PRICING_LIMITS.options, 'options', errors).forEach((item, i) => {
    const option = validate(optionSchema, item);
    const surcharge = priceOf(item, 'surcharge', currency, `options.${i}`, errors);
    if (!option.ok) for (const [name, error] of Object.entries(option.errors)) errors[`options.${i}.${name}`] ??= error;
    else options.push({ name: option.value.name, surcharge });
  });

  let sampleFee: number | null = null;
  if (head.ok && currency && head.value.sample_fee !== '') {
    sampleFee = readAmount(head.value.sample_fee, currency, false);
    if (sampleFee === null) errors.sample_fee = { key: 'invalid', values: { max: MAX_MAJOR_AMOUNT } };
  }
  if (!head.ok || Object.keys(errors).length) return { ok: false, errors };
  const v = head.value;
  return {
    ok: true,
    value: {
      currency: currency!,
      tiers,
      options,
      sample_fee: sampleFee,
      sample_days: v.sample_days || null,
      valid_until: v.valid_until ? v.valid_until.toISOString().slice(0, 10) : null,
    },
  };
}

/**
 * The estimate a quote request carries (orders.estimate): computed on the server from the
 * product's tiers in its own currency for the quantity and the options the buyer chose, so the
 * staff quote starts from it. Amounts are minor units.
 */
export interface OrderEstimate {
  currency: OrderCurrency;
  quantity: number;
  /** Tier price and chosen surcharges, per piece. */
  unit: number;
  total: number;
  sample_fee: number | null;
  options: PriceOption[];
}
