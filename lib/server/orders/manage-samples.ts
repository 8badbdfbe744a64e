import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import type { SampleStaffInput, StaffSamples } from '@/lib/api/contract/samples';
import type { OrderCurrency } from '@/lib/config';
import { carrierName } from '@/lib/tracking';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { productSampleTerms } from '@/lib/server/catalogue/for-orders';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem } from '@/lib/server/problems';
import { SAMPLE_MOVES } from './sample-flow';
import { sampleRequests } from './sample-schema';
import { sampleOfOrder, samplesOfOrder, sampleView, type SampleRow } from './sample-views';
import { orders } from './schema';
import { addEvent, anyOrder, asDb, type OrderRow } from './views';

/*
 * The back office's side of samples (sales, admin): the order's requests with the terms to start
 * from, and the answers: accept (fee and lead time), decline (a reason the buyer reads), ship
 * (carrier and tracking number). Each answer is audited and is an event of the order's history.
 */

/** The terms an acceptance starts from: the product's sample fee and days, else the order's quote. */
async function defaultTerms(db: Db, order: OrderRow): Promise<StaffSamples['defaults']> {
  const product = await productSampleTerms(db, order.productId);
  if (product) return { currency: product.currency, fee: product.fee, lead_time_days: product.days };
  return { currency: order.currency as OrderCurrency, fee: order.sampleFee, lead_time_days: null };
}

/** GET /admin/orders/{id}/samples. */
export async function listStaffSamples(db: Db, actor: Actor | null, orderId: number): Promise<StaffSamples> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const order = await anyOrder(db, orderId);
  const [rows, defaults] = await Promise.all([samplesOfOrder(db, order.id), defaultTerms(db, order)]);
  return { list: rows.map(sampleView), defaults };
}

const auditView = (row: SampleRow) => ({
  status: row.status,
  currency: row.currency,
  fee: row.fee,
  lead_time_days: row.leadTimeDays,
  decline_reason: row.declineReason,
  carrier: row.carrier,
  tracking_number: row.trackingNumber,
});

function changesOf(input: SampleStaffInput): PgUpdateSetSource<typeof sampleRequests> {
  if (input.action === 'accept') return { currency: input.currency, fee: input.fee, leadTimeDays: input.leadTimeDays, decidedAt: sql`now()` };
  if (input.action === 'decline') return { declineReason: input.reason, decidedAt: sql`now()` };
  return { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: sql`now()` };
}

/** The note the buyer reads in the order's history with the answer. */
function eventNote(input: SampleStaffInput): string {
  if (input.action === 'decline') return input.reason;
  if (input.action === 'ship') return `${carrierName(input.carrier)} ${input.trackingNumber}`;
  return '';
}

/** POST /admin/orders/{id}/samples/{sampleId}: one answer; a sample in another state than the answer starts from is a 409. */
export async function answerSample(db: Db, actor: Actor | null, orderId: number, sampleId: number, input: SampleStaffInput): Promise<StaffSamples> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const move = SAMPLE_MOVES[input.action];
  await db.transaction(async (tx) => {
    const order = await anyOrder(asDb(tx), orderId, true);
    const before = await sampleOfOrder(asDb(tx), order.id, sampleId);
    if (before.status !== move.from) throw new ApiProblem(409, 'orders.sampleState');
    const [after] = await tx
      .update(sampleRequests)
      .set({ ...changesOf(input), status: move.to, updatedAt: sql`now()` })
      .where(and(eq(sampleRequests.id, before.id), eq(sampleRequests.status, move.from)))
      .returning();
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await addEvent(asDb(tx), order.id, { kind: move.event, note: eventNote(input), actorId: staff.user.id });
    await recordAudit(
      asDb(tx),
      { actor: staff },
      {
        action: `order.sample.${input.action}`,
        entity: 'order',
        entityId: order.id,
        before: { sample: before.id, ...auditView(before) },
        after: { sample: after.id, ...auditView(after) },
      },
    );
  });
  return listStaffSamples(db, actor, orderId);
}
