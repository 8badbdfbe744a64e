import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SampleView } from '@/lib/api/contract/samples';
import type { OrderCurrency } from '@/lib/config';
import { carrierName, trackingUrl } from '@/lib/tracking';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { OPEN_SAMPLE_STATUSES } from './sample-flow';
import { sampleRequests } from './sample-schema';
import { shipToView } from './views';

/* What the buyer's side (./samples.ts) and staff's side (./manage-samples.ts) of samples share. */

export type SampleRow = typeof sampleRequests.$inferSelect;

export function sampleView(row: SampleRow): SampleView {
  return {
    id: row.id,
    status: row.status,
    quantity: row.quantity,
    // The column is not null: a copy is always taken with the request.
    ship_to: shipToView(row.shipTo)!,
    note: row.note,
    currency: (row.currency as OrderCurrency | null) ?? null,
    fee: row.fee,
    lead_time_days: row.leadTimeDays,
    decline_reason: row.declineReason,
    carrier: row.carrier,
    carrier_name: carrierName(row.carrier),
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    received_at: row.receivedAt?.toISOString() ?? null,
  };
}

/** An order's sample requests, the newest first. */
export async function samplesOfOrder(db: Db, orderId: number): Promise<SampleRow[]> {
  return db.select().from(sampleRequests).where(eq(sampleRequests.orderId, orderId)).orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id));
}

export async function hasOpenSample(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sampleRequests.id })
    .from(sampleRequests)
    .where(and(eq(sampleRequests.orderId, orderId), inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** One sample request of the order (locked for the caller's transaction), or 404: an id of another order is unknown. */
export async function sampleOfOrder(db: Db, orderId: number, sampleId: number): Promise<SampleRow> {
  const [row] = await db
    .select()
    .from(sampleRequests)
    .where(and(eq(sampleRequests.id, sampleId), eq(sampleRequests.orderId, orderId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
