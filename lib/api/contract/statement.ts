import * as z from 'zod/mini';
import { LEDGER_KINDS, ORDER_CURRENCIES, ORDER_PHOTOS, ORDER_STATUSES, STATEMENT, type LedgerKind, type OrderCurrency, type OrderStatus, type StaffRole } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { date, fields, oneOf, positiveInt, text, validate, type FieldErrors } from '@/lib/validation/kit';

/*
 * The account statement (/user/myPurse; GET /user/statement; the back office's ledger) and an
 * order's production photos. Amounts are signed integer minor units seen from the member: + money
 * in (a deposit, a payment, a credit), − a charge or money paid back out (a sample fee, a refund).
 * The inputs (a staff posting, a reversal's note, the member's currency filter, a production
 * photo's caption and stage) are zod schemas of the validation kit (lib/validation/kit.ts), shared
 * by the routes and the back office's forms; the statement's answers are zod schemas too, which the
 * API's description shows; the types of both are inferred.
 */

/** Who reads any member's statement and posts or reverses entries (admin holds every role). */
export const STATEMENT_STAFF_ROLES: readonly StaffRole[] = ['sales'];

// ─── answers ───────────────────────────────────────────────────────────────────────────────────
// zod schemas, so the types below and the API's description (lib/api/openapi) are one thing.

/** How a statement line names its order. */
const orderLabelSchema = z.object({ id: z.int(), reference: z.string(), title: z.string() });

/** A member as the ledger names them. */
const ledgerMemberSchema = z.object({ id: z.int(), name: z.string(), company: z.string() });

export const statementEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.int(),
  currency: z.string(),
  /** The day the money moved (ISO). */
  entry_date: z.string(),
  note: z.string(),
  order: z.nullable(orderLabelSchema),
  /** The entry this one reverses. */
  reverses_id: z.nullable(z.int()),
  /** The entry that reversed this one. */
  reversed_by: z.nullable(z.int()),
  /** The balance in its currency after this entry (entries in date order). */
  balance: z.int(),
  created_at: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** An order's money: its total (unit price × quantity + shipping, once the quote is accepted), what its entries add up to, and what is left. */
export const orderDueSchema = z.object({
  id: z.int(),
  reference: z.string(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total: z.int(),
  paid: z.int(),
  /** total − paid: > 0 due, < 0 paid over. */
  due: z.int(),
});
export type OrderDue = z.infer<typeof orderDueSchema>;

export const currencyTotalSchema = z.object({
  currency: z.string(),
  /** Σ entries. */
  balance: z.int(),
  /** Σ order totals. */
  orders_total: z.int(),
  /** orders_total − balance: > 0 due, < 0 in credit. */
  due: z.int(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const statementSchema = z.object({
  member: ledgerMemberSchema,
  currency: z.nullable(z.string()),
  /** Newest first, at most STATEMENT.pageEntries (the CSV has every entry). */
  entries: z.array(statementEntrySchema),
  entries_total: z.int(),
  orders: z.array(orderDueSchema),
  totals: z.array(currencyTotalSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementMemberDueSchema = z.object({
  member: ledgerMemberSchema,
  currency: z.string(),
  due: z.int(),
  last_entry_at: z.nullable(z.string()),
});
export type StatementMemberDue = z.infer<typeof statementMemberDueSchema>;

export const ledgerOverviewSchema = z.object({
  due: z.array(statementMemberDueSchema),
  recent: z.array(z.extend(statementEntrySchema, { member: z.object({ id: z.int(), name: z.string() }) })),
});
export type LedgerOverview = z.infer<typeof ledgerOverviewSchema>;

export interface OrderPhotoView {
  id: number;
  order_id: number;
  caption: string;
  stage: OrderStatus;
  url: string;
  thumb_url: string;
  name: string;
  created_at: string;
}

export interface MemberProductionPhotos {
  order: { id: number; reference: string; title: string; status: OrderStatus };
  photos: OrderPhotoView[];
}

// ─── inputs ────────────────────────────────────────────────────────────────────────────────────

/** The sign an entry's kind gives a positive amount (seen from the member: + money in or owed back, − a charge or money paid out). */
export const KIND_SIGN: Record<Exclude<LedgerKind, 'adjustment'>, 1 | -1> = {
  deposit: 1,
  payment: 1,
  credit: 1,
  sample_fee: -1,
  refund: -1,
};

export type AdjustmentDirection = 'charge' | 'credit';

/** The signed minor units of a posting: the kind's sign, or the adjustment's direction. */
export function signedAmount(kind: LedgerKind, amount: number, direction: AdjustmentDirection | null): number {
  if (kind === 'adjustment') return direction === 'charge' ? -amount : amount;
  return KIND_SIGN[kind] * amount;
}

const entryFields = fields({
  member_id: positiveInt({ key: 'invalid' }),
  order_id: positiveInt({ key: 'invalid' }),
  kind: oneOf<LedgerKind | ''>(LEDGER_KINDS, { key: 'choice', fallback: '' }),
  direction: oneOf<AdjustmentDirection | ''>(['charge', 'credit'], { key: 'choice', fallback: '' }),
  amount: text({ max: 20 }),
  currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
  entry_date: date('date'),
  note: text({ max: STATEMENT.noteMax + 1 }),
});

/**
 * POST /admin/ledger, a staff posting, read as of `now` (default: the time it is read): every
 * mistake reported at once, the field rules and the rules between fields alike. The amount is
 * positive, in major units of the currency ('1,250.00'), never zero, and is stored signed in minor
 * units; an adjustment says whether it charges or credits the member; a date is not in the future
 * (a payment received yesterday may be posted today; null: now).
 */
export function entrySchemaAt(now?: Date) {
  return z.pipe(
    z.unknown(),
    z.transform((raw, ctx) => {
      const checked = validate(entryFields, raw);
      const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
      const v = checked.ok ? checked.value : null;
      const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const currency = v ? v.currency || null : (ORDER_CURRENCIES.find((c) => c === body.currency) ?? null);
      if (v && v.member_id === null) errors.member_id = { key: 'required' };
      if (v && !v.kind) errors.kind = { key: 'required' };
      if (v && !v.currency) errors.currency = { key: 'required' };
      if (v && v.kind === 'adjustment' && !v.direction) errors.direction = { key: 'required' };
      const typed = v ? v.amount : typeof body.amount === 'string' ? body.amount.trim() : typeof body.amount === 'number' ? String(body.amount) : '';
      let minor: number | null = null;
      if (!errors.amount) {
        if (typed === '') errors.amount = { key: 'required' };
        else if (currency) {
          minor = toMinor(typed, currency);
          if (minor === null || minor <= 0) errors.amount = { key: 'invalid', values: { max: MAX_MAJOR_AMOUNT } };
        }
      }
      if (v?.entry_date && v.entry_date.getTime() > (now ?? new Date()).getTime() + 24 * 3600_000) errors.entry_date = { key: 'date' };
      for (const [field, error] of Object.entries(errors)) {
        ctx.issues.push({ code: 'custom', message: error.key, input: body[field], path: field.split('.'), params: error.values ? { values: error.values } : undefined });
      }
      if (!v || !v.kind || !currency || minor === null || Object.keys(errors).length) return z.NEVER;
      return {
        memberId: v.member_id!,
        orderId: v.order_id,
        kind: v.kind,
        amount: signedAmount(v.kind, minor, v.direction || null),
        currency,
        entryDate: v.entry_date,
        note: v.note,
      };
    }),
  );
}
export const entrySchema = entrySchemaAt();
export type EntryInput = z.output<typeof entrySchema>;

/** POST /admin/ledger/{id}/reverse: the reversal's note. */
export const reverseSchema = fields({ note: text({ max: STATEMENT.noteMax + 1 }) });

/** GET /user/statement and /user/myPurse: one currency (absent: all, read as null) and the format. */
export const statementQuerySchema = z.pipe(
  fields({
    currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
    format: oneOf<'json' | 'csv'>(['json', 'csv'], { key: 'choice', fallback: 'json' }),
  }),
  z.transform((v) => ({ currency: v.currency || null, format: v.format })),
);
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** The statement pages' `?currency=`: the currency, or null (absent or unknown: every currency). */
export function statementCurrencyOf(raw: string | undefined): OrderCurrency | null {
  const checked = validate(statementQuerySchema, { currency: raw });
  return checked.ok ? checked.value.currency : null;
}

/* Production photos */

export const PHOTO_CAPTION_HEADER = 'x-photo-caption';

/** The stages a production photo may show (an order's working states). */
export const PHOTO_STAGES = ['sample', 'proof', 'production', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export type PhotoStage = (typeof PHOTO_STAGES)[number];

const photoFields = fields({ caption: text({ max: ORDER_PHOTOS.captionMax + 1 }), stage: oneOf<PhotoStage>(PHOTO_STAGES, { key: 'choice', fallback: 'production' }) });

/**
 * A production photo upload: `{ caption, stage }` where the caption is the URI-encoded value of its
 * header (null: none) and the stage comes from the query. A caption that does not decode is the
 * only error reported.
 */
export const photoInputSchema = z.pipe(
  z.transform((raw: unknown, ctx): { caption?: unknown; stage?: unknown } => {
    const { caption, stage } = (typeof raw === 'object' && raw !== null ? raw : {}) as { caption?: unknown; stage?: unknown };
    if (typeof caption !== 'string' || !caption) return { caption: '', stage };
    try {
      return { caption: decodeURIComponent(caption), stage };
    } catch {
      ctx.issues.push({ code: 'custom', message: 'characters', input: caption, path: ['caption'] });
      return z.NEVER;
    }
  }),
  photoFields,
);
export type PhotoInput = z.output<typeof photoInputSchema>;
