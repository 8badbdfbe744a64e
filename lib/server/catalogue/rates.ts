import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATES, LEVEL_CURRENCY } from '@/lib/config';
import { minorDigits } from '@/lib/money';
import { configEntry } from './lookup';
import type { Db } from '@/lib/server/db/types';

/*
 * Exchange rates into LEVEL_CURRENCY (yuan per one major unit), used to measure member levels, to
 * award points for money paid in any currency, and to show a product's prices in a locale's
 * currency. They live here, beside the system config that stores them, so the catalogue's prices
 * and the ledger both read them downwards (the ledger edits them at /admin/levels). Defaults in lib/config.ts; an admin's rates are
 * kept in system config 'exchange rates' as a JSON text {"USD":"7.2",…} (a currency without a
 * stored rate keeps its default).
 */

export const EXCHANGE_RATES_CONFIG = 'exchange rates';

/** A rate as an integer of millionths: conversions stay in integer arithmetic. */
const MICRO = 1_000_000n;

export type Rates = Readonly<Record<string, number>>;

/** Parses the stored value; anything unreadable counts as "no admin rates". */
export function parseStoredRates(value: unknown): Record<string, number> {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, number> = {};
    for (const [currency, rate] of Object.entries(parsed)) {
      const n = typeof rate === 'string' ? Number(rate) : typeof rate === 'number' ? rate : NaN;
      if (/^[A-Z]{3}$/.test(currency) && Number.isFinite(n) && n > 0) out[currency] = n;
    }
    return out;
  } catch {
    return {};
  }
}

/** The stored value of rates: a JSON text in a jsonb string (drizzle would store a plain string as an object). */
export function storedRatesValue(rates: Record<string, number>): SQL {
  return sql`to_jsonb(${JSON.stringify(rates)}::text)`;
}

/** The rates in force: the admin's over the defaults; LEVEL_CURRENCY is always 1. */
export async function exchangeRates(db: Db): Promise<Rates> {
  const row = await configEntry(db, EXCHANGE_RATES_CONFIG);
  return { ...DEFAULT_EXCHANGE_RATES, ...parseStoredRates(row?.value), [LEVEL_CURRENCY]: 1 };
}

/**
 * An amount in minor units of `currency` in LEVEL_CURRENCY minor units (fen), rounded half away
 * from zero; a currency without a rate converts to 0 (it cannot count, rather than count wrongly).
 */
export function toLevelMinor(amountMinor: number, currency: string, rates: Rates): number {
  if (currency === LEVEL_CURRENCY) return amountMinor;
  const rate = rates[currency];
  if (!rate || !Number.isFinite(rate) || rate <= 0) return 0;
  const rateMicro = BigInt(Math.round(rate * 1_000_000));
  const fromScale = 10n ** BigInt(minorDigits(currency));
  const toScale = 10n ** BigInt(minorDigits(LEVEL_CURRENCY));
  const numerator = BigInt(amountMinor) * rateMicro * toScale;
  const denominator = fromScale * MICRO;
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}
