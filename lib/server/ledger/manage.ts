import 'server-only';
import { asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  POINTS_STAFF_ROLES,
  REWARDS_STAFF_ROLES,
  type AdminLevel,
  type AdminReward,
  type ExchangeRatesView,
  type PointsRuleView,
  type LevelInput,
  type RewardInput,
  type RuleInput,
} from '@/lib/api/contract/points';
import { DEFAULT_EXCHANGE_RATES, LEVEL_CURRENCY, LEVEL_LIMITS, POINTS_RULES } from '@/lib/config';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { configEntry, insertConfigEntry, lockConfigEntry, updateConfigEntry } from '@/lib/server/catalogue/lookup';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/server/db/errors';
import { columnsFrom } from '@/lib/server/db/columns';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { listLevels, type LevelRow } from './levels';
import { revalidateCatalogue } from '@/lib/server/catalogue/revalidate';
import { TAGS } from '@/lib/server/catalogue/tags';
import { EXCHANGE_RATES_CONFIG, exchangeRates, parseStoredRates, storedRatesValue } from '@/lib/server/catalogue/rates';
import { memberLevels, pointsRules, redemptions, rewards } from './schema';
import { ruleView } from './shop';

/*
 * The back office's side of levels and points: member levels (thresholds, names and benefits in
 * 14 locales, badge colour), points rules and exchange rates (admin), and the points shop's
 * rewards (editor). Every write is audited in its own transaction; an edit carries the
 * `updated_at` it was opened with and is refused (409) when someone saved in between.
 */

const asDb = (tx: unknown) => tx as Db;

function adminLevel(row: LevelRow): AdminLevel {
  return { id: row.id, threshold: row.threshold, name: row.name, benefits: row.benefits, color: row.color, updated_at: row.updatedAt.toISOString() };
}

function conflictUnless(row: { updatedAt: Date }, expected: Date | null): void {
  if (expected && row.updatedAt.getTime() !== expected.getTime()) throw new ApiProblem(409, 'conflict');
}

/* ── levels ── */

export async function listLevelsForStaff(db: Db, actor: Actor | null): Promise<AdminLevel[]> {
  requireRole(actor, ...POINTS_STAFF_ROLES);
  return (await listLevels(db)).map(adminLevel);
}

/** POST /admin/levels: a new level; its threshold must be new (400 on `threshold`), at most LEVEL_LIMITS.max levels. */
export async function createLevel(db: Db, actor: Actor | null, input: LevelInput): Promise<AdminLevel> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  try {
    return await db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(memberLevels);
      if (n >= LEVEL_LIMITS.max) throw new ApiProblem(400, 'points.tooManyLevels', { values: { max: LEVEL_LIMITS.max } });
      const [row] = await tx.insert(memberLevels).values({ threshold: input.threshold, name: input.name, benefits: input.benefits, color: input.color }).returning();
      await recordAudit(asDb(tx), { actor: staff }, { action: 'level.create', entity: 'member_level', entityId: row.id, after: adminLevel(row) });
      return adminLevel(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInput({ threshold: { key: 'taken' } });
    throw error;
  }
}

/** PATCH /admin/levels/{id}. */
export async function updateLevel(db: Db, actor: Actor | null, id: number, input: LevelInput): Promise<AdminLevel> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(memberLevels).where(eq(memberLevels.id, id)).for('update');
      if (!before) throw notFound();
      conflictUnless(before, input.expectedUpdatedAt);
      const [after] = await tx
        .update(memberLevels)
        .set({ threshold: input.threshold, name: input.name, benefits: input.benefits, color: input.color, updatedAt: sql`now()` })
        .where(eq(memberLevels.id, id))
        .returning();
      await recordAudit(asDb(tx), { actor: staff }, { action: 'level.update', entity: 'member_level', entityId: id, before: adminLevel(before), after: adminLevel(after) });
      return adminLevel(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInput({ threshold: { key: 'taken' } });
    throw error;
  }
}

/** DELETE /admin/levels/{id}: refused (409) while a content library or entry requires it. */
export async function deleteLevel(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(memberLevels).where(eq(memberLevels.id, id)).for('update');
      if (!before) throw notFound();
      await tx.delete(memberLevels).where(eq(memberLevels.id, id));
      await recordAudit(asDb(tx), { actor: staff }, { action: 'level.delete', entity: 'member_level', entityId: id, before: adminLevel(before) });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiProblem(409, 'points.levelInUse');
    throw error;
  }
}

/* ── points rules ── */

/** Every rule, in POINTS_RULES order (a rule never saved shows as 0 points, inactive). */
export async function listRulesForStaff(db: Db, actor: Actor | null): Promise<PointsRuleView[]> {
  requireRole(actor, ...POINTS_STAFF_ROLES);
  const rows = new Map((await db.select().from(pointsRules)).map((r) => [r.key, ruleView(r)]));
  return POINTS_RULES.map((key) => rows.get(key) ?? { key, points: 0, per_amount: key === 'per_amount_paid' ? 10_000 : null, active: false });
}

/** PUT /admin/points-rules {rules}: saves the rules sent (upsert), audited per changed rule. */
export async function saveRules(db: Db, actor: Actor | null, input: RuleInput[]): Promise<PointsRuleView[]> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  await db.transaction(async (tx) => {
    for (const rule of input) {
      const [before] = await tx.select().from(pointsRules).where(eq(pointsRules.key, rule.key)).for('update');
      const values = { points: rule.points, perAmount: rule.perAmount, active: rule.active };
      if (before && before.points === rule.points && before.perAmount === rule.perAmount && before.active === rule.active) continue;
      if (before)
        await tx
          .update(pointsRules)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(pointsRules.key, rule.key));
      else await tx.insert(pointsRules).values({ key: rule.key, ...values });
      await recordAudit(
        asDb(tx),
        { actor: staff },
        {
          action: 'points_rule.update',
          entity: 'points_rule',
          entityId: rule.key,
          before: before ? ruleView(before) : null,
          after: { key: rule.key, points: rule.points, per_amount: rule.perAmount, active: rule.active },
        },
      );
    }
  });
  return listRulesForStaff(db, actor);
}

/* ── exchange rates ── */

export async function ratesForStaff(db: Db, actor: Actor | null): Promise<ExchangeRatesView> {
  requireRole(actor, ...POINTS_STAFF_ROLES);
  const row = await configEntry(db, EXCHANGE_RATES_CONFIG);
  return { rates: { ...(await exchangeRates(db)) }, customised: Boolean(row && Object.keys(parseStoredRates(row.value)).length) };
}

/** PUT /admin/exchange-rates {rates}: the rates into CNY (system config 'exchange rates'), audited. */
export async function saveRates(db: Db, actor: Actor | null, rates: Record<string, number>): Promise<ExchangeRatesView> {
  const staff = requireRole(actor, ...POINTS_STAFF_ROLES);
  const clean = Object.fromEntries(Object.entries(rates).filter(([c]) => c !== LEVEL_CURRENCY));
  await db.transaction(async (tx) => {
    const before = await lockConfigEntry(tx, EXCHANGE_RATES_CONFIG);
    if (before) await updateConfigEntry(tx, EXCHANGE_RATES_CONFIG, storedRatesValue(clean));
    else await insertConfigEntry(tx, EXCHANGE_RATES_CONFIG, storedRatesValue(clean));
    await recordAudit(
      asDb(tx),
      { actor: staff },
      {
        action: 'config.update',
        entity: 'system_config',
        entityId: EXCHANGE_RATES_CONFIG,
        before: { rates: before ? parseStoredRates(before.value) : DEFAULT_EXCHANGE_RATES },
        after: { rates: clean },
      },
    );
  });
  // The catalogue's prices are shown converted with these rates: its pages render again.
  revalidateCatalogue(TAGS.products);
  return ratesForStaff(db, actor);
}

/* ── rewards ── */

function adminReward(row: typeof rewards.$inferSelect, redeemed: number): AdminReward {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    points_price: row.pointsPrice,
    stock: row.stock,
    active: row.active,
    sort: row.sort,
    redeemed,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function redeemedCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: redemptions.rewardId, n: count() }).from(redemptions).where(ne(redemptions.status, 'cancelled')).groupBy(redemptions.rewardId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listRewardsForStaff(db: Db, actor: Actor | null): Promise<AdminReward[]> {
  requireRole(actor, ...REWARDS_STAFF_ROLES);
  const [rows, counts] = await Promise.all([db.select().from(rewards).orderBy(asc(rewards.sort), asc(rewards.id)), redeemedCounts(db)]);
  return rows.map((r) => adminReward(r, counts.get(r.id) ?? 0));
}

/** The reward's columns its form sets, on create and on update alike. */
const REWARD_COLUMNS = ['title', 'description', 'image', 'pointsPrice', 'stock', 'active', 'sort'] as const;

function checkPicture(image: string): void {
  if (!isCataloguePicture(image)) throw new InvalidInput({ image: { key: 'image' } });
}

/** POST /admin/rewards: a new reward (editor, admin; audited). */
export async function createReward(db: Db, actor: Actor | null, input: RewardInput): Promise<AdminReward> {
  const staff = requireRole(actor, ...REWARDS_STAFF_ROLES);
  checkPicture(input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(rewards).values(columnsFrom(input, REWARD_COLUMNS)).returning();
    await recordAudit(asDb(tx), { actor: staff }, { action: 'reward.create', entity: 'reward', entityId: row.id, after: adminReward(row, 0) });
    return adminReward(row, 0);
  });
}

/**
 * PATCH /admin/rewards/{id}: texts, picture, price, stock, shown or hidden. The stock is set as
 * typed: a redemption or a cancellation since the form was opened moved `updated_at`, so the save
 * is refused (409) rather than overwrite the stock they changed. A price change applies to new
 * redemptions.
 */
export async function updateReward(db: Db, actor: Actor | null, id: number, input: RewardInput): Promise<AdminReward> {
  const staff = requireRole(actor, ...REWARDS_STAFF_ROLES);
  checkPicture(input.image);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
    if (!before) throw notFound();
    conflictUnless(before, input.expectedUpdatedAt);
    const [after] = await tx
      .update(rewards)
      .set({ ...columnsFrom(input, REWARD_COLUMNS), updatedAt: sql`now()` })
      .where(eq(rewards.id, id))
      .returning();
    await recordAudit(asDb(tx), { actor: staff }, { action: 'reward.update', entity: 'reward', entityId: id, before: adminReward(before, 0), after: adminReward(after, 0) });
    return after;
  });
  return adminReward(row, (await redeemedCounts(db)).get(id) ?? 0);
}
