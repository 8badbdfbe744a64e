/*
 * Price guidance arithmetic, shared by the server (the product page's converted tiers) and the
 * design editor's estimate in the browser. Every amount is an integer in minor units; conversions
 * and totals run in BigInt, so no stored value goes through floating point.
 */
import { minorDigits } from './money';

export interface Tier {
  /** The smallest quantity this unit price applies to. */
  quantity: number;
  /** Minor units per piece. */
  unit: number;
}

/** Exchange rates into one base currency (base units per one major unit), as the ledger keeps them. */
export type RateTable = Readonly<Record<string, number>>;

/** a / b rounded half away from zero (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const rounded = (abs * 2n + b) / (b * 2n);
  return negative ? -rounded : rounded;
}

const micro = (rate: number) => BigInt(Math.round(rate * 1_000_000));

/**
 * `amount` minor units of `from` in minor units of `to`, through the rates' base currency, rounded
 * half away from zero; null when either currency has no usable rate.
 */
export function convertMinor(amount: number, from: string, to: string, rates: RateTable): number | null {
  if (from === to) return amount;
  const [rateFrom, rateTo] = [rates[from], rates[to]];
  if (!(rateFrom > 0) || !(rateTo > 0) || !Number.isFinite(rateFrom) || !Number.isFinite(rateTo)) return null;
  const fromScale = 10n ** BigInt(minorDigits(from));
  const toScale = 10n ** BigInt(minorDigits(to));
  const converted = divideRounded(BigInt(amount) * micro(rateFrom) * toScale, fromScale * micro(rateTo));
  return Number(converted);
}

/**
 * The tier a quantity falls in: the one with the largest starting quantity not above it. Below the
 * first tier there is none (the minimum order); tiers are ascending by quantity.
 */
export function tierFor(tiers: readonly Tier[], quantity: number): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (tier.quantity <= quantity) found = tier;
  return found;
}

/** The lowest and highest unit price of the tiers (they need not fall as quantities rise). */
export function priceRange(tiers: readonly Tier[]): { low: number; high: number } {
  const units = tiers.map((t) => t.unit);
  return { low: Math.min(...units), high: Math.max(...units) };
}

export interface Estimate {
  /** Minor units per piece: the tier's price and the chosen options' surcharges. */
  unit: number;
  /** unit × quantity, minor units. */
  total: number;
}

/** A quantity's estimate with the chosen surcharges (minor units per piece); null below the minimum order. */
export function estimateFor(tiers: readonly Tier[], quantity: number, surcharges: readonly number[]): Estimate | null {
  const tier = tierFor(tiers, quantity);
  if (!tier || !Number.isSafeInteger(quantity)) return null;
  const unit = surcharges.reduce((sum, s) => sum + s, tier.unit);
  const total = BigInt(unit) * BigInt(quantity);
  return total > BigInt(Number.MAX_SAFE_INTEGER) ? null : { unit, total: Number(total) };
}
