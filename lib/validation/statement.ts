import { LEDGER_KINDS, ORDER_CURRENCIES, ORDER_PHOTOS, STATEMENT, type LedgerKind, type OrderCurrency, type OrderStatus } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { date, fields, oneOf, positiveInt, text, validate, type FieldErrors, type Validation } from './kit';

/*
 * The account statement's inputs (/user/myPurse, /admin/ledger), shared by the server and the back
 * office's form: a staff posting (a positive amount typed in major units; the kind gives the sign,
 * an adjustment is a charge or a credit), a reversal's note, the member's currency filter and the
 * production photos' caption and stage.
 */

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

export const entrySchema = fields({
  member_id: positiveInt({ key: 'invalid' }),
  order_id: positiveInt({ key: 'invalid' }),
  kind: oneOf<LedgerKind | ''>(LEDGER_KINDS, { key: 'choice', fallback: '' }),
  direction: oneOf<AdjustmentDirection | ''>(['charge', 'credit'], { key: 'choice', fallback: '' }),
  amount: text({ max: 20 }),
  currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
  entry_date: date('date'),
  note: text({ max: STATEMENT.noteMax + 1 }),
});

export interface EntryInput {
  memberId: number;
  orderId: number | null;
  kind: LedgerKind;
  /** Signed minor units (the kind's sign applied). */
  amount: number;
  currency: OrderCurrency;
  /** The day the money moved; null: now. */
  entryDate: Date | null;
  note: string;
}

/**
 * A staff posting: every mistake reported at once. The amount is positive, in major units of the
 * currency ('1,250.00'), never zero; an adjustment says whether it charges or credits the member; a
 * date is not in the future (a payment received yesterday may be posted today).
 */
export function validateEntry(raw: unknown, now: Date = new Date()): Validation<EntryInput> {
  const checked = validate(entrySchema, raw);
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
  if (v?.entry_date && v.entry_date.getTime() > now.getTime() + 24 * 3600_000) errors.entry_date = { key: 'date' };
  if (!checked.ok || Object.keys(errors).length || minor === null) return { ok: false, errors };
  const kind = v!.kind as LedgerKind;
  return {
    ok: true,
    value: {
      memberId: v!.member_id!,
      orderId: v!.order_id,
      kind,
      amount: signedAmount(kind, minor, (v!.direction || null) as AdjustmentDirection | null),
      currency: currency!,
      entryDate: v!.entry_date,
      note: v!.note,
    },
  };
}

export const reverseSchema = fields({ note: text({ max: STATEMENT.noteMax + 1 }) });

export function validateReverse(raw: unknown): Validation<{ note: string }> {
  const checked = validate(reverseSchema, raw);
  return checked.ok ? { ok: true, value: { note: checked.value.note } } : checked;
}

export const statementQuerySchema = fields({
  currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
  format: oneOf<'json' | 'csv'>(['json', 'csv'], { key: 'choice', fallback: 'json' }),
});

export interface StatementQuery {
  currency: OrderCurrency | null;
  format: 'json' | 'csv';
}

export function validateStatementQuery(raw: unknown): Validation<StatementQuery> {
  const checked = validate(statementQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { currency: checked.value.currency || null, format: checked.value.format } };
}

/* Production photos */

export const PHOTO_CAPTION_HEADER = 'x-photo-caption';

/** The stages a production photo may show (an order's working states). */
export const PHOTO_STAGES = ['sample', 'proof', 'production', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export interface PhotoInput {
  caption: string;
  stage: PhotoStage;
}

/** The caption (URI-encoded in its header) and the stage (query) of a production photo upload. */
export function validatePhotoInput(header: string | null, stage: unknown): Validation<PhotoInput> {
  let decoded = '';
  if (header) {
    try {
      decoded = decodeURIComponent(header);
    } catch {
      return { ok: false, errors: { caption: { key: 'characters' } } };
    }
  }
  const checked = validate(
    fields({ caption: text({ max: ORDER_PHOTOS.captionMax + 1 }), stage: oneOf<PhotoStage>(PHOTO_STAGES, { key: 'choice', fallback: 'production' }) }),
    { caption: decoded, stage },
  );
  return checked.ok ? { ok: true, value: checked.value } : checked;
}
