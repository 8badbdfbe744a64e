import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderEventView, OrderFileView, OrderQuoteView, QuoteBreak, OrderShipToView, OrderSummary, ProofView, TimelineStep } from '@/lib/api/contract/orders';
import type { OrderStatus } from '@/lib/config';
import { orderTotals } from '@/lib/money';
import { carrierName, trackingUrl } from '@/lib/tracking';
import { leadOfOrder } from '@/lib/server/consult/for-orders';
import type { Db } from '@/lib/server/db/types';
import { withStoredFiles, type StoredFileRow } from '@/lib/server/files/for-orders';
import { fileLinks } from '@/lib/server/files/links';
import { orderActorsByIds } from '@/lib/server/members/for-orders';
import { notFound } from '@/lib/server/problems';
import { TIMELINE } from './flow';
import { orderEvents, orderFiles, orders, proofs, type OrderShipTo, type OrderSpec } from './schema';

/*
 * What the member's side (./service.ts) and the back office (./manage.ts) of orders share: the
 * views of an order and its parts (quote, files, proofs, ship-to, timeline, history), the reads
 * that find an order (the member's own, or any for staff) and the event every change writes.
 */

export type OrderRow = typeof orders.$inferSelect;
export type FileRow = StoredFileRow;
export type ProofRow = typeof proofs.$inferSelect;

export const asDb = (tx: unknown) => tx as Db;

/** A file of an order: its thumbnail address only once the thumbnail exists (files/links.ts). */
export function fileView(row: FileRow): OrderFileView {
  return { handle: row.handle, name: row.name, mime: row.mime, bytes: row.bytes, ...fileLinks(row) };
}

export const specView = (spec: OrderSpec) => ({
  size: spec.size ?? '',
  material: spec.material ?? '',
  colours: spec.colours ?? [],
  print_method: spec.printMethod ?? '',
  logo_placement: spec.logoPlacement ?? '',
  notes: spec.notes ?? '',
});

/** The quote's quantity options as stored; an order quoted before options existed has its one price. */
export function quoteBreaksOf(row: OrderRow): QuoteBreak[] {
  if (row.unitPrice === null) return [];
  return row.quoteBreaks.length ? row.quoteBreaks : [{ quantity: row.quantity, unitPrice: row.unitPrice }];
}

export function quoteView(row: OrderRow): OrderQuoteView | null {
  if (row.unitPrice === null) return null;
  const fees = { sampleFee: row.sampleFee ?? 0, shippingFee: row.shippingFee ?? 0, extras: row.quoteExtras.reduce((sum, e) => sum + e.amount, 0) };
  const { goods, total } = orderTotals({ unitPrice: row.unitPrice, quantity: row.quantity, ...fees });
  return {
    currency: row.currency,
    unit_price: row.unitPrice,
    quantity: row.quantity,
    sample_fee: fees.sampleFee,
    shipping_fee: fees.shippingFee,
    goods,
    total,
    breaks: quoteBreaksOf(row).map((b) => ({
      quantity: b.quantity,
      unit_price: b.unitPrice,
      ...orderTotals({ unitPrice: b.unitPrice, quantity: b.quantity, ...fees }),
      current: b.quantity === row.quantity && b.unitPrice === row.unitPrice,
    })),
    extras: row.quoteExtras.map((e) => ({ label: e.label, amount: e.amount })),
    quoted_at: row.quotedAt?.toISOString() ?? null,
    lead_time_days: row.leadTimeDays,
    note: row.quoteNote,
    decision: (row.quoteDecision as 'accepted' | 'declined' | null) ?? null,
    decided_at: row.quoteDecidedAt?.toISOString() ?? null,
  };
}

export const totalOf = (row: OrderRow) => quoteView(row)?.total ?? null;

/** The latest version of each order's proofs is pending and the order still runs: the member's turn. */
export const latestPendingProof = sql`exists (
  select 1 from ${proofs} p
  where p.order_id = ${orders.id} and p.status = 'pending'
    and not exists (select 1 from ${proofs} q where q.order_id = p.order_id and q.version > p.version)
)`;

/** What waits for the member on an order: 'quote', 'proof' or null. */
export const waitingExpr = sql<'quote' | 'proof' | null>`case
  when ${orders.status} = 'quoted' and ${orders.quoteDecision} is null and ${orders.unitPrice} is not null then 'quote'
  when ${orders.status} not in ('cancelled', 'closed') and ${latestPendingProof} then 'proof'
  else null end`;

/**
 * The reference of the order a reorder repeats (a column of the lists). The outer row's column is
 * named with its table on purpose: drizzle writes a selected column bare when the query reads one
 * table, and a bare reorder_of would be the inner r's own.
 */
export const reorderOfReference = sql<string | null>`(select r.reference from ${orders} r where r.id = ${orders}.${sql.identifier(orders.reorderOf.name)})`;

export function shipToView(shipTo: OrderShipTo | null): OrderShipToView | null {
  if (!shipTo) return null;
  return {
    address_id: shipTo.addressId,
    recipient: shipTo.recipient,
    company: shipTo.company,
    phone: shipTo.phone,
    country: shipTo.country,
    region: shipTo.region ?? null,
    line1: shipTo.line1,
    line2: shipTo.line2,
    city: shipTo.city,
    postal_code: shipTo.postalCode,
    chosen_at: shipTo.chosenAt,
  };
}

export function summaryOf(row: OrderRow, waiting: 'quote' | 'proof' | null, leadReference: string | null, reorderOf: string | null = null): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    status: row.status,
    quantity: row.quantity,
    currency: row.currency,
    total: totalOf(row),
    waiting,
    lead_reference: leadReference,
    reorder_of_reference: reorderOf,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
/** The member's own order (locked for the transaction when asked), or 404: another member's id is unknown. */
export async function ownOrder(db: Db, memberId: number, id: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function anyOrder(db: Db, id: number, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function addEvent(db: Db, orderId: number, event: { kind: string; status?: OrderStatus | null; note?: string; actorId: number | null; at?: Date }) {
  await db.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    status: event.status ?? null,
    note: event.note ?? '',
    actorId: event.actorId,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

export async function filesOfOrder(db: Db, orderId: number): Promise<FileRow[]> {
  const rows = await db.select({ fileId: orderFiles.fileId }).from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(asc(orderFiles.sort), asc(orderFiles.fileId));
  // One lookup in files for them all, kept in the order's own order; a missing row is left out, as the join did.
  return (await withStoredFiles(db, rows, (r) => r.fileId)).map((r) => r.file);
}

export async function proofsOf(db: Db, orderId: number): Promise<{ proof: ProofRow; file: FileRow }[]> {
  const rows = await db.select().from(proofs).where(eq(proofs.orderId, orderId)).orderBy(desc(proofs.version));
  return (await withStoredFiles(db, rows, (proof) => proof.fileId)).map(({ file, ...proof }) => ({ proof, file }));
}

export function proofView(proof: ProofRow, file: FileRow, latestVersion: number): ProofView {
  return {
    id: proof.id,
    version: proof.version,
    status: proof.status,
    latest: proof.version === latestVersion,
    staff_note: proof.staffNote,
    member_note: proof.memberNote,
    decided_at: proof.decidedAt?.toISOString() ?? null,
    created_at: proof.createdAt.toISOString(),
    file: fileView(file),
  };
}

export type LatestProof = 'pending' | 'approved' | 'changes_requested' | null;

export async function latestProofOf(db: Db, orderId: number): Promise<{ version: number; status: LatestProof }> {
  const [row] = await db.select({ version: proofs.version, status: proofs.status }).from(proofs).where(eq(proofs.orderId, orderId)).orderBy(desc(proofs.version)).limit(1);
  return row ? { version: row.version, status: row.status } : { version: 0, status: null };
}

/**
 * The steps a buyer reads at a glance: each reached one with the date it was first reached, the
 * current one marked, the rest to come. A sample that was skipped is left out; a cancelled order
 * shows the steps it reached, then 'cancelled'.
 */
export function timelineOf(status: OrderStatus, events: { kind: string; status: OrderStatus | null; createdAt: Date }[]): TimelineStep[] {
  const reached = new Map<OrderStatus, Date>();
  for (const e of events) if (e.kind === 'status' && e.status && !reached.has(e.status)) reached.set(e.status, e.createdAt);
  const step = (s: OrderStatus): TimelineStep => ({ status: s, reached_at: reached.get(s)?.toISOString() ?? null, current: s === status });
  if (status === 'cancelled') return [...TIMELINE.filter((s) => reached.has(s)).map(step), step('cancelled')];
  const at = TIMELINE.indexOf(status);
  return TIMELINE.filter((s) => s !== 'sample' || reached.has('sample') || at < TIMELINE.indexOf('sample')).map(step);
}

interface OrderParts {
  files: FileRow[];
  proofs: { proof: ProofRow; file: FileRow }[];
  events: (typeof orderEvents.$inferSelect & { actorName: string | null; actorRoles: string[] | null })[];
  lead: { reference: string; message: string; created_at: string } | null;
  reorderOf: { id: number; reference: string } | null;
}

/** An order's history, oldest first, each event with the name and roles of who did it (null for the system or a deleted actor). */
async function eventsOf(db: Db, orderId: number): Promise<OrderParts['events']> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const actors = await orderActorsByIds(
    db,
    rows.flatMap((e) => (e.actorId === null ? [] : [e.actorId])),
  );
  return rows.map((e) => {
    const actor = e.actorId === null ? undefined : actors.get(e.actorId);
    return { ...e, actorName: actor?.name ?? null, actorRoles: actor?.roles ?? null };
  });
}

export async function partsOf(db: Db, row: OrderRow): Promise<OrderParts> {
  const [files, proofRows, events, lead, reorderOf] = await Promise.all([
    filesOfOrder(db, row.id),
    proofsOf(db, row.id),
    eventsOf(db, row.id),
    row.leadId !== null ? leadOfOrder(db, row.leadId) : Promise.resolve(undefined),
    row.reorderOf !== null ? db.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.id, row.reorderOf)) : Promise.resolve([]),
  ]);
  return {
    files,
    proofs: proofRows,
    events,
    lead: lead ? { reference: lead.reference, message: lead.message, created_at: lead.createdAt.toISOString() } : null,
    reorderOf: reorderOf[0] ?? null,
  };
}

export function eventView(e: OrderParts['events'][number], memberId: number): OrderEventView {
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    note: e.note,
    by: e.actorId === null ? 'system' : e.actorId === memberId ? 'member' : 'staff',
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * An event as the buyer reads it in their history. A status move's note is what sales wrote for the
 * buyer with the move (the back office's form says it is shown in the buyer's history); the
 * member's own request note is shown with the spec, and a reorder's is the order it repeats (shown
 * as a link), so those are not repeated here.
 */
export function memberEventView(e: OrderParts['events'][number], memberId: number): OrderEventView {
  const view = eventView(e, memberId);
  return view.kind === 'status' && view.by !== 'staff' ? { ...view, note: '' } : view;
}

export function baseDetail(row: OrderRow, parts: OrderParts, waiting: 'quote' | 'proof' | null) {
  const latest = parts.proofs[0]?.proof.version ?? 0;
  return {
    ...summaryOf(row, waiting, parts.lead?.reference ?? null, parts.reorderOf?.reference ?? null),
    spec: specView(row.spec),
    member_note: row.memberNote,
    design_id: row.designId,
    product_id: row.productId,
    reorder_of: parts.reorderOf,
    lead: parts.lead,
    quote: quoteView(row),
    carrier: row.carrier,
    carrier_name: carrierName(row.carrier),
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber),
    ship_to: shipToView(row.shipTo),
    files: parts.files.map(fileView),
    proofs: parts.proofs.map(({ proof, file }) => proofView(proof, file, latest)),
    timeline: timelineOf(row.status, parts.events),
  };
}

export function waitingOf(row: OrderRow, latest: { status: LatestProof }): 'quote' | 'proof' | null {
  if (row.status === 'quoted' && row.quoteDecision === null && row.unitPrice !== null) return 'quote';
  if (row.status !== 'cancelled' && row.status !== 'closed' && latest.status === 'pending') return 'proof';
  return null;
}
