import { EXCHANGE_RATE_RANGE, LEVEL_CURRENCY, LEVEL_LIMITS, ORDER_CURRENCIES, POINTS_LIMITS, POINTS_RULES, REDEMPTION_STATUSES, type PointsRule, type RedemptionStatus } from '@/lib/config';
import { toMinor } from '@/lib/money';
import { date, fields, localizedList, localizedText, oneOf, positiveInt, text, validate, wholeNumber, yesNo, type FieldErrors, type LocalizedInput, type Validation } from './kit';

/*
 * The inputs of member levels, points and the points shop (/user/member, /user/integrateGoods; the
 * back office's levels, rules, exchange rates, rewards, redemptions and points adjustments),
 * shared by the server (the rule that counts) and the back office's forms.
 */

/** A badge colour: #rrggbb. */
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/* ── levels ── */

export const levelSchema = fields({
  /** The threshold in yuan (major units of LEVEL_CURRENCY): '20000', '20,000.00'. */
  threshold: text({ max: 20, required: true }),
  name: localizedText({ max: LEVEL_LIMITS.nameMax + 1, required: true }),
  benefits: localizedList({ max: LEVEL_LIMITS.benefitMax + 1, maxItems: LEVEL_LIMITS.benefitsMax }),
  color: text({ max: 8, required: true, format: { test: (v) => COLOUR.test(v), key: 'colour' } }),
  updated_at: date('invalid'),
});

export interface LevelInput {
  /** LEVEL_CURRENCY minor units. */
  threshold: number;
  name: LocalizedInput;
  benefits: Partial<Record<string, string[]>>;
  color: string;
  /** For an edit: the version the form was opened with (409 when someone saved since). */
  expectedUpdatedAt: Date | null;
}

export function validateLevel(raw: unknown): Validation<LevelInput> {
  const checked = validate(levelSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  let threshold: number | null = null;
  const typed = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).threshold : undefined;
  if (!errors.threshold && (typeof typed === 'string' || typeof typed === 'number')) {
    threshold = toMinor(typed, LEVEL_CURRENCY);
    if (threshold === null) errors.threshold = { key: 'invalid' };
  }
  if (!checked.ok || Object.keys(errors).length || threshold === null) return { ok: false, errors: Object.keys(errors).length ? errors : { threshold: { key: 'required' } } };
  const v = checked.value;
  return { ok: true, value: { threshold, name: v.name, benefits: v.benefits, color: v.color.toLowerCase(), expectedUpdatedAt: v.updated_at } };
}

/* ── points rules ── */

export interface RuleInput {
  key: PointsRule;
  points: number;
  /** per_amount_paid: the points are given per this many minor units of LEVEL_CURRENCY. */
  perAmount: number | null;
  active: boolean;
}

const ruleSchema = fields({
  points: wholeNumber({ min: 0, max: POINTS_LIMITS.adjustMax, key: 'invalid', required: true }),
  per_amount: text({ max: 20 }),
  active: yesNo(true),
});

/** `{ rules: { first_order: { points, active }, per_amount_paid: { points, per_amount: '100', active } … } }`: each rule sent is checked; errors are `rules.<key>.<field>`. */
export function validateRules(raw: unknown): Validation<RuleInput[]> {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).rules : undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: { rules: { key: 'required' } } };
  const errors: FieldErrors = {};
  const out: RuleInput[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!(POINTS_RULES as readonly string[]).includes(key)) {
      errors[`rules.${key}`] = { key: 'choice' };
      continue;
    }
    const checked = validate(ruleSchema, value);
    if (!checked.ok) {
      for (const [field, e] of Object.entries(checked.errors)) errors[`rules.${key}${field ? `.${field}` : ''}`] = e;
      continue;
    }
    let perAmount: number | null = null;
    if (key === 'per_amount_paid') {
      perAmount = checked.value.per_amount ? toMinor(checked.value.per_amount, LEVEL_CURRENCY) : null;
      if (!perAmount) {
        errors[`rules.${key}.per_amount`] = { key: checked.value.per_amount ? 'invalid' : 'required' };
        continue;
      }
    }
    out.push({ key: key as PointsRule, points: checked.value.points, perAmount, active: checked.value.active });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (out.length === 0) return { ok: false, errors: { rules: { key: 'required' } } };
  return { ok: true, value: out };
}

/* ── exchange rates ── */

/** `{ rates: { USD: '7.2', … } }`: every order currency but LEVEL_CURRENCY, yuan per one unit, at most 6 decimals. */
export function validateRates(raw: unknown): Validation<Record<string, number>> {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).rates : undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: { rates: { key: 'required' } } };
  const errors: FieldErrors = {};
  const out: Record<string, number> = {};
  const given = body as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(ORDER_CURRENCIES as readonly string[]).includes(key) || key === LEVEL_CURRENCY) errors[`rates.${key}`] = { key: 'choice' };
  }
  for (const currency of ORDER_CURRENCIES) {
    if (currency === LEVEL_CURRENCY) continue;
    const value = given[currency];
    const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!typed) {
      errors[`rates.${currency}`] = { key: 'required' };
      continue;
    }
    const n = /^\d{1,5}(?:\.\d{1,6})?$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isFinite(n) || n < EXCHANGE_RATE_RANGE.min || n > EXCHANGE_RATE_RANGE.max) errors[`rates.${currency}`] = { key: 'invalid' };
    else out[currency] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: out };
}

/* ── rewards ── */

/** A picture of the catalogue's store (/uploads/media/<hash>.webp) or of the drawn artwork (/media/…webp): lib/server/catalogue/images.ts isCataloguePicture. */
const PICTURE = /^(?:\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.webp|\/uploads\/media\/[a-f0-9]{32}\.webp)$/;

export const rewardSchema = fields({
  title: localizedText({ max: 81, required: true }),
  description: localizedText({ max: 601 }),
  image: text({ max: 240, required: true, format: { test: (v) => PICTURE.test(v), key: 'image' } }),
  points_price: wholeNumber({ min: 1, max: POINTS_LIMITS.priceMax, key: 'invalid', required: true }),
  stock: wholeNumber({ min: 0, max: POINTS_LIMITS.stockMax, key: 'invalid', required: true }),
  active: yesNo(true),
  sort: wholeNumber({ min: 0, max: 10_000, fallback: 0 }),
  updated_at: date('invalid'),
});

export interface RewardInput {
  title: LocalizedInput;
  description: LocalizedInput;
  image: string;
  pointsPrice: number;
  stock: number;
  active: boolean;
  sort: number;
  expectedUpdatedAt: Date | null;
}

export function validateReward(raw: unknown): Validation<RewardInput> {
  const checked = validate(rewardSchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return { ok: true, value: { title: v.title, description: v.description, image: v.image, pointsPrice: v.points_price, stock: v.stock, active: v.active, sort: v.sort, expectedUpdatedAt: v.updated_at } };
}

/* ── redemptions ── */

/** POST /user/rewards/{id}/redeem?price=: the price the member confirmed (optional; a different price is refused). */
export const redeemQuerySchema = fields({ price: positiveInt({ key: 'invalid', max: POINTS_LIMITS.priceMax }) });

export function validateRedeemQuery(raw: unknown): Validation<{ price: number | null }> {
  const checked = validate(redeemQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { price: checked.value.price } };
}

export const REDEMPTIONS_PAGE_SIZE = 20;

export const redemptionQuerySchema = fields({
  status: oneOf<RedemptionStatus | ''>(REDEMPTION_STATUSES, { key: 'choice', fallback: '' }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export interface RedemptionQuery {
  status: RedemptionStatus | '';
  page: number;
}

export function validateRedemptionQuery(raw: unknown): Validation<RedemptionQuery> {
  const checked = validate(redemptionQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { status: checked.value.status, page: checked.value.page ?? 1 } };
}

export const handleSchema = fields({
  action: oneOf<'fulfil' | 'cancel' | ''>(['fulfil', 'cancel'], { key: 'choice', fallback: '' }),
  note: text({ max: POINTS_LIMITS.notesMax + 1 }),
});

export interface HandleInput {
  action: 'fulfil' | 'cancel';
  /** Fulfil: the courier and tracking number (required); cancel: the reason (required), shown to the member. */
  note: string;
}

export function validateHandle(raw: unknown): Validation<HandleInput> {
  const checked = validate(handleSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (checked.ok && !checked.value.action) errors.action = { key: 'required' };
  if (checked.ok && !checked.value.note) errors.note = { key: 'required' };
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { action: checked.value.action as 'fulfil' | 'cancel', note: checked.value.note } };
}

/* ── points adjustments (staff) ── */

export const adjustSchema = fields({
  delta: wholeNumber({ min: -POINTS_LIMITS.adjustMax, max: POINTS_LIMITS.adjustMax, key: 'invalid', required: true }),
  note: text({ max: POINTS_LIMITS.notesMax + 1, required: true }),
});

export interface AdjustInput {
  /** Points added (> 0) or taken (< 0); never 0. */
  delta: number;
  note: string;
}

export function validateAdjust(raw: unknown): Validation<AdjustInput> {
  const checked = validate(adjustSchema, raw);
  if (!checked.ok) return checked;
  if (checked.value.delta === 0) return { ok: false, errors: { delta: { key: 'invalid' } } };
  return { ok: true, value: { delta: checked.value.delta, note: checked.value.note } };
}

export const historyQuerySchema = fields({ page: positiveInt({ key: 'invalid', max: 100_000 }) });

export function validateHistoryQuery(raw: unknown): Validation<{ page: number }> {
  const checked = validate(historyQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { page: checked.value.page ?? 1 } };
}
