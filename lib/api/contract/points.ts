import * as z from 'zod/mini';
import {
  EXCHANGE_RATE_RANGE,
  LEVEL_CURRENCY,
  LEVEL_LIMITS,
  LOCALES,
  ORDER_CURRENCIES,
  POINTS_LIMITS,
  POINTS_RULES,
  REDEMPTION_STATUSES,
  type Locale,
  type PointsRule,
  type RedemptionStatus,
  type StaffRole,
} from '@/lib/config';
import { toMinor } from '@/lib/money';
import { date, fields, localizedList, localizedText, oneOf, positiveInt, refuse, text, validate, wholeNumber, yesNo, type Refusal } from '@/lib/validation/kit';

/*
 * The levels and points contract (/basic-api/v1/user/points, /user/rewards, /user/redemptions and
 * the back office's /admin/levels, /admin/points-rules, /admin/exchange-rates, /admin/rewards,
 * /admin/redemptions, /admin/members/{id}/points). Money is integer minor units of LEVEL_CURRENCY
 * (CNY); points are whole numbers. The inputs are checked by the schemas at the end, on the server
 * (the rule that counts) and in the back office's forms.
 */

/* ── who may do what in the back office (admin holds every role) ── */

/** Levels, points rules, exchange rates and points adjustments on a member's page. */
export const POINTS_STAFF_ROLES: readonly StaffRole[] = ['admin'];
/** The points shop's rewards (texts, pictures, prices, stock). */
export const REWARDS_STAFF_ROLES: readonly StaffRole[] = ['editor'];
/** Redemptions (fulfil, cancel) and a member's level and points on their page. */
export const REDEMPTIONS_STAFF_ROLES: readonly StaffRole[] = ['sales'];

// The member's points page (a level, the levels, a rule, a page of history), a level as staff edit
// it and the exchange rates are answers described by zod schemas, so their types and the API's
// description (lib/api/openapi) are one thing.

/** A level as a member reads it (texts in their language, the catalogue's fallback chain). */
export const levelViewSchema = z.object({
  id: z.int(),
  /** Paid in the trailing 12 months needed, minor units of CNY. */
  threshold: z.int(),
  name: z.string(),
  benefits: z.array(z.string()),
  color: z.string(),
});
export type LevelView = z.infer<typeof levelViewSchema>;

export const memberLevelViewSchema = z.object({
  /** Paid in the trailing 12 months, converted to CNY minor units. */
  paid_12m: z.int(),
  currency: z.literal('CNY'),
  current: z.nullable(levelViewSchema),
  next: z.nullable(levelViewSchema),
  /** What the next level still needs (null at the top). */
  remaining: z.nullable(z.int()),
  /** Progress from the current level's threshold to the next one's, 0–1 (1 at the top). */
  progress: z.number(),
});
export type MemberLevelView = z.infer<typeof memberLevelViewSchema>;

const POINTS_ENTRY_KINDS = ['earned', 'redeemed', 'returned', 'adjustment'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export const pointsEntryViewSchema = z.object({
  id: z.int(),
  delta: z.int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  rule: z.nullable(z.enum(POINTS_RULES)),
  ref_kind: z.nullable(z.string()),
  ref_id: z.nullable(z.int()),
  /** An order's reference (first order, proof, delivery), a staff note, or ''. */
  note: z.string(),
  /** For redemptions (redeemed, returned): the reward's title. */
  reward_title: z.nullable(z.string()),
  created_at: z.string(),
});
export type PointsEntryView = z.infer<typeof pointsEntryViewSchema>;

export const pointsHistoryPageSchema = z.object({ list: z.array(pointsEntryViewSchema), total: z.int(), page: z.int(), limit: z.int() });
export type PointsHistoryPage = z.infer<typeof pointsHistoryPageSchema>;

export const pointsRuleViewSchema = z.object({
  key: z.enum(POINTS_RULES),
  points: z.int(),
  /** per_amount_paid: the points are given per this many CNY minor units. */
  per_amount: z.nullable(z.int()),
  active: z.boolean(),
});
export type PointsRuleView = z.infer<typeof pointsRuleViewSchema>;

/** GET /user/points: the member's level, the levels, their points, the active rules and the first page of history. */
export const memberPointsOverviewSchema = z.object({
  level: memberLevelViewSchema,
  levels: z.array(levelViewSchema),
  points: z.int(),
  rules: z.array(pointsRuleViewSchema),
  history: pointsHistoryPageSchema,
});
export type MemberPointsOverview = z.infer<typeof memberPointsOverviewSchema>;

export interface RewardView {
  id: number;
  title: string;
  description: string;
  /** The picture (catalogue store or artwork); its small variant is `-sm.webp`. */
  image: string;
  points_price: number;
  stock: number;
}

export interface RedemptionView {
  id: number;
  reward_id: number;
  reward_title: string;
  image: string;
  points: number;
  status: RedemptionStatus;
  /** Staff's note: courier and tracking once fulfilled, the reason when cancelled. */
  note: string;
  created_at: string;
  handled_at: string | null;
}

/** GET /user/rewards: the shop (active rewards) and the member's balance and redemptions. */
export interface MemberShop {
  points: number;
  /** How points are earned now (the active rules), for a member who has few or none. */
  rules: PointsRuleView[];
  rewards: RewardView[];
  redemptions: RedemptionView[];
}

/** POST /user/rewards/{id}/redeem → 201. */
export interface RedeemResult {
  redemption: RedemptionView;
  points: number;
  stock: number;
}

/* ── the back office ── */

export const adminLevelSchema = z.object({
  id: z.int(),
  threshold: z.int(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  benefits: z.partialRecord(z.enum(LOCALES), z.array(z.string())),
  color: z.string(),
  updated_at: z.string(),
});
export type AdminLevel = z.infer<typeof adminLevelSchema>;

export interface AdminReward {
  id: number;
  title: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
  image: string;
  points_price: number;
  stock: number;
  active: boolean;
  sort: number;
  /** Redemptions not cancelled. */
  redeemed: number;
  updated_at: string;
}

export interface AdminRedemption {
  id: number;
  member: { id: number; name: string; email: string | null; phone: string | null };
  reward: { id: number; title: string };
  points: number;
  status: RedemptionStatus;
  note: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

export interface AdminRedemptionPage {
  list: AdminRedemption[];
  total: number;
  page: number;
  limit: number;
  pending: number;
}

/** The member's level and points on /admin/members/{id}. */
export interface MemberPointsSummary {
  level: MemberLevelView;
  points: number;
  recent: PointsEntryView[];
}

export const exchangeRatesViewSchema = z.object({
  /** Yuan per one unit of each order currency (CNY is 1). */
  rates: z.record(z.string(), z.number()),
  /** Whether an admin set them (else the defaults). */
  customised: z.boolean(),
});
export type ExchangeRatesView = z.infer<typeof exchangeRatesViewSchema>;

/* ── inputs ── */

/** A required amount in yuan (major units of LEVEL_CURRENCY) as typed, '20000' or '20,000.00', read as minor units. */
const yuan = () =>
  z.pipe(
    text({ max: 20, required: true }),
    z.transform((typed, ctx): number => {
      const minor = toMinor(typed, LEVEL_CURRENCY);
      return minor === null ? refuse(ctx, typed, { key: 'invalid' }) : minor;
    }),
  );

/** A badge colour: #rrggbb. */
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** POST /admin/levels, PATCH /admin/levels/{id}: an edit carries the `updated_at` it was opened with (409 when someone saved since). */
export const levelSchema = z.pipe(
  fields({
    threshold: yuan(),
    name: localizedText({ max: LEVEL_LIMITS.nameMax + 1, required: true }),
    benefits: localizedList({ max: LEVEL_LIMITS.benefitMax + 1, maxItems: LEVEL_LIMITS.benefitsMax }),
    color: text({ max: 8, required: true, format: { test: (v) => COLOUR.test(v), key: 'colour' } }),
    updated_at: date('invalid'),
  }),
  z.transform(({ threshold, name, benefits, color, updated_at }) => ({ threshold, name, benefits, color: color.toLowerCase(), expectedUpdatedAt: updated_at })),
);
export type LevelInput = z.output<typeof levelSchema>;

/**
 * A body of one field holding a map (`{ rules: { first_order: {…}, … } }`), required: `read` checks
 * its entries and answers the value, or refuses with the entries' errors (`rules.<key>.<field>`).
 */
function mapField<N extends string, T>(name: N, read: (map: Record<string, unknown>, ctx: Parameters<typeof refuse>[0]) => T) {
  const map = z.pipe(
    z.optional(z.unknown()),
    z.transform((body, ctx): T => (!body || typeof body !== 'object' || Array.isArray(body) ? refuse(ctx, body, { key: 'required' }) : read(body as Record<string, unknown>, ctx))),
  );
  return z.pipe(
    fields({ [name]: map } as Record<N, typeof map>),
    z.transform((v) => (v as Record<N, T>)[name]),
  );
}

const ruleFields = fields({
  points: wholeNumber({ min: 0, max: POINTS_LIMITS.adjustMax, key: 'invalid', required: true }),
  per_amount: text({ max: 20 }),
  active: yesNo(true),
});

/**
 * PUT /admin/points-rules `{ rules: { first_order: { points, active }, per_amount_paid: { points, per_amount: '100', active } … } }`:
 * each rule sent is checked; errors are `rules.<key>.<field>`. per_amount_paid gives its points per
 * `per_amount` yuan (read as minor units).
 */
export const rulesSchema = mapField('rules', (body, ctx) => {
  const issues: Refusal[] = [];
  const out: { key: PointsRule; points: number; perAmount: number | null; active: boolean }[] = [];
  for (const [key, value] of Object.entries(body)) {
    const rule = POINTS_RULES.find((known) => known === key);
    if (!rule) {
      issues.push({ key: 'choice', path: [key] });
      continue;
    }
    const checked = validate(ruleFields, value);
    if (!checked.ok) {
      for (const [field, e] of Object.entries(checked.errors)) issues.push({ key: e.key, path: field ? [key, field] : [key], values: e.values });
      continue;
    }
    let perAmount: number | null = null;
    if (rule === 'per_amount_paid') {
      perAmount = checked.value.per_amount ? toMinor(checked.value.per_amount, LEVEL_CURRENCY) : null;
      if (!perAmount) {
        issues.push({ key: checked.value.per_amount ? 'invalid' : 'required', path: [key, 'per_amount'] });
        continue;
      }
    }
    out.push({ key: rule, points: checked.value.points, perAmount, active: checked.value.active });
  }
  if (issues.length) return refuse(ctx, body, ...issues);
  return out.length ? out : refuse(ctx, body, { key: 'required' });
});
export type RuleInput = z.output<typeof rulesSchema>[number];

/** PUT /admin/exchange-rates `{ rates: { USD: '7.2', … } }`: every order currency but LEVEL_CURRENCY, yuan per one unit, at most 6 decimals. */
export const ratesSchema = mapField('rates', (body, ctx) => {
  const issues: Refusal[] = Object.keys(body)
    .filter((key) => !(ORDER_CURRENCIES as readonly string[]).includes(key) || key === LEVEL_CURRENCY)
    .map((key) => ({ key: 'choice', path: [key] }));
  const out: Record<string, number> = {};
  for (const currency of ORDER_CURRENCIES) {
    if (currency === LEVEL_CURRENCY) continue;
    const value = body[currency];
    const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!typed) {
      issues.push({ key: 'required', path: [currency] });
      continue;
    }
    const n = /^\d{1,5}(?:\.\d{1,6})?$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isFinite(n) || n < EXCHANGE_RATE_RANGE.min || n > EXCHANGE_RATE_RANGE.max) issues.push({ key: 'invalid', path: [currency] });
    else out[currency] = n;
  }
  return issues.length ? refuse(ctx, body, ...issues) : out;
});

/** A picture of the catalogue's store (/uploads/media/<hash>.webp) or of the drawn artwork (/media/…webp): lib/server/catalogue/images.ts isCataloguePicture. */
const PICTURE = /^(?:\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.webp|\/uploads\/media\/[a-f0-9]{32}\.webp)$/;

/** POST /admin/rewards, PATCH /admin/rewards/{id}. */
export const rewardSchema = z.pipe(
  fields({
    title: localizedText({ max: 81, required: true }),
    description: localizedText({ max: 601 }),
    image: text({ max: 240, required: true, format: { test: (v) => PICTURE.test(v), key: 'image' } }),
    points_price: wholeNumber({ min: 1, max: POINTS_LIMITS.priceMax, key: 'invalid', required: true }),
    stock: wholeNumber({ min: 0, max: POINTS_LIMITS.stockMax, key: 'invalid', required: true }),
    active: yesNo(true),
    sort: wholeNumber({ min: 0, max: 10_000, fallback: 0 }),
    updated_at: date('invalid'),
  }),
  z.transform(({ points_price, updated_at, ...v }) => ({ ...v, pointsPrice: points_price, expectedUpdatedAt: updated_at })),
);
export type RewardInput = z.output<typeof rewardSchema>;

/** POST /user/rewards/{id}/redeem?price=: the price the member confirmed (optional; a different price is refused). */
export const redeemQuerySchema = fields({ price: positiveInt({ key: 'invalid', max: POINTS_LIMITS.priceMax }) });

export const REDEMPTIONS_PAGE_SIZE = 20;

/** GET /admin/redemptions?status=&page=. */
export const redemptionQuerySchema = z.pipe(
  fields({
    status: oneOf<RedemptionStatus | ''>(REDEMPTION_STATUSES, { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform(({ status, page }) => ({ status, page: page ?? 1 })),
);
export type RedemptionQuery = z.output<typeof redemptionQuerySchema>;

/**
 * POST /admin/redemptions/{id}: fulfil with the courier and tracking number, or cancel with the
 * reason (shown to the member); both the action and the note are required.
 */
export const handleSchema = z.pipe(
  fields({
    action: oneOf<'fulfil' | 'cancel' | ''>(['fulfil', 'cancel'], { key: 'choice', fallback: '' }),
    note: text({ max: POINTS_LIMITS.notesMax + 1 }),
  }),
  z.transform(({ action, note }, ctx) => {
    if (action && note) return { action, note };
    const missing: Refusal[] = [];
    if (!action) missing.push({ key: 'required', path: ['action'] });
    if (!note) missing.push({ key: 'required', path: ['note'] });
    return refuse(ctx, action, ...missing);
  }),
);
export type HandleInput = z.output<typeof handleSchema>;

/** POST /admin/members/{id}/points: points added (> 0) or taken (< 0), never 0, with the reason. */
export const adjustSchema = z.pipe(
  fields({
    delta: wholeNumber({ min: -POINTS_LIMITS.adjustMax, max: POINTS_LIMITS.adjustMax, key: 'invalid', required: true }),
    note: text({ max: POINTS_LIMITS.notesMax + 1, required: true }),
  }),
  z.transform((v, ctx) => (v.delta === 0 ? refuse(ctx, v.delta, { key: 'invalid', path: ['delta'] }) : v)),
);
export type AdjustInput = z.output<typeof adjustSchema>;

/** GET /user/points?page=: a page of the member's points history. */
export const historyQuerySchema = z.pipe(
  fields({ page: positiveInt({ key: 'invalid', max: 100_000 }) }),
  z.transform(({ page }) => ({ page: page ?? 1 })),
);
