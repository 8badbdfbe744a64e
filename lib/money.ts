/*
 * Money (orders, quotes): amounts are integer minor units (fen, cents; yen have none) with an ISO
 * 4217 currency. Shared by the server (validation of staff input, totals) and the pages
 * (formatting in the reader's locale).
 */

/** Digits after the decimal point of a currency: JPY has none, the others of ORDER_CURRENCIES two. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

export function minorDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** The largest amount an order field takes, in major units (ten million: well inside a safe integer in minor units). */
export const MAX_MAJOR_AMOUNT = 10_000_000;

/**
 * Minor units of an amount typed in major units ('12.5', '1,234.50', '1234'): null when it is not
 * a plain non-negative number, has more decimals than the currency, or passes MAX_MAJOR_AMOUNT.
 * Parsed as text (no floating point): '0.29' is 29, never 28.999….
 */
export function toMinor(input: string | number, currency: string): number | null {
  let text = (typeof input === 'number' ? String(input) : input).trim();
  // A comma only as a thousands separator (1,234.50): '12,5' could mean 12.5 or 125, so it is refused.
  if (text.includes(',')) {
    if (!/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  const whole = Number(match[1]);
  if (whole > MAX_MAJOR_AMOUNT) return null;
  const minor = whole * 10 ** digits + Number((fraction.slice(0, digits) || '0').padEnd(digits, '0') || '0');
  if (whole === MAX_MAJOR_AMOUNT && minor > MAX_MAJOR_AMOUNT * 10 ** digits) return null;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount in major units as a form shows it: 1250 CNY is '12.50', 1200 JPY is '1200'. */
export function toMajorText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** An amount for people, in their locale: formatMoney(123450, 'CNY', 'en') is 'CN¥1,234.50'. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** The parts of an order's price and their sum (all in minor units of one currency). */
export interface PriceLines {
  unitPrice: number;
  quantity: number;
  sampleFee: number;
  shippingFee: number;
  /** The sum of the quote's extra lines (tooling, setup, ...). */
  extras?: number;
}

export function orderTotals({ unitPrice, quantity, sampleFee, shippingFee, extras = 0 }: PriceLines): { goods: number; total: number } {
  const goods = unitPrice * quantity;
  return { goods, total: goods + sampleFee + shippingFee + extras };
}
