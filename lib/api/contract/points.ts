import type { Locale, PointsRule, RedemptionStatus, StaffRole } from '@/lib/config';

/*
 * The levels and points contract (/basic-api/v1/user/points, /user/rewards, /user/redemptions and
 * the back office's /admin/levels, /admin/points-rules, /admin/exchange-rates, /admin/rewards,
 * /admin/redemptions, /admin/members/{id}/points). Money is integer minor units of LEVEL_CURRENCY
 * (CNY); points are whole numbers.
 */

/* ── who may do what in the back office (admin holds every role) ── */

/** Levels, points rules, exchange rates and points adjustments on a member's page. */
export const POINTS_STAFF_ROLES: readonly StaffRole[] = ['admin'];
/** The points shop's rewards (texts, pictures, prices, stock). */
export const REWARDS_STAFF_ROLES: readonly StaffRole[] = ['editor'];
/** Redemptions (fulfil, cancel) and a member's level and points on their page. */
export const REDEMPTIONS_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** A level as a member reads it (texts in their language, the catalogue's fallback chain). */
export interface LevelView {
  id: number;
  /** Paid in the trailing 12 months needed, minor units of CNY. */
  threshold: number;
  name: string;
  benefits: string[];
  color: string;
}

export interface MemberLevelView {
  /** Paid in the trailing 12 months, converted to CNY minor units. */
  paid_12m: number;
  currency: 'CNY';
  current: LevelView | null;
  next: LevelView | null;
  /** What the next level still needs (null at the top). */
  remaining: number | null;
  /** Progress from the current level's threshold to the next one's, 0–1 (1 at the top). */
  progress: number;
}

export type PointsEntryKind = 'earned' | 'redeemed' | 'returned' | 'adjustment';

export interface PointsEntryView {
  id: number;
  delta: number;
  kind: PointsEntryKind;
  rule: PointsRule | null;
  ref_kind: string | null;
  ref_id: number | null;
  /** An order's reference (first order, proof, delivery), a staff note, or ''. */
  note: string;
  /** For redemptions (redeemed, returned): the reward's title. */
  reward_title: string | null;
  created_at: string;
}

export interface PointsHistoryPage {
  list: PointsEntryView[];
  total: number;
  page: number;
  limit: number;
}

export interface PointsRuleView {
  key: PointsRule;
  points: number;
  /** per_amount_paid: the points are given per this many CNY minor units. */
  per_amount: number | null;
  active: boolean;
}

/** GET /user/points: the member's level, the levels, their points, the active rules and the first page of history. */
export interface MemberPointsOverview {
  level: MemberLevelView;
  levels: LevelView[];
  points: number;
  rules: PointsRuleView[];
  history: PointsHistoryPage;
}

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

export interface AdminLevel {
  id: number;
  threshold: number;
  name: Partial<Record<Locale, string>>;
  benefits: Partial<Record<Locale, string[]>>;
  color: string;
  updated_at: string;
}

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

export interface ExchangeRatesView {
  /** Yuan per one unit of each order currency (CNY is 1). */
  rates: Record<string, number>;
  /** Whether an admin set them (else the defaults). */
  customised: boolean;
}
