import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { OUR_TURNS, type OrderAssignee, type OrderAssignInput, type OrderTurnCounts, type OurTurn } from '@/lib/api/contract/orders-staff';
import { ORDER_STAFF_ROLES, type AdminOrderDetail } from '@/lib/api/contract/orders';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { isSalesAccount, salesAccounts } from '@/lib/server/members/lookup';
import { badRequest } from '@/lib/server/problems';
import { getAdminOrder } from './manage';
import { ourTurnExpr } from './our-turn';
import { orders } from './schema';
import { addEvent, anyOrder, asDb } from './views';
import { ASSIGNED_EVENT, assigneesByIds } from './assignees';

/*
 * Who looks after an order: a sales or admin account (orders.assigned_to), given by staff from the
 * order's page or the list, or by the member's account manager when the request arrives. Each
 * change is audited and written in the order's history (staff only: the buyer does not see it).
 */

/** The accounts an order may be given to: the enabled sales and admin accounts, by account. */
export async function assigneeChoices(db: Db, actor: Actor | null): Promise<OrderAssignee[]> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const rows = await salesAccounts(db);
  return rows.map((r) => ({ id: r.id, name: r.nickname || r.account || `#${r.id}` }));
}

/**
 * Gives the order to a sales or admin account (null: to nobody). Another account, a disabled one or
 * an unknown id is refused (400) and changes nothing. Giving it to the one who has it already
 * writes nothing. The order's `updated_at` stays: the quote and move forms open on the page remain valid.
 */
export async function assignOrder(db: Db, actor: Actor | null, id: number, input: OrderAssignInput): Promise<AdminOrderDetail> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const before = await anyOrder(asDb(tx), id, true);
    if (input.assigneeId !== null && !(await isSalesAccount(asDb(tx), input.assigneeId))) throw badRequest('orders.assigneeNotStaff');
    if (before.assignedTo === input.assigneeId) return;
    await tx.update(orders).set({ assignedTo: input.assigneeId }).where(eq(orders.id, id));
    const named = (await assigneesByIds(asDb(tx), [input.assigneeId])).get(input.assigneeId ?? 0);
    await addEvent(asDb(tx), id, { kind: ASSIGNED_EVENT, note: named?.name ?? '', actorId: staff.user.id });
    await recordAudit(
      asDb(tx),
      { actor: staff },
      { action: 'order.assign', entity: 'order', entityId: id, before: { assigned_to: before.assignedTo }, after: { assigned_to: input.assigneeId } },
    );
  });
  return getAdminOrder(db, actor, id);
}

/** How many orders wait on us, per step and in all, and how many are assigned to the reader. */
export async function orderTurnCounts(db: Db, actor: Actor | null): Promise<OrderTurnCounts> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const [rows, [mine]] = await Promise.all([
    db
      .select({ turn: ourTurnExpr, n: count() })
      .from(orders)
      .where(sql`(${ourTurnExpr}) is not null`)
      .groupBy(ourTurnExpr),
    db.select({ n: count() }).from(orders).where(eq(orders.assignedTo, staff.user.id)),
  ]);
  const turns = Object.fromEntries(OUR_TURNS.map((turn) => [turn, 0])) as Record<OurTurn, number>;
  for (const row of rows) if (row.turn) turns[row.turn] = Number(row.n);
  return { ours: OUR_TURNS.reduce((sum, turn) => sum + turns[turn], 0), turns, mine: Number(mine.n) };
}
