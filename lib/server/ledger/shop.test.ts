/** @jest-environment node */
import { and, count, eq, sum } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, memberLevels, pointsEntries, redemptions, rewards, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { createLevel, createReward, deleteLevel, listRewardsForStaff, ratesForStaff, saveRates, saveRules, updateLevel, updateReward } from './manage';
import { levelOf } from './levels';
import { POINTS_MAX } from './points';
import { adjustPoints, handleRedemption, listRedemptions, memberPointsOverview, memberPointsSummary, memberShop, redeem } from './shop';
import {
  adjustSchema,
  adminLevelSchema,
  exchangeRatesViewSchema,
  handleSchema,
  levelSchema,
  memberPointsOverviewSchema,
  pointsRuleViewSchema,
  ratesSchema,
  redeemQuerySchema,
  rewardSchema,
  rulesSchema,
} from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

// Saving exchange rates expires the catalogue's converted prices.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

jest.setTimeout(120_000);

describe('the inputs of levels, rules, rates, rewards and redemptions', () => {
  it('reads a level threshold in yuan, a colour and texts per locale', () => {
    const ok = validate(levelSchema, { threshold: '20,000', name: { 'zh-CN': '银卡', en: 'Silver' }, benefits: { en: 'Free samples\nPriority proofs' }, color: '#A0A0A0' });
    expect(ok.ok && ok.value).toMatchObject({ threshold: 2_000_000, color: '#a0a0a0', benefits: { en: ['Free samples', 'Priority proofs'] } });
    const bad = validate(levelSchema, { threshold: '-5', name: { en: 'x' }, color: 'red' });
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(['color', 'name.zh-CN', 'threshold']);
  });
  it('checks rules, rates, rewards, handling and adjustments', () => {
    expect(validate(rulesSchema, { rules: { per_amount_paid: { points: 1, per_amount: '100' }, first_order: { points: '200', active: false } } })).toEqual({
      ok: true,
      value: [
        { key: 'per_amount_paid', points: 1, perAmount: 10_000, active: true },
        { key: 'first_order', points: 200, perAmount: null, active: false },
      ],
    });
    const rules = validate(rulesSchema, { rules: { per_amount_paid: { points: 1 }, nope: { points: 1 }, proof_approved: { points: -1 } } });
    expect(rules.ok ? null : Object.keys(rules.errors).sort()).toEqual(['rules.nope', 'rules.per_amount_paid.per_amount', 'rules.proof_approved.points']);
    const rates = validate(ratesSchema, { rates: { USD: '7.2', EUR: '7.8', GBP: '9.1', JPY: '0.048', HKD: 'abc', XXX: '1' } });
    expect(rates.ok ? null : Object.keys(rates.errors).sort()).toEqual(['rates.HKD', 'rates.XXX']);
    const reward = validate(rewardSchema, { title: { 'zh-CN': '帆布袋' }, image: '/media/rewards/tote.webp', points_price: '0', stock: '-1' });
    expect(reward.ok ? null : Object.keys(reward.errors).sort()).toEqual(['points_price', 'stock']);
    expect(validate(rewardSchema, { title: { 'zh-CN': 'x' }, image: '/media/../etc/passwd.webp', points_price: 1, stock: 1 }).ok).toBe(false);
    expect(validate(handleSchema, { action: 'fulfil', note: '' })).toEqual({ ok: false, errors: { note: { key: 'required' } } });
    expect(validate(adjustSchema, { delta: 0, note: 'x' }).ok).toBe(false);
    expect(validate(adjustSchema, { delta: '-50', note: 'Goodwill' })).toEqual({ ok: true, value: { delta: -50, note: 'Goodwill' } });
  });
});

describe.each(testDatabases())('the points shop on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    a = await actorWith(db, 'shop.ann', ['member']);
    b = await actorWith(db, 'shop.bob', ['member']);
    sales = await actorWith(db, 'shop.sales', ['member', 'sales']);
    editor = await actorWith(db, 'shop.editor', ['member', 'editor']);
    admin = await actorWith(db, 'shop.admin', ['member', 'admin']);
  });
  afterAll(() => opened?.close());

  const give = async (who: Actor, points: number) => adjustPoints(db, admin, who.user.id, { delta: points, note: 'test' });
  const pointsOf = async (who: Actor) => (await db.select({ p: users.points }).from(users).where(eq(users.id, who.user.id)))[0].p;
  const ledgerOf = async (who: Actor) =>
    Number(
      (
        await db
          .select({ s: sum(pointsEntries.delta) })
          .from(pointsEntries)
          .where(eq(pointsEntries.memberId, who.user.id))
      )[0].s ?? 0,
    );
  const reward = (patch: Partial<typeof rewards.$inferInsert> = {}) =>
    db
      .insert(rewards)
      .values({ title: { 'zh-CN': '帆布袋', en: 'Canvas tote' }, image: '/media/rewards/tote.webp', pointsPrice: 100, stock: 10, ...patch })
      .returning()
      .then((r) => r[0]);

  it('50 concurrent redemptions at a reward with 10 in stock by a member with points for 20: exactly 10', async () => {
    const m = await actorWith(db, `shop.rush.${name}`, ['member']);
    const r = await reward({ pointsPrice: 150, stock: 10 });
    await give(m, 150 * 20);
    const start = await pointsOf(m);
    const results = await Promise.all(Array.from({ length: 50 }, () => statusOf(redeem(db, m, r.id))));
    expect(results.filter((s) => s === 'ok')).toHaveLength(10);
    expect(results.filter((s) => s !== 'ok').every((s) => s === 409)).toBe(true);
    const [after] = await db.select().from(rewards).where(eq(rewards.id, r.id));
    expect(after.stock).toBe(0);
    expect(await pointsOf(m)).toBe(start - 10 * 150);
    expect(await ledgerOf(m)).toBe(start - 10 * 150);
    const [{ n }] = await db.select({ n: count() }).from(redemptions).where(eq(redemptions.rewardId, r.id));
    expect(n).toBe(10);
  });

  it('50 concurrent redemptions by a member with points for 3 of a reward with 10: exactly 3, never negative', async () => {
    const m = await actorWith(db, `shop.poor.${name}`, ['member']);
    const r = await reward({ pointsPrice: 70, stock: 10 });
    await give(m, 70 * 3 + 20);
    const results = await Promise.all(Array.from({ length: 50 }, () => statusOf(redeem(db, m, r.id))));
    expect(results.filter((s) => s === 'ok')).toHaveLength(3);
    expect(await pointsOf(m)).toBe(20);
    expect((await db.select().from(rewards).where(eq(rewards.id, r.id)))[0].stock).toBe(7);
  });

  it('refuses with clear reasons and changes nothing: out of stock, not enough points, hidden or unknown', async () => {
    const r = await reward({ pointsPrice: 500, stock: 1 });
    await give(a, 400);
    expect(await statusOf(redeem(db, a, r.id))).toBe(409);
    expect((await db.select().from(rewards).where(eq(rewards.id, r.id)))[0].stock).toBe(1);
    expect(await pointsOf(a)).toBe(400);
    await redeem(db, a, (await reward({ pointsPrice: 100, stock: 0 })).id).catch((e: { messageKey: string }) => expect(e.messageKey).toBe('points.outOfStock'));
    await redeem(db, a, r.id).catch((e: { messageKey: string }) => expect(e.messageKey).toBe('points.notEnough'));
    expect(await statusOf(redeem(db, a, (await reward({ active: false })).id))).toBe(404);
    expect(await statusOf(redeem(db, a, 999_999))).toBe(404);
    expect(await statusOf(redeem(db, null, r.id))).toBe(401);
  });

  it('charges the price the member confirmed: a price changed since is refused (409, the new price said), nothing changed', async () => {
    const m = await actorWith(db, `shop.price.${name}`, ['member']);
    const r = await reward({ pointsPrice: 100, stock: 4 });
    await give(m, 1_000);
    // The member's page showed 100; an editor raised it to 400 before they confirmed.
    await db.update(rewards).set({ pointsPrice: 400 }).where(eq(rewards.id, r.id));
    const error = await redeem(db, m, r.id, 'en', 100).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, messageKey: 'points.priceChanged', values: { price: 400 } });
    expect(await pointsOf(m)).toBe(1_000);
    expect((await db.select().from(rewards).where(eq(rewards.id, r.id)))[0].stock).toBe(4);
    expect(await db.select().from(redemptions).where(eq(redemptions.memberId, m.user.id))).toEqual([]);
    // Confirmed at the new price, it goes through at that price.
    const done = await redeem(db, m, r.id, 'en', 400);
    expect(done).toMatchObject({ points: 600, stock: 3, redemption: { points: 400 } });
    expect(validate(redeemQuerySchema, { price: '400' })).toEqual({ ok: true, value: { price: 400 } });
    expect(validate(redeemQuerySchema, {})).toEqual({ ok: true, value: { price: null } });
    expect(validate(redeemQuerySchema, { price: '99999999999999999999' }).ok).toBe(false);
    expect(validate(redeemQuerySchema, { price: '-1' }).ok).toBe(false);
  });

  it('shows the member only their own points, history and redemptions', async () => {
    const r = await reward({ pointsPrice: 50, stock: 5 });
    await give(b, 120);
    await redeem(db, b, r.id);
    const shopA = await memberShop(db, a, 'en');
    const shopB = await memberShop(db, b, 'en');
    expect(shopB.points).toBe(70);
    expect(shopB.redemptions.map((x) => x.reward_title)).toEqual(['Canvas tote']);
    expect(shopA.redemptions.every((x) => x.reward_id !== r.id)).toBe(true);
    expect(shopB.rewards.find((x) => x.id === r.id)).toMatchObject({ stock: 4, title: 'Canvas tote' });
    expect(shopB.rewards.some((x) => x.stock === 0 && shopB.rewards.indexOf(x) < shopB.rewards.findIndex((y) => y.stock > 0))).toBe(false);
    const overview = await memberPointsOverview(db, b, 'zh-CN');
    expect(overview.points).toBe(70);
    expect(overview.history.list.map((e) => [e.kind, e.delta, e.reward_title])).toEqual([
      ['redeemed', -50, '帆布袋'],
      ['adjustment', 120, null],
    ]);
    expect((await memberPointsOverview(db, a)).history.list.some((e) => e.kind === 'redeemed' && e.reward_title === '帆布袋' && e.delta === -50)).toBe(false);
    // The answer is what the contract's schema (and so the API's description) says, field for field.
    expect(memberPointsOverviewSchema.parse(overview)).toEqual(overview);
  });

  it('staff fulfil a redemption with the courier, or cancel it: points and stock come back, once', async () => {
    const m = await actorWith(db, `shop.handled.${name}`, ['member']);
    const r = await reward({ pointsPrice: 100, stock: 3 });
    await give(m, 300);
    const one = (await redeem(db, m, r.id)).redemption;
    const two = (await redeem(db, m, r.id)).redemption;
    const queue = await listRedemptions(db, sales, { status: 'pending', page: 1 });
    expect(queue.list.map((x) => x.id)).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(queue.pending).toBeGreaterThanOrEqual(2);

    expect(await statusOf(handleRedemption(db, a, one.id, { action: 'fulfil', note: 'SF 123' }))).toBe(404);
    expect(await statusOf(handleRedemption(db, editor, one.id, { action: 'fulfil', note: 'SF 123' }))).toBe(404);
    const done = await handleRedemption(db, sales, one.id, { action: 'fulfil', note: 'SF Express SF1234567' });
    expect(done).toMatchObject({ status: 'fulfilled', note: 'SF Express SF1234567' });
    expect(await statusOf(handleRedemption(db, sales, one.id, { action: 'cancel', note: 'x' }))).toBe(409);
    expect(await pointsOf(m)).toBe(100);

    await handleRedemption(db, sales, two.id, { action: 'cancel', note: 'Colour discontinued' });
    expect(await pointsOf(m)).toBe(200);
    expect(await ledgerOf(m)).toBe(200);
    expect((await db.select().from(rewards).where(eq(rewards.id, r.id)))[0].stock).toBe(2);
    expect(await statusOf(handleRedemption(db, sales, two.id, { action: 'cancel', note: 'again' }))).toBe(409);
    expect(await pointsOf(m)).toBe(200);
    const mine = await memberShop(db, m, 'en');
    expect(mine.redemptions.map((x) => [x.status, x.note])).toEqual([
      ['cancelled', 'Colour discontinued'],
      ['fulfilled', 'SF Express SF1234567'],
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'redemption')));
    expect(audits.map((x) => x.action)).toEqual(expect.arrayContaining(['redemption.fulfil', 'redemption.cancel']));
    expect(await statusOf(handleRedemption(db, sales, 999_999, { action: 'cancel', note: 'x' }))).toBe(404);
  });

  it('two staff cancelling the same redemption at once return the points and the stock once', async () => {
    const m = await actorWith(db, `shop.twice.${name}`, ['member']);
    const r = await reward({ pointsPrice: 120, stock: 2 });
    await give(m, 120);
    const { redemption } = await redeem(db, m, r.id);
    const results = await Promise.all([admin, sales, admin, sales].map((who) => statusOf(handleRedemption(db, who, redemption.id, { action: 'cancel', note: 'Discontinued' }))));
    expect(results.filter((x) => x === 'ok')).toHaveLength(1);
    expect(results.filter((x) => x === 409)).toHaveLength(3);
    expect(await pointsOf(m)).toBe(120);
    expect(await ledgerOf(m)).toBe(120);
    expect((await db.select().from(rewards).where(eq(rewards.id, r.id)))[0].stock).toBe(2);
  });

  it('admins adjust points (audited), never below 0; sales see the summary but cannot adjust', async () => {
    const m = await actorWith(db, `shop.adjust.${name}`, ['member']);
    await adjustPoints(db, admin, m.user.id, { delta: 80, note: 'Trade fair welcome' });
    expect(await statusOf(adjustPoints(db, admin, m.user.id, { delta: -81, note: 'too many' }))).toBe(400);
    expect(await statusOf(adjustPoints(db, sales, m.user.id, { delta: 5, note: 'x' }))).toBe(404);
    expect(await statusOf(adjustPoints(db, admin, 999_999, { delta: 5, note: 'x' }))).toBe(404);
    // Past the largest balance: a 400 on the field, not a database error; nothing changed.
    const rich = await actorWith(db, `shop.rich.${name}`, ['member']);
    await db.transaction(async (tx) => {
      await tx.insert(pointsEntries).values({ memberId: rich.user.id, delta: POINTS_MAX - 10, kind: 'adjustment' });
      await tx
        .update(users)
        .set({ points: POINTS_MAX - 10 })
        .where(eq(users.id, rich.user.id));
    });
    expect(await statusOf(adjustPoints(db, admin, rich.user.id, { delta: 11, note: 'too many' }))).toBe(400);
    expect(await pointsOf(rich)).toBe(POINTS_MAX - 10);
    expect((await adjustPoints(db, admin, rich.user.id, { delta: 10, note: 'to the top' })).points).toBe(POINTS_MAX);
    expect(await pointsOf(m)).toBe(80);
    const summary = await memberPointsSummary(db, sales, m.user.id);
    expect(summary.points).toBe(80);
    expect(summary.recent[0]).toMatchObject({ kind: 'adjustment', delta: 80, note: 'Trade fair welcome' });
    expect(await statusOf(memberPointsSummary(db, a, m.user.id))).toBe(404);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'points.adjust'), eq(auditLog.entityId, String(m.user.id))));
    expect(audit.after).toMatchObject({ points: 80, delta: 80 });
  });

  it('editors manage rewards (picture from the store, 409 on a stale save); members cannot', async () => {
    const input = {
      title: { 'zh-CN': '笔袋', en: 'Pencil case' },
      description: {},
      image: '/media/rewards/pencil.webp',
      pointsPrice: 300,
      stock: 5,
      active: true,
      sort: 1,
      expectedUpdatedAt: null,
    };
    expect(await statusOf(createReward(db, a, input))).toBe(404);
    expect(await statusOf(createReward(db, editor, { ...input, image: 'https://evil.example/x.webp' }))).toBe(400);
    const made = await createReward(db, editor, input);
    const hidden = await updateReward(db, editor, made.id, { ...input, active: false, expectedUpdatedAt: new Date(made.updated_at) });
    expect(hidden.active).toBe(false);
    expect(await statusOf(updateReward(db, editor, made.id, { ...input, stock: 99, expectedUpdatedAt: new Date(made.updated_at) }))).toBe(409);
    expect((await listRewardsForStaff(db, editor)).find((x) => x.id === made.id)).toMatchObject({ stock: 5, active: false });
    expect((await memberShop(db, a)).rewards.some((x) => x.id === made.id)).toBe(false);
  });

  it('admins manage levels, rules and rates; the level follows', async () => {
    const silver = await createLevel(db, admin, { threshold: 100, name: { 'zh-CN': '银卡', en: 'Silver' }, benefits: {}, color: '#a0a0a0', expectedUpdatedAt: null });
    expect(await statusOf(createLevel(db, admin, { threshold: 100, name: { 'zh-CN': '重复' }, benefits: {}, color: '#000000', expectedUpdatedAt: null }))).toBe(400);
    expect(await statusOf(createLevel(db, editor, { threshold: 5, name: { 'zh-CN': 'x' }, benefits: {}, color: '#000000', expectedUpdatedAt: null }))).toBe(404);
    const moved = await updateLevel(db, admin, silver.id, {
      threshold: 200,
      name: silver.name,
      benefits: { en: ['Free samples'] },
      color: '#b0b0b0',
      expectedUpdatedAt: new Date(silver.updated_at),
    });
    expect(moved.threshold).toBe(200);
    expect(
      await statusOf(updateLevel(db, admin, silver.id, { threshold: 300, name: silver.name, benefits: {}, color: '#b0b0b0', expectedUpdatedAt: new Date(silver.updated_at) })),
    ).toBe(409);
    expect((await levelOf(db, a.user.id)).next?.id).toBe(silver.id);
    const rules = await saveRules(db, admin, [{ key: 'first_order', points: 200, perAmount: null, active: true }]);
    expect(rules.find((r) => r.key === 'first_order')).toMatchObject({ points: 200, active: true });
    expect(await statusOf(saveRules(db, sales, []))).toBe(404);
    const rates = await saveRates(db, admin, { USD: 7.1, EUR: 7.7, GBP: 9, JPY: 0.05, HKD: 0.91 });
    expect(rates).toMatchObject({ customised: true, rates: { USD: 7.1, CNY: 1 } });
    expect((await ratesForStaff(db, admin)).rates.JPY).toBe(0.05);
    // The answers are what the contract's schemas (and so the API's description) say, field for field.
    expect(adminLevelSchema.parse(moved)).toEqual(moved);
    for (const rule of rules) expect(pointsRuleViewSchema.parse(rule)).toEqual(rule);
    expect(exchangeRatesViewSchema.parse(rates)).toEqual(rates);
    await deleteLevel(db, admin, silver.id);
    expect(await db.select().from(memberLevels).where(eq(memberLevels.id, silver.id))).toEqual([]);
    expect(await statusOf(deleteLevel(db, admin, silver.id))).toBe(404);
  });
});
