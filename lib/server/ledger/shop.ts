import 'server-only';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  POINTS_STAFF_ROLES,
  REDEMPTIONS_STAFF_ROLES,
  REDEMPTIONS_PAGE_SIZE,
  type MemberLevelView,
  type LevelView,
  type MemberPointsOverview,
  type MemberPointsSummary,
  type MemberShop,
  type PointsEntryView,
  type PointsHistoryPage,
  type PointsRuleView,
  type RedeemResult,
  type RedemptionView,
  type AdminRedemptionPage,
  type AdminRedemption,
  type AdjustInput,
  type HandleInput,
  type RedemptionQuery,
} from '@/lib/api/contract/points';
import { DEFAULT_LOCALE, POINTS_LIMITS, type Locale } from '@/lib/config';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { resolveList, resolveText } from '@/lib/server/catalogue/localized';
import type { Db } from '@/lib/server/db/types';
import { memberCardsByIds, type MemberCard } from '@/lib/server/members/lookup';
import { addPoints, lockPoints, pointsByIds, pointsOf, spendPoints } from '@/lib/server/members/points';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { levelOf, type LevelRow, type MemberLevel, listLevels } from './levels';
import { POINTS_MAX } from './points';
import { pointsEntries, pointsRules, redemptions, rewards } from './schema';

/*
 * Points and the points shop (/user/member, /user/integrateGoods; the back office's redemptions
 * and points adjustments). users.points is the running sum of points_entries: every change here
 * writes both in one transaction, and the CHECK (points >= 0) refuses any write that would make
 * it negative. A redemption takes one from stock and the price from points in one transaction,
 * each by a conditional UPDATE (WHERE stock > 0, WHERE points >= price), so any number of
 * concurrent redemptions never oversell nor overspend.
 */

const asDb = (tx: unknown) => tx as Db;

export function levelView(row: LevelRow, locale: Locale): LevelView {
  return { id: row.id, threshold: row.threshold, name: resolveText(row.name, locale).value, benefits: resolveList(row.benefits, locale).value, color: row.color };
}

export function memberLevelView(level: MemberLevel, locale: Locale): MemberLevelView {
  const { paid12m, current, next } = level;
  const from = current?.threshold ?? 0;
  const progress = next ? Math.min(1, Math.max(0, (paid12m - from) / Math.max(1, next.threshold - from))) : 1;
  return {
    paid_12m: paid12m,
    currency: 'CNY',
    current: current ? levelView(current, locale) : null,
    next: next ? levelView(next, locale) : null,
    remaining: next ? Math.max(0, next.threshold - paid12m) : null,
    progress,
  };
}

function entryView(row: typeof pointsEntries.$inferSelect, rewardTitle: string | null): PointsEntryView {
  return {
    id: row.id,
    delta: row.delta,
    kind: row.kind as PointsEntryView['kind'],
    rule: row.rule,
    ref_kind: row.refKind,
    ref_id: row.refId,
    note: row.note,
    reward_title: rewardTitle,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of a member's points history, newest first (redemptions carry the reward's title). */
async function historyOf(db: Db, memberId: number, page: number, limit: number, locale: Locale): Promise<PointsHistoryPage> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ entry: pointsEntries, title: rewards.title })
      .from(pointsEntries)
      .leftJoin(redemptions, and(eq(pointsEntries.refKind, 'redemption'), eq(redemptions.id, pointsEntries.refId)))
      .leftJoin(rewards, eq(rewards.id, redemptions.rewardId))
      .where(eq(pointsEntries.memberId, memberId))
      .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pointsEntries).where(eq(pointsEntries.memberId, memberId)),
  ]);
  return { list: rows.map((r) => entryView(r.entry, r.title ? resolveText(r.title, locale).value : null)), total: n, page, limit };
}

async function pointsBalance(db: Db, memberId: number): Promise<number> {
  const points = await pointsOf(db, memberId);
  if (points === null) throw notFound();
  return points;
}

export function ruleView(row: typeof pointsRules.$inferSelect): PointsRuleView {
  return { key: row.key, points: row.points, per_amount: row.perAmount, active: row.active };
}

/** The rules that give points now (how a member earns them: the level page and the shop say it). */
async function activeRules(db: Db): Promise<PointsRuleView[]> {
  const rows = await db
    .select()
    .from(pointsRules)
    .where(and(eq(pointsRules.active, true), gt(pointsRules.points, 0)));
  return rows.map(ruleView);
}

/** GET /user/points (the /user/member page): the member's level and the next, every level, their points, the active rules, the first page of history. */
export async function memberPointsOverview(db: Db, actor: Actor | null, locale: Locale = DEFAULT_LOCALE, page = 1): Promise<MemberPointsOverview> {
  const member = requireMember(actor);
  const id = member.user.id;
  const [level, levels, points, rules, history] = await Promise.all([
    levelOf(db, id),
    listLevels(db),
    pointsBalance(db, id),
    activeRules(db),
    historyOf(db, id, page, POINTS_LIMITS.historyPage, locale),
  ]);
  return { level: memberLevelView(level, locale), levels: levels.map((l) => levelView(l, locale)), points, rules, history };
}

/** GET /user/points/history?page=: more of the member's own points history. */
export async function memberPointsHistory(db: Db, actor: Actor | null, page: number, locale: Locale = DEFAULT_LOCALE): Promise<PointsHistoryPage> {
  const member = requireMember(actor);
  return historyOf(db, member.user.id, page, POINTS_LIMITS.historyPage, locale);
}

function redemptionView(row: typeof redemptions.$inferSelect, reward: typeof rewards.$inferSelect, locale: Locale): RedemptionView {
  return {
    id: row.id,
    reward_id: row.rewardId,
    reward_title: resolveText(reward.title, locale).value,
    image: reward.image,
    points: row.points,
    status: row.status,
    note: row.status === 'pending' ? '' : row.note,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

/** GET /user/rewards: the active rewards (in stock first, then by sort), the member's points and their redemptions (newest first). */
export async function memberShop(db: Db, actor: Actor | null, locale: Locale = DEFAULT_LOCALE): Promise<MemberShop> {
  const member = requireMember(actor);
  const id = member.user.id;
  const [points, list, mine, rules] = await Promise.all([
    pointsBalance(db, id),
    db
      .select()
      .from(rewards)
      .where(eq(rewards.active, true))
      .orderBy(sql`${rewards.stock} = 0`, asc(rewards.sort), asc(rewards.pointsPrice), asc(rewards.id)),
    db
      .select({ r: redemptions, reward: rewards })
      .from(redemptions)
      .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
      .where(eq(redemptions.memberId, id))
      .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
      .limit(50),
    activeRules(db),
  ]);
  return {
    points,
    rules,
    rewards: list.map((r) => ({
      id: r.id,
      title: resolveText(r.title, locale).value,
      description: resolveText(r.description, locale).value,
      image: r.image,
      points_price: r.pointsPrice,
      stock: r.stock,
    })),
    redemptions: mine.map((m) => redemptionView(m.r, m.reward, locale)),
  };
}

/**
 * POST /user/rewards/{id}/redeem: one of the reward for the member's points, atomically. A hidden
 * or unknown reward is a 404; none left is a 409 (out of stock); too few points a 409 (not enough
 * points); a price other than `expectedPrice`, the one the member confirmed (an editor changed it
 * since their page was drawn), a 409 saying the new price; and then nothing changed (the stock
 * taken first is put back by the rollback).
 */
export async function redeem(db: Db, actor: Actor | null, rewardId: number, locale: Locale = DEFAULT_LOCALE, expectedPrice: number | null = null): Promise<RedeemResult> {
  const member = requireMember(actor);
  const id = member.user.id;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(rewards)
      .set({ stock: sql`${rewards.stock} - 1`, updatedAt: sql`now()` })
      .where(and(eq(rewards.id, rewardId), eq(rewards.active, true), gt(rewards.stock, 0)))
      .returning();
    if (!taken) {
      const [exists] = await tx
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.id, rewardId), eq(rewards.active, true)));
      if (!exists) throw notFound();
      throw new ApiProblem(409, 'points.outOfStock');
    }
    if (expectedPrice !== null && taken.pointsPrice !== expectedPrice) throw new ApiProblem(409, 'points.priceChanged', { values: { price: taken.pointsPrice } });
    const paid = await spendPoints(tx, id, taken.pointsPrice);
    if (paid === null) {
      const balance = await pointsBalance(asDb(tx), id);
      throw new ApiProblem(409, 'points.notEnough', { values: { price: taken.pointsPrice, points: balance } });
    }
    const [row] = await tx.insert(redemptions).values({ rewardId: taken.id, memberId: id, points: taken.pointsPrice }).returning();
    await tx.insert(pointsEntries).values({ memberId: id, delta: -taken.pointsPrice, kind: 'redeemed', refKind: 'redemption', refId: row.id });
    return { redemption: redemptionView(row, taken, locale), points: paid, stock: taken.stock };
  });
}

/* ───────────────────────── the back office ───────────────────────── */

const memberName = (u: { id: number; nickname: string; account: string | null; phone: string | null }) => u.nickname || u.account || u.phone || `#${u.id}`;

/** A redemption's member as the back office shows it. */
const memberOf = (member: MemberCard): AdminRedemption['member'] => ({ id: member.id, name: memberName(member), email: member.email, phone: member.phone });

/** Who handled a redemption: the nickname, else the account (null: nobody yet, or no such account). */
const handlerName = (u: MemberCard | undefined): string | null => (u ? u.nickname || u.account : null);

/** GET /admin/redemptions?status=&page=: pending first (oldest first: the queue), then the handled ones (newest first). */
export async function listRedemptions(db: Db, actor: Actor | null, query: RedemptionQuery, locale: Locale = DEFAULT_LOCALE): Promise<AdminRedemptionPage> {
  requireRole(actor, ...REDEMPTIONS_STAFF_ROLES);
  const where = query.status ? eq(redemptions.status, query.status) : undefined;
  const [rows, [{ n }], [{ pending }]] = await Promise.all([
    db
      .select({ r: redemptions, reward: rewards })
      .from(redemptions)
      .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
      .where(where)
      .orderBy(
        sql`${redemptions.status} <> 'pending'`,
        sql`case when ${redemptions.status} = 'pending' then extract(epoch from ${redemptions.createdAt}) else -extract(epoch from coalesce(${redemptions.handledAt}, ${redemptions.createdAt})) end`,
        desc(redemptions.id),
      )
      .limit(REDEMPTIONS_PAGE_SIZE)
      .offset((query.page - 1) * REDEMPTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(redemptions).where(where),
    db.select({ pending: count() }).from(redemptions).where(eq(redemptions.status, 'pending')),
  ]);
  // The members and the staff who handled them, in one lookup; a row whose member is gone is left out, as the join did.
  const people = await memberCardsByIds(
    db,
    rows.flatMap(({ r }) => (r.handledBy === null ? [r.memberId] : [r.memberId, r.handledBy])),
  );
  return {
    list: rows.flatMap(({ r, reward }): AdminRedemption[] => {
      const member = people.get(r.memberId);
      if (!member) return [];
      return [
        {
          id: r.id,
          member: memberOf(member),
          reward: { id: reward.id, title: resolveText(reward.title, locale).value },
          points: r.points,
          status: r.status,
          note: r.note,
          created_at: r.createdAt.toISOString(),
          handled_at: r.handledAt?.toISOString() ?? null,
          handled_by: r.handledBy === null ? null : handlerName(people.get(r.handledBy)),
        },
      ];
    }),
    total: n,
    page: query.page,
    limit: REDEMPTIONS_PAGE_SIZE,
    pending,
  };
}

/**
 * POST /admin/redemptions/{id} {action, note}: fulfil (the note says the courier and tracking) or
 * cancel (the reason; the points come back as a 'returned' entry and the reward's stock + 1). Only
 * a pending redemption (409 otherwise); audited.
 */
export async function handleRedemption(db: Db, actor: Actor | null, id: number, input: HandleInput): Promise<AdminRedemption> {
  const staff = requireRole(actor, ...REDEMPTIONS_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(redemptions).where(eq(redemptions.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'pending') throw new ApiProblem(409, 'points.alreadyHandled');
    const status = input.action === 'fulfil' ? 'fulfilled' : 'cancelled';
    const [after] = await tx
      .update(redemptions)
      .set({ status, note: input.note, handledBy: staff.user.id, handledAt: sql`now()` })
      .where(and(eq(redemptions.id, id), eq(redemptions.status, 'pending')))
      .returning();
    if (status === 'cancelled') {
      await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} + 1`, updatedAt: sql`now()` })
        .where(eq(rewards.id, before.rewardId));
      await addPoints(tx, before.memberId, before.points);
      await tx
        .insert(pointsEntries)
        .values({ memberId: before.memberId, delta: before.points, kind: 'returned', refKind: 'redemption', refId: id, note: input.note, createdBy: staff.user.id });
    }
    await recordAudit(
      asDb(tx),
      { actor: staff },
      {
        action: `redemption.${input.action}`,
        entity: 'redemption',
        entityId: id,
        before: { status: before.status, note: before.note },
        after: { status: after.status, note: after.note },
      },
    );
  });
  const page = await listRedemptionById(db, id);
  if (!page) throw notFound();
  return page;
}

async function listRedemptionById(db: Db, id: number): Promise<AdminRedemption | null> {
  const [row] = await db.select({ r: redemptions, reward: rewards }).from(redemptions).innerJoin(rewards, eq(rewards.id, redemptions.rewardId)).where(eq(redemptions.id, id));
  if (!row) return null;
  const member = (await memberCardsByIds(db, [row.r.memberId])).get(row.r.memberId);
  if (!member) return null;
  return {
    id: row.r.id,
    member: memberOf(member),
    reward: { id: row.reward.id, title: resolveText(row.reward.title, DEFAULT_LOCALE).value },
    points: row.r.points,
    status: row.r.status,
    note: row.r.note,
    created_at: row.r.createdAt.toISOString(),
    handled_at: row.r.handledAt?.toISOString() ?? null,
    handled_by: null,
  };
}

/** Pending redemptions (the back office's badge). */
export async function pendingRedemptions(db: Db, actor: Actor | null): Promise<number> {
  requireRole(actor, ...REDEMPTIONS_STAFF_ROLES);
  const [{ n }] = await db.select({ n: count() }).from(redemptions).where(eq(redemptions.status, 'pending'));
  return n;
}

/** The member's level, points and latest points entries (/admin/members/{id}; sales, admin). */
export async function memberPointsSummary(db: Db, actor: Actor | null, memberId: number, locale: Locale = DEFAULT_LOCALE): Promise<MemberPointsSummary> {
  requireRole(actor, ...REDEMPTIONS_STAFF_ROLES);
  const points = await pointsBalance(db, memberId);
  const [level, history] = await Promise.all([levelOf(db, memberId), historyOf(db, memberId, 1, 8, locale)]);
  return { level: memberLevelView(level, locale), points, recent: history.list };
}

/**
 * POST /admin/members/{id}/points {delta, note}: an admin adds or takes points (kind
 * 'adjustment', the note required and shown to the member; audited). Taking more than the member
 * has is refused (400 on `delta`), nothing changed.
 */
export async function adjustPoints(db: Db, actor: Actor | null, memberId: number, input: AdjustInput): Promise<MemberPointsSummary> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const points = await lockPoints(tx, memberId);
    if (points === null) throw notFound();
    const member = { points };
    if (member.points + input.delta < 0) throw new InvalidInput({ delta: { key: 'invalid' } }, { messageKey: 'points.adjustBelowZero' });
    if (member.points + input.delta > POINTS_MAX) throw new InvalidInput({ delta: { key: 'invalid' } });
    await addPoints(tx, memberId, input.delta);
    const [entry] = await tx.insert(pointsEntries).values({ memberId, delta: input.delta, kind: 'adjustment', note: input.note, createdBy: staff.user.id }).returning();
    await recordAudit(
      asDb(tx),
      { actor: staff },
      {
        action: 'points.adjust',
        entity: 'member',
        entityId: memberId,
        before: { points: member.points },
        after: { points: member.points + input.delta, delta: input.delta, note: input.note, entry: entry.id },
      },
    );
  });
  return memberPointsSummary(db, actor, memberId);
}

/** Member ids → their points (the back office's member list). */
export async function pointsOfMembers(db: Db, ids: number[]): Promise<Map<number, number>> {
  return pointsByIds(db, ids);
}
