/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import type { OrderFilter } from '@/lib/api/contract/orders';
import { consultRequests, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { orderCounts, orderRows, type OrdersLister } from './member-list';
import { createOrderFromDesign } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

/*
 * On PGlite a member's orders list runs as prepared statements (./member-list.ts); inside a
 * transaction, on PostgreSQL, or for a value that cannot be written as a literal, drizzle's query.
 * Both must answer the same for every filter, page and way of claiming leads.
 */

const FILTERS: OrderFilter[] = ['', 'waiting', 'inquiry', 'quoted', 'closed'];

describe.each(testDatabases())('a member’s orders list, prepared and through drizzle, on $name', ({ name, open }) => {
  const { db, design, quote, nextSeq, ...world } = ordersWorld(open);

  /** Every filter and two pages of `member`'s list, as the given handle answers them. */
  async function answers(handle: Db, member: OrdersLister) {
    const out: unknown[] = [];
    for (const filter of FILTERS) {
      out.push(filter, await orderCounts(handle, member, filter));
      for (const offset of [0, 2]) out.push(await orderRows(handle, member.id, filter, 2, offset));
    }
    return out;
  }
  const throughDrizzle = (member: OrdersLister) => db().transaction((tx) => answers(tx, member));

  async function preparedNames(): Promise<string[]> {
    const rows = await db().execute<{ name: string }>(sql`select name from pg_prepared_statements where name like 'orders_%' order by name`);
    return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { name: string }[] }).rows).map((row) => row.name);
  }

  it('answers the same both ways: counts per filter, what waits first, pages', async () => {
    const { a } = world.actors();
    const made: number[] = [];
    for (let i = 0; i < 3; i++) made.push((await createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: 100 + i, note: '' })).id);
    await quote(made[1]);
    const prepared = await answers(db(), a.user);
    expect(prepared).toEqual(await throughDrizzle(a.user));
    // What the answers say, so equal answers are also right ones.
    expect(await orderCounts(db(), a.user, '')).toEqual({ total: 3, waiting: 1, byStatus: { inquiry: 2, quoted: 1 }, claimable: false });
    expect((await orderCounts(db(), a.user, 'inquiry')).total).toBe(2);
    const first = await orderRows(db(), a.user.id, '', 2, 0);
    expect(first.map((r) => [r.order.id, r.waiting])).toEqual([
      [made[1], 'quote'],
      [made[2], null],
    ]);
    expect(first[0].order.createdAt).toBeInstanceOf(Date);
    expect((await orderRows(db(), a.user.id, '', 2, 2)).map((r) => r.order.id)).toEqual([made[0]]);
    expect(await preparedNames()).toEqual(
      name === 'pglite' ? expect.arrayContaining(['orders_counts_all', 'orders_counts_waiting', 'orders_counts_status', 'orders_rows_all']) : [],
    );
  });

  it('claims by the verified e-mail both ways, quotes in it too, and falls back to drizzle for a backslash', async () => {
    for (const email of ["o'brien@example.com", 'back\\slash@example.com']) {
      const member = await actorWith(db(), `buyer.${nextSeq()}`, ['member']);
      const [user] = await db().update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id)).returning();
      // A lead marked as spam is never claimed (the query's 'spam' constant, prepared as a literal).
      await db()
        .insert(consultRequests)
        .values({ reference: `RQ-LIST-${nextSeq()}`, name: 'O', email, message: 'Buy now', locale: 'en', status: 'spam' });
      expect((await orderCounts(db(), user, '')).claimable).toBe(false);
      await db()
        .insert(consultRequests)
        .values({ reference: `RQ-LIST-${nextSeq()}`, name: 'O', email: email.toUpperCase(), message: 'Sleeves', locale: 'en' });
      expect((await orderCounts(db(), user, '')).claimable).toBe(true);
      expect(await answers(db(), user)).toEqual(await throughDrizzle(user));
      // Not verified: the e-mail claims nothing.
      expect((await orderCounts(db(), { ...user, emailVerifiedAt: null }, '')).claimable).toBe(false);
    }
  });
});
