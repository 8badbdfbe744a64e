import * as z from 'zod/mini';
import { ORDER_CURRENCIES, QUOTE_LIMITS, type OrderCurrency } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { date, fields, oneOf, positiveInt, text } from '@/lib/validation/kit';
import { flagField, type RuleContext } from './whole-input';

/*
 * The quote of an order (PUT /admin/orders/{id}/quote) and what it stores: quantity options and
 * extra lines. ./orders.ts re-exports all of it; the order's limits used by both live here.
 */

export const ORDER_NOTE_MAX = 2000;
export const ORDER_MAX_QUANTITY = 10_000_000;
/**
 * The largest order total (unit price × quantity + shipping, minor units) a quote may make: far above
 * any real order, and far below Number.MAX_SAFE_INTEGER, so the statement's sums stay exact.
 */
export const ORDER_MAX_TOTAL_MINOR = 10_000_000_000_000;
export const ORDER_MAX_LEAD_DAYS = 365;

/** A note of an order (the member's request, an answer, the quote's terms). */
export const note = () => text({ max: ORDER_NOTE_MAX + 1 });

/** One quantity option of a quote as stored (minor units per piece). */
export interface QuoteBreak {
  quantity: number;
  unitPrice: number;
}

/** One extra line of a quote as stored (tooling, setup, ...; minor units). */
export interface QuoteExtra {
  label: string;
  amount: number;
}

/** A quantity option as the buyer reads it: the goods (unit price × quantity) and the total with the fees and extra lines. */
export interface QuoteBreakView {
  quantity: number;
  unit_price: number;
  goods: number;
  total: number;
  /** The option the order stands at now (the accepted one, once the buyer accepted). */
  current: boolean;
}

const FEES = ['sample_fee', 'shipping_fee'] as const;
const currencyOf = (value: unknown) => ORDER_CURRENCIES.find((c) => c === value) ?? null;
/** An amount as typed, trimmed ('' when absent or refused). */
const typedAmount = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** An amount in major units as typed ('12.50'); checked against the currency afterwards. */
const amount = (required: boolean) => text({ max: 20, required });

/** One quantity option of a quote as sent: `{ quantity, unit_price }` (the price in major units). */
const breakSchema = fields({ quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }), unit_price: amount(true) });
/** One extra line of a quote as sent: `{ label, amount }` (tooling, setup, ...). */
const extraSchema = fields({ label: text({ max: QUOTE_LIMITS.extraLabel + 1, required: true }), amount: amount(true) });

/** The part of a quote's body the rules below read (each field as its builder left it, or junk when it failed). */
interface QuoteFields {
  currency?: unknown;
  unit_price?: unknown;
  quantity?: unknown;
  sample_fee?: unknown;
  shipping_fee?: unknown;
  breaks?: unknown;
  extras?: unknown;
}

const rowsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : []);

/** The quantity options a body means: its `breaks`, or (an older client) its one `unit_price` and `quantity`. */
function typedBreaks(v: QuoteFields): { quantity: unknown; unit_price: unknown; at: (name: string) => string }[] {
  if (Array.isArray(v.breaks) && v.breaks.length) return rowsOf(v.breaks).map((r, i) => ({ quantity: r.quantity, unit_price: r.unit_price, at: (name) => `breaks.${i}.${name}` }));
  return [{ quantity: v.quantity, unit_price: v.unit_price, at: (name) => name }];
}

/**
 * The rules over a whole quote: the currency decides what each amount may be; the quantity
 * options ascend and stay within QUOTE_LIMITS; no option's total may pass ORDER_MAX_TOTAL_MINOR.
 * Every mistake is reported at once, on the field the form shows it beside.
 */
function checkQuote(v: QuoteFields, ctx: RuleContext) {
  const fine = ctx.issues.length === 0;
  const currency = currencyOf(v.currency);
  if (fine && !currency) flagField(ctx, 'currency', 'required');
  const failed = (path: string) => ctx.issues.some((issue) => issue.path?.map(String).join('.') === path);
  /** Minor units of an amount, or null with the field's one error ('invalid' with the largest amount). */
  const minorOf = (typed: unknown, path: string, required: boolean): number | null => {
    const text = typedAmount(typed);
    if (text === '') {
      if (required && !failed(path)) ctx.issues.push({ code: 'custom', message: 'required', input: undefined, path: path.split('.') });
      return required ? null : 0;
    }
    const value = currency ? toMinor(text, currency) : 0;
    if (value !== null) return value;
    ctx.issues.splice(0, ctx.issues.length, ...ctx.issues.filter((issue) => issue.path?.map(String).join('.') !== path));
    ctx.issues.push({ code: 'custom', message: 'invalid', input: undefined, path: path.split('.'), params: { values: { max: MAX_MAJOR_AMOUNT } } });
    return null;
  };
  const fees = FEES.map((name) => minorOf(v[name], name, false) ?? 0).reduce((a, b) => a + b, 0);
  const extras = rowsOf(v.extras);
  if (Array.isArray(v.extras) && v.extras.length > QUOTE_LIMITS.extras) flagField(ctx, 'extras', 'tooLong', { max: QUOTE_LIMITS.extras + 1 });
  const extraSum = extras.map((r, i) => minorOf(r.amount, `extras.${i}.amount`, true) ?? 0).reduce((a, b) => a + b, 0);
  if (Array.isArray(v.breaks) && v.breaks.length > QUOTE_LIMITS.breaks) flagField(ctx, 'breaks', 'tooLong', { max: QUOTE_LIMITS.breaks + 1 });
  let previous = 0;
  for (const b of typedBreaks(v)) {
    const quantity = typeof b.quantity === 'number' ? b.quantity : null;
    if (quantity === null && !failed(b.at('quantity'))) ctx.issues.push({ code: 'custom', message: 'required', input: undefined, path: b.at('quantity').split('.') });
    if (quantity !== null && quantity <= previous) ctx.issues.push({ code: 'custom', message: 'tierAscending', input: undefined, path: b.at('quantity').split('.') });
    previous = quantity ?? previous;
    const unit = minorOf(b.unit_price, b.at('unit_price'), true);
    if (unit !== null && quantity !== null && unit * quantity + fees + extraSum > ORDER_MAX_TOTAL_MINOR) {
      ctx.issues.push({ code: 'custom', message: 'invalid', input: undefined, path: b.at('unit_price').split('.'), params: { values: { max: MAX_MAJOR_AMOUNT } } });
    }
  }
}

/**
 * A quote: one or more quantity options (`breaks`: [{quantity, unit_price}], ascending; an older
 * client's single `unit_price` and `quantity` is one option), optional extra lines (`extras`:
 * [{label, amount}]), sample and shipping fees, the lead time and a note. Amounts are typed in major
 * units and stored as integer minor units of the currency; every amount is checked even when
 * another field failed, so every mistake is shown at once.
 */
export const quoteSchema = z.pipe(
  fields({
    currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
    unit_price: amount(false),
    quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }),
    breaks: z.optional(z.array(breakSchema)),
    extras: z.optional(z.array(extraSchema)),
    sample_fee: amount(false),
    shipping_fee: amount(false),
    lead_time_days: positiveInt({ key: 'invalid', max: ORDER_MAX_LEAD_DAYS }),
    note: note(),
    updated_at: date('invalid'),
  }).check(
    z.superRefine(
      (v, ctx) => {
        if (typeof v !== 'object' || v === null) return;
        if (ctx.issues.length === 0 && !v.updated_at) flagField(ctx, 'updated_at', 'required');
        checkQuote(v, ctx);
      },
      { when: () => true },
    ),
  ),
  z.transform((v) => {
    const minor = (typed: string) => toMinor(typed, v.currency) ?? 0;
    return {
      currency: currencyOf(v.currency)!,
      /** The quantity options, ascending, prices in minor units. */
      breaks: typedBreaks(v).map((b): QuoteBreak => ({ quantity: b.quantity as number, unitPrice: minor(typedAmount(b.unit_price)) })),
      extras: (v.extras ?? []).map((e): QuoteExtra => ({ label: e.label, amount: minor(e.amount) })),
      sampleFee: v.sample_fee ? minor(v.sample_fee) : 0,
      shippingFee: v.shipping_fee ? minor(v.shipping_fee) : 0,
      leadTimeDays: v.lead_time_days,
      note: v.note,
      /** The order's `updated_at` the form was rendered with: a change in between is a 409. */
      expectedUpdatedAt: v.updated_at!,
    };
  }),
);
export type QuoteInput = z.output<typeof quoteSchema>;
