import 'server-only';
import { LOCALE_CURRENCY, type Locale } from '@/lib/config';
import type { PriceFrom, PriceGuide, ProductPricing } from '@/lib/api/contract';
import { convertMinor, priceRange, type RateTable } from '@/lib/pricing';
import { resolveText } from './localized';

/*
 * A product's stored prices as a visitor reads them: in the currency of the page's locale (one
 * per locale, so a cached page is one entry per locale), converted with the exchange rates in
 * force and marked as an estimate when the product is priced in another currency. A product
 * whose currency cannot be converted is shown in its own currency rather than not at all.
 */

function displayCurrency(pricing: ProductPricing, locale: Locale, rates: RateTable) {
  const wanted = LOCALE_CURRENCY[locale];
  const convertible = convertMinor(1, pricing.currency, wanted, rates) !== null;
  const currency = convertible ? wanted : pricing.currency;
  const convert = (minor: number) => convertMinor(minor, pricing.currency, currency, rates)!;
  return { currency, estimate: currency !== pricing.currency, convert };
}

export function priceGuide(pricing: ProductPricing | null, locale: Locale, rates: RateTable): PriceGuide | null {
  if (!pricing || pricing.tiers.length === 0) return null;
  const { currency, estimate, convert } = displayCurrency(pricing, locale, rates);
  const tiers = pricing.tiers.map((t) => ({ quantity: t.quantity, unit: convert(t.unit) }));
  return {
    currency,
    estimate,
    tiers,
    ...priceRange(tiers),
    options: pricing.options.map((o) => {
      const name = resolveText(o.name, locale);
      return { name: name.value, surcharge: convert(o.surcharge), ...(name.lang !== locale && { lang: name.lang }) };
    }),
    sample_fee: pricing.sample_fee === null ? null : convert(pricing.sample_fee),
    sample_days: pricing.sample_days,
    valid_until: pricing.valid_until,
  };
}

export function priceFrom(pricing: ProductPricing | null, locale: Locale, rates: RateTable): PriceFrom | null {
  if (!pricing || pricing.tiers.length === 0) return null;
  const { currency, estimate, convert } = displayCurrency(pricing, locale, rates);
  return { currency, estimate, unit: priceRange(pricing.tiers.map((t) => ({ quantity: t.quantity, unit: convert(t.unit) }))).low };
}
