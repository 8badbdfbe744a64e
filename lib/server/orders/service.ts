import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ManuscriptProof, OrderCreated, OrderDetail, OrderPage } from '@/lib/api/contract/orders';
import { DEFAULT_LOCALE, ORDER_REQUESTS, type Locale } from '@/lib/config';
import { ORDERS_PAGE_SIZE, type OrderCreate, type OrderQuery, type ProofDecision, type QuoteDecision, type ShipToInput } from '@/lib/api/contract/orders';
import { requireMember, type Actor } from '@/lib/server/access';
import { defaultShippingAddress, memberShippingAddress, type AddressRow } from '@/lib/server/addresses/for-orders';
import { leadReferencesByIds } from '@/lib/server/consult/for-orders';
import type { Db } from '@/lib/server/db/types';
import { designFileIds, holdMemberDesign, memberDesign, type DesignRow } from '@/lib/server/designs/for-orders';
import { withStoredFiles } from '@/lib/server/files/for-orders';
import { ApiProblem, badRequest, InvalidInput, notFound, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { REORDERABLE, SHIP_TO_OPEN } from './flow';
import { addEvent, asDb, baseDetail, latestProofOf, memberEventView, type OrderRow, ownOrder, partsOf, proofView, quoteBreaksOf, summaryOf, waitingOf } from './views';
import { ASSIGNED_EVENT, assigneeForRequest } from './assignees';
import { withReference } from './reference';
import { claimLeadsAsOrders } from './leads';
import { orderCounts, orderRows } from './member-list';
import { orderFiles, orders, proofs, type OrderSpec } from './schema';
import { addressLine, shipToCopy } from './ship-to-copy';
import { ORDER_EVENTS } from '@/lib/server/order-events';
import { counted } from '@/lib/server/observability/metrics.mjs';
import { orderEstimate } from '@/lib/server/catalogue/for-orders';

/*
 * The member's side of orders and proofs (README "Orders and proofs": /user/myOrder and the
 * manuscript area). A member reads and answers only their own orders: any other id is a 404 and
 * nothing changes. The back office's side (quote, state machine, proof versions) is ./manage.ts;
 * the views both sides answer are ./views.ts. Every change of state is an `order_events` row: the
 * member's timeline and the back office's history.
 *
 * Decisions are race-safe: the order row is locked (FOR UPDATE) for the whole decision and the
 * write is conditional on the state it was checked in, so of two approvals sent at once one wins
 * and the other is told it was already decided (409).
 */

/**
 * The member's orders, what waits for them first, then the most recently changed; `status` filters (or 'waiting').
 * Every member page view of /user/myOrder and every GET /orders runs this, so it asks little: one
 * query counts the page's orders, the waiting ones and whether a lead waits to become an inquiry
 * (claimLeadsAsOrders, run only then); a second reads the page's rows, only when there are any
 * (it was five queries, two of them for the leads, on every view: docs/operations/performance.md);
 * both are prepared statements on PGlite (./member-list.ts).
 */
export async function listMemberOrders(db: Db, actor: Actor | null, query: OrderQuery, locale: Locale = DEFAULT_LOCALE): Promise<OrderPage> {
  const member = requireMember(actor);
  let counts = await orderCounts(db, member.user, query.status);
  if (counts.claimable) {
    await claimLeadsAsOrders(db, member.user.id, locale);
    counts = await orderCounts(db, member.user, query.status);
  }
  const offset = (query.page - 1) * ORDERS_PAGE_SIZE;
  const rows = counts.total > offset ? await orderRows(db, member.user.id, query.status, ORDERS_PAGE_SIZE, offset) : [];
  // The page's lead references in one lookup in consult (an order without a lead, or whose lead is gone, has none).
  const leads = await leadReferencesByIds(
    db,
    rows.flatMap((r) => (r.order.leadId === null ? [] : [r.order.leadId])),
  );
  return {
    list: rows.map((r) => summaryOf(r.order, r.waiting, r.order.leadId === null ? null : (leads.get(r.order.leadId) ?? null), r.reorderOf)),
    total: counts.total,
    page: query.page,
    limit: ORDERS_PAGE_SIZE,
    waiting: counts.waiting,
    by_status: counts.byStatus as OrderPage['by_status'],
  };
}

/** One of the member's orders with its spec, files, quote, proofs, timeline and history; another member's is 404. */
export async function getMemberOrder(db: Db, actor: Actor | null, id: number): Promise<OrderDetail> {
  const member = requireMember(actor);
  const row = await ownOrder(db, member.user.id, id);
  const parts = await partsOf(db, row);
  const latest = parts.proofs[0]?.proof ?? null;
  const waiting = waitingOf(row, { status: latest?.status ?? null });
  // A lead's files (sent from /contact before the member had an account) are listed too: the member
  // may download them once the lead is their order (files/access.ts).
  return {
    ...baseDetail(row, parts, waiting),
    events: parts.events.filter((e) => e.kind !== ASSIGNED_EVENT).map((e) => memberEventView(e, member.user.id)),
    can: {
      decide_quote: waiting === 'quote',
      decide_proof: waiting === 'proof' && latest ? latest.id : null,
      reorder: REORDERABLE.includes(row.status),
      choose_ship_to: SHIP_TO_OPEN.includes(row.status),
    },
  };
}

const designSpec = (d: DesignRow): OrderSpec => ({
  size: d.size,
  material: d.material,
  colours: d.colours,
  printMethod: d.printMethod,
  logoPlacement: d.logoPlacement,
  notes: d.notes,
});

/** At most ORDER_REQUESTS.max new inquiries (requests and reorders) per member an hour: one member cannot flood the sales list. */
async function limitRequests(db: Db, memberId: number): Promise<void> {
  const hit = await hitRateLimit(db, `orders:member:${memberId}`, ORDER_REQUESTS);
  if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
}

/**
 * POST /orders: a quote request from one of the member's designs (another member's design is a
 * 404). The design's spec and artwork are copied (the design may change later); the quantity is
 * the one sent or the design's. The order starts as an `inquiry`.
 */
export async function createOrderFromDesign(db: Db, actor: Actor | null, input: OrderCreate, options: { reference?: () => string } = {}): Promise<OrderCreated> {
  const member = requireMember(actor);
  await limitRequests(db, member.user.id);
  const design = await memberDesign(db, member.user.id, input.designId);
  if (!design) throw notFound();
  const quantity = input.quantity ?? design.quantity;
  if (quantity === null) throw new InvalidInput({ quantity: { key: 'required' } });
  const estimate = await orderEstimate(db, design.productId, quantity, input.priceOptions ?? []);
  return withReference(
    (reference) =>
      db.transaction(async (tx) => {
        // The design and its files are held (FOR SHARE) until the order has them: a delete of either
        // at the same moment waits for this, or went first and is not copied (not a foreign-key 500).
        if (!(await holdMemberDesign(asDb(tx), member.user.id, design.id))) throw notFound();
        const designFiles = (await designFileIds(asDb(tx), design.id)).map((fileId) => ({ fileId }));
        const files = await withStoredFiles(asDb(tx), designFiles, (f) => f.fileId, 'share');
        const [row] = await tx
          .insert(orders)
          .values({
            reference,
            memberId: member.user.id,
            designId: design.id,
            productId: design.productId,
            title: design.name,
            spec: designSpec(design),
            memberNote: input.note,
            quantity,
            estimate,
            assignedTo: await assigneeForRequest(asDb(tx), member.user),
          })
          .returning();
        if (files.length) await tx.insert(orderFiles).values(files.map((f, sort) => ({ orderId: row.id, fileId: f.fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: input.note, actorId: member.user.id });
        await ORDER_EVENTS.created(asDb(tx), { memberId: member.user.id, order: row });
        return { id: row.id, reference: row.reference };
      }),
    options.reference,
  ).then(counted('order', 'design'));
}

/**
 * The quantity option the member accepts: the one whose quantity they sent, which the order then
 * stands at. A quote of one option needs no choice; of several, a choice that is one of them.
 */
function chosenBreak(row: OrderRow, quantity: number | null): { quantity: number; unitPrice: number } {
  const breaks = quoteBreaksOf(row);
  if (quantity === null && breaks.length === 1) return breaks[0];
  const chosen = breaks.find((b) => b.quantity === quantity);
  if (!chosen) throw new InvalidInput({ quantity: { key: quantity === null ? 'required' : 'choice' } });
  return { quantity: chosen.quantity, unitPrice: chosen.unitPrice };
}

/** The member accepts or declines the quote (accepting one of its quantity options): only while the order is quoted, a quote exists and it is not answered yet. */
export async function decideQuote(db: Db, actor: Actor | null, id: number, input: QuoteDecision): Promise<OrderDetail> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const row = await ownOrder(asDb(tx), member.user.id, id, true);
    if (row.status !== 'quoted' || row.unitPrice === null) throw badRequest('orders.noQuote');
    if (row.quoteDecision !== null) throw new ApiProblem(409, 'orders.quoteDecided');
    const chosen = input.decision === 'accepted' ? chosenBreak(row, input.quantity ?? null) : {};
    const [changed] = await tx
      .update(orders)
      .set({ ...chosen, quoteDecision: input.decision, quoteDecidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, row.id), isNull(orders.quoteDecision), eq(orders.status, 'quoted')))
      .returning({ id: orders.id });
    if (!changed) throw new ApiProblem(409, 'orders.quoteDecided');
    await addEvent(asDb(tx), row.id, { kind: input.decision === 'accepted' ? 'quote_accepted' : 'quote_declined', note: input.note, actorId: member.user.id });
    // Accepting presets where it goes: the member's default ship-to address (they may choose another until it ships).
    if (input.decision === 'accepted' && row.shipTo === null) {
      const address = await defaultShippingAddress(asDb(tx), member.user.id);
      if (address) await writeShipTo(asDb(tx), row.id, address, member.user.id);
    }
  });
  return getMemberOrder(db, actor, id);
}

async function writeShipTo(db: Db, orderId: number, address: AddressRow, actorId: number): Promise<void> {
  const shipTo = shipToCopy(address);
  await db
    .update(orders)
    .set({ shipTo, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await addEvent(db, orderId, { kind: 'ship_to', note: addressLine(address), actorId });
}

/**
 * PUT /orders/{id}/ship-to: the member chooses one of their own ship-to addresses for an order
 * that has not shipped yet; the order keeps a copy (the address book may change later). Another
 * member's order or address (or a bill-to one) is a 404 and nothing changes.
 */
export async function setShipTo(db: Db, actor: Actor | null, id: number, input: ShipToInput): Promise<OrderDetail> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const row = await ownOrder(asDb(tx), member.user.id, id, true);
    const address = await memberShippingAddress(asDb(tx), member.user.id, input.addressId);
    if (!address) throw notFound();
    if (!SHIP_TO_OPEN.includes(row.status)) throw badRequest('orders.shipToLocked');
    await writeShipTo(asDb(tx), row.id, address, member.user.id);
  });
  return getMemberOrder(db, actor, id);
}

/**
 * The member approves a proof version or asks for changes (with a note). Only the latest version,
 * only while it is pending: an approved version is locked. Approving records 'proof_approved' and
 * lets staff move the order to production.
 */
export async function decideProof(db: Db, actor: Actor | null, orderId: number, proofId: number, input: ProofDecision): Promise<OrderDetail> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const row = await ownOrder(asDb(tx), member.user.id, orderId, true);
    const [proof] = await tx
      .select()
      .from(proofs)
      .where(and(eq(proofs.id, proofId), eq(proofs.orderId, row.id)));
    if (!proof) throw notFound();
    if (row.status === 'cancelled' || row.status === 'closed') throw badRequest('orders.proofClosed');
    if (proof.status !== 'pending') throw new ApiProblem(409, 'orders.proofDecided');
    const latest = await latestProofOf(asDb(tx), row.id);
    if (proof.version !== latest.version) throw new ApiProblem(409, 'orders.proofSuperseded');
    const [changed] = await tx
      .update(proofs)
      .set({ status: input.decision === 'approve' ? 'approved' : 'changes_requested', memberNote: input.note, decidedAt: sql`now()` })
      .where(and(eq(proofs.id, proof.id), eq(proofs.status, 'pending')))
      .returning({ id: proofs.id });
    if (!changed) throw new ApiProblem(409, 'orders.proofDecided');
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await addEvent(asDb(tx), row.id, {
      kind: input.decision === 'approve' ? 'proof_approved' : 'proof_changes',
      note: input.note ? `v${proof.version}: ${input.note}` : `v${proof.version}`,
      actorId: member.user.id,
    });
    if (input.decision === 'approve') await ORDER_EVENTS.proofApproved(asDb(tx), { memberId: member.user.id, order: row }, proof.id);
  });
  return getMemberOrder(db, actor, orderId);
}

/** Reorder: a delivered (or closed) order starts a new inquiry with the same design, spec and files. */
export async function reorder(db: Db, actor: Actor | null, id: number, options: { reference?: () => string } = {}): Promise<OrderCreated> {
  const member = requireMember(actor);
  const source = await ownOrder(db, member.user.id, id);
  if (!REORDERABLE.includes(source.status)) throw badRequest('orders.cannotReorder');
  await limitRequests(db, member.user.id);
  const files = await db.select({ fileId: orderFiles.fileId }).from(orderFiles).where(eq(orderFiles.orderId, source.id)).orderBy(asc(orderFiles.sort));
  return withReference(
    (reference) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            reference,
            memberId: member.user.id,
            designId: source.designId,
            productId: source.productId,
            reorderOf: source.id,
            title: source.title,
            spec: source.spec,
            quantity: source.quantity,
            currency: source.currency,
            assignedTo: await assigneeForRequest(asDb(tx), member.user),
          })
          .returning();
        if (files.length) await tx.insert(orderFiles).values(files.map((f, sort) => ({ orderId: row.id, fileId: f.fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: source.reference, actorId: member.user.id });
        return { id: row.id, reference: row.reference };
      }),
    options.reference,
  ).then(counted('order', 'reorder'));
}

/** /manuscript: the member's proofs across their orders, the ones waiting for them first, then the newest. */
export async function listMemberProofs(db: Db, actor: Actor | null): Promise<ManuscriptProof[]> {
  const member = requireMember(actor);
  const rows = await db
    .select({ proof: proofs, order: { id: orders.id, reference: orders.reference, title: orders.title, status: orders.status } })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .where(eq(orders.memberId, member.user.id))
    .orderBy(desc(proofs.createdAt), desc(proofs.id))
    .limit(500);
  // The proofs' files in one lookup in files; a proof without its file row is left out, as the join did.
  const shown = await withStoredFiles(db, rows, (r) => r.proof.fileId);
  const latest = new Map<number, number>();
  for (const r of shown) latest.set(r.order.id, Math.max(latest.get(r.order.id) ?? 0, r.proof.version));
  const list = shown.map((r): ManuscriptProof => {
    const view = proofView(r.proof, r.file, latest.get(r.order.id)!);
    return { ...view, order: r.order, waiting: view.latest && view.status === 'pending' && r.order.status !== 'cancelled' && r.order.status !== 'closed' };
  });
  return [...list.filter((p) => p.waiting), ...list.filter((p) => !p.waiting)];
}
