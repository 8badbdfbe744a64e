import 'server-only';
import { and, asc, eq, gt, inArray, sum } from 'drizzle-orm';
import type { LedgerKind, Locale } from '@/lib/config';
import { resolveText } from '@/lib/server/catalogue/localized';
import type { Db } from '@/lib/server/db/types';
import { exchangeRates, toLevelMinor, type Rates } from '@/lib/server/catalogue/rates';
import { ledgerEntries, memberLevels } from './schema';

/*
 * Member levels (/user/member): a member is at the highest level whose threshold their paid amount
 * of the trailing 12 months reaches. The paid amount is the sum of their deposit, payment and
 * refund entries (reversals included: they carry the same kind) dated in the last 12 months,
 * each currency converted to LEVEL_CURRENCY minor units with the exchange rates in force.
 */

export type LevelRow = typeof memberLevels.$inferSelect;

/** The kinds that count as money paid (a refund, negative, takes back what it paid back). */
export const PAID_KINDS: readonly LedgerKind[] = ['deposit', 'payment', 'refund'];

export interface MemberLevel {
  /** Paid in the trailing 12 months, LEVEL_CURRENCY minor units, never below 0. */
  paid12m: number;
  current: LevelRow | null;
  next: LevelRow | null;
}

/** The start of the trailing 12-month window. */
export function windowStart(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** Paid amounts of the trailing 12 months per member, converted (members without entries are absent). */
export async function paid12mOf(db: Db, memberIds: number[], rates?: Rates, now: Date = new Date()): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (memberIds.length === 0) return out;
  const rows = await db
    .select({ memberId: ledgerEntries.memberId, currency: ledgerEntries.currency, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.memberId, memberIds), inArray(ledgerEntries.kind, [...PAID_KINDS]), gt(ledgerEntries.entryDate, windowStart(now))))
    .groupBy(ledgerEntries.memberId, ledgerEntries.currency);
  const r = rates ?? (await exchangeRates(db));
  for (const row of rows) {
    const converted = toLevelMinor(Number(row.total ?? 0), row.currency, r);
    out.set(row.memberId, (out.get(row.memberId) ?? 0) + converted);
  }
  for (const [id, total] of out) out.set(id, Math.max(0, total));
  return out;
}

/** Every level, lowest threshold first. */
export async function listLevels(db: Db): Promise<LevelRow[]> {
  return db.select().from(memberLevels).orderBy(asc(memberLevels.threshold));
}

/** The level a paid amount reaches, and the next one up (levels sorted by threshold). */
export function placeIn(levels: LevelRow[], paid: number): { current: LevelRow | null; next: LevelRow | null } {
  let current: LevelRow | null = null;
  let next: LevelRow | null = null;
  for (const level of levels) {
    if (level.threshold <= paid) current = level;
    else {
      next = level;
      break;
    }
  }
  return { current, next };
}

/** A member's paid amount of the trailing 12 months, their level and the next one (null above the top). */
export async function levelOf(db: Db, memberId: number, now: Date = new Date()): Promise<MemberLevel> {
  const [paid, levels] = await Promise.all([paid12mOf(db, [memberId], undefined, now), listLevels(db)]);
  const paid12m = paid.get(memberId) ?? 0;
  return { paid12m, ...placeIn(levels, paid12m) };
}

/** Levels of many members at once (the back office's member list): member id → level (null below the lowest). */
export async function levelsOf(db: Db, memberIds: number[]): Promise<Map<number, LevelRow | null>> {
  const [paid, levels] = await Promise.all([paid12mOf(db, memberIds), listLevels(db)]);
  return new Map(memberIds.map((id) => [id, placeIn(levels, paid.get(id) ?? 0).current]));
}

/**
 * Whether a member has reached the level `minLevelId` or one above (its threshold or more paid in
 * the trailing 12 months). A level that no longer exists is reached by nobody.
 */
export async function meetsLevel(db: Db, memberId: number, minLevelId: number): Promise<boolean> {
  const [level] = await db.select({ threshold: memberLevels.threshold }).from(memberLevels).where(eq(memberLevels.id, minLevelId));
  if (!level) return false;
  if (level.threshold <= 0) return true;
  const paid = await paid12mOf(db, [memberId]);
  return (paid.get(memberId) ?? 0) >= level.threshold;
}

/** A member's level as the back office's member list marks it (components/admin/points/LevelBadge). */
export interface LevelMark {
  name: string;
  color: string;
}

/** The levels of a page of members (one query for their payments, one for the levels): member id → level; absent at the entry level (threshold 0) or below. */
export async function memberLevelMarks(db: Db, ids: number[], locale: Locale): Promise<Map<number, LevelMark>> {
  const levels = await levelsOf(db, ids);
  const out = new Map<number, LevelMark>();
  for (const [id, level] of levels) if (level && level.threshold > 0) out.set(id, { name: resolveText(level.name, locale).value, color: level.color });
  return out;
}
