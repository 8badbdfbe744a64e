import 'server-only';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '@/lib/server/db/in-ids';
import type { AdminOrderDetail, AdminOrderMember, AdminOrderPage, AdminOrderSummary } from '@/lib/api/contract/orders';
import { type OrderStatus } from '@/lib/config';
import { ARTWORK_KINDS, MEMBER_FILES } from '@/lib/uploads';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderQuery, type OrderMoveInput, type QuoteInput } from '@/lib/api/contract/orders';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { leadIdsMatching, leadReferencesByIds } from '@/lib/server/consult/for-orders';
import { containsAny } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { fileIdOfHandle } from '@/lib/server/files/by-handle';
import type { ClientMeta } from '@/lib/server/http/client';
import { memberById, memberIdsMatching, membersByIds, type MemberRow } from '@/lib/server/members/for-orders';
import { ApiProblem, badRequest } from '@/lib/server/problems';
import { canQuote, canSendProof, moveProblem, openMoves } from './flow';
import { addEvent, anyOrder, asDb, baseDetail, eventView, latestProofOf, type OrderRow, partsOf, summaryOf, waitingExpr, waitingOf } from './views';
import { orders, proofs } from './schema';
import { storeOrderFile } from './staff-upload';
import type { StoredFileInfo } from '@/lib/server/files/service';
import { ORDER_EVENTS } from '@/lib/server/order-events';
import { ALL_ORDERS, ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { assigneesByIds } from './assignees';
import { ourTurnExpr, turnCondition } from './our-turn';

/*
 * The back office's side of orders (sales, admin): the list, one order with the moves open now,
 * the quote, the state machine (./flow.ts) and proof versions. Each staff write is audited with
 * before/after in its own transaction; every change of state is an `order_events` row.
 */

const memberName = (u: { id: number; nickname: string; account: string | null; phone: string | null }) => u.nickname || u.account || u.phone || `#${u.id}`;

function adminMember(u: MemberRow): AdminOrderMember {
  return { id: u.id, name: memberName(u), account: u.account, email: u.email, email_verified: u.emailVerifiedAt !== null, phone: u.phone, company: u.company };
}

/** The orders list of the back office: newest change first; status, keyword (reference, title, member, lead) and member filters. */
export async function listAdminOrders(db: Db, actor: Actor | null, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const c: SQL[] = [];
  if (query.status) c.push(eq(orders.status, query.status));
  if (query.member) c.push(eq(orders.memberId, query.member));
  if (query.turn) c.push(turnCondition(query.turn));
  if (query.mine) c.push(eq(orders.assignedTo, staff.user.id));
  const keyword = query.keyword.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (keyword) {
    // The member and lead fields are searched in their own domains, which answer the ids that match.
    const [memberIds, leadIds] = await Promise.all([memberIdsMatching(db, keyword), leadIdsMatching(db, keyword)]);
    c.push(or(containsAny(keyword, [orders.reference, orders.title]), inIds(orders.memberId, memberIds), inIds(orders.leadId, leadIds))!);
  }
  const where = c.length ? and(...c) : undefined;
  // Every order has its member (member_id is not null, and a member with orders cannot be deleted), so no join is needed to count.
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ order: orders, waiting: waitingExpr, ourTurn: ourTurnExpr })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
  ]);
  const [members, leads, assignees] = await Promise.all([
    membersByIds(
      db,
      rows.map((r) => r.order.memberId),
    ),
    leadReferencesByIds(
      db,
      rows.flatMap((r) => (r.order.leadId === null ? [] : [r.order.leadId])),
    ),
    assigneesByIds(
      db,
      rows.map((r) => r.order.assignedTo),
    ),
  ]);
  return {
    list: rows.flatMap((r): AdminOrderSummary[] => {
      const member = members.get(r.order.memberId);
      if (!member) return [];
      const lead = r.order.leadId === null ? null : (leads.get(r.order.leadId) ?? null);
      const assignee = r.order.assignedTo === null ? null : (assignees.get(r.order.assignedTo) ?? null);
      return [{ ...summaryOf(r.order, r.waiting, lead), member: adminMember(member), assignee, our_turn: r.ourTurn }];
    }),
    total,
    page: query.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** An order as staff see it: the member, spec, files, quote, proofs and decisions, history with who did what, and the moves open now. */
export async function getAdminOrder(db: Db, actor: Actor | null, id: number): Promise<AdminOrderDetail> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const row = await anyOrder(db, id);
  const [parts, member, assignees] = await Promise.all([partsOf(db, row), memberById(db, row.memberId), assigneesByIds(db, [row.assignedTo])]);
  // member_id is not null and restricts deletion: an order without its member is an internal error, as before.
  if (!member) throw new Error(`order ${row.id} has no member`);
  const latest = parts.proofs[0]?.proof ?? null;
  const facts = { hasQuote: row.unitPrice !== null, quoteDecision: row.quoteDecision as 'accepted' | 'declined' | null, latestProof: latest?.status ?? null };
  return {
    ...baseDetail(row, parts, waitingOf(row, { status: latest?.status ?? null })),
    member: adminMember(member),
    assignee: row.assignedTo === null ? null : (assignees.get(row.assignedTo) ?? null),
    events: parts.events.map((e) => ({ ...eventView(e, row.memberId), actor: e.actorName })),
    moves: openMoves(row.status, facts),
    can_quote: canQuote(row.status, row.quoteDecision),
    can_upload_proof: canSendProof(row.status, row.quoteDecision, facts.latestProof),
    estimate: row.estimate,
  };
}

const auditView = (row: OrderRow) => ({
  status: row.status,
  currency: row.currency,
  unit_price: row.unitPrice,
  quantity: row.quantity,
  sample_fee: row.sampleFee,
  shipping_fee: row.shippingFee,
  lead_time_days: row.leadTimeDays,
  quote_note: row.quoteNote,
  quote_decision: row.quoteDecision,
  quote_breaks: row.quoteBreaks,
  quote_extras: row.quoteExtras,
  carrier: row.carrier,
  tracking_number: row.trackingNumber,
});

function checkFresh(row: OrderRow, expected: Date) {
  if (row.updatedAt.getTime() !== expected.getTime()) throw new ApiProblem(409, 'conflict');
}

/**
 * Sets (or revises) the quote: currency, quantity options (the order stands at the first until the
 * member accepts one), extra lines, sample and shipping fees (integer minor units), lead time and a
 * note. An inquiry becomes `quoted`; a revised quote waits for the member's answer again. Not once
 * the member accepted (work has started).
 */
export async function setQuote(db: Db, actor: Actor | null, id: number, input: QuoteInput): Promise<AdminOrderDetail> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const before = await anyOrder(asDb(tx), id, true);
    checkFresh(before, input.expectedUpdatedAt);
    if (!canQuote(before.status, before.quoteDecision)) throw badRequest('orders.cannotQuote');
    const moving = before.status === 'inquiry';
    const [after] = await tx
      .update(orders)
      .set({
        currency: input.currency,
        unitPrice: input.breaks[0].unitPrice,
        quantity: input.breaks[0].quantity,
        quoteBreaks: input.breaks,
        quoteExtras: input.extras,
        quotedAt: sql`now()`,
        sampleFee: input.sampleFee,
        shippingFee: input.shippingFee,
        leadTimeDays: input.leadTimeDays,
        quoteNote: input.note,
        quoteDecision: null,
        quoteDecidedAt: null,
        ...(moving ? { status: 'quoted' as const } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id))
      .returning();
    await addEvent(asDb(tx), id, { kind: 'quote', note: input.note, actorId: staff.user.id });
    if (moving) await addEvent(asDb(tx), id, { kind: 'status', status: 'quoted', actorId: staff.user.id });
    await recordAudit(asDb(tx), { actor: staff }, { action: 'order.quote', entity: 'order', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return getAdminOrder(db, actor, id);
}

/** Moves the order along the state machine (./flow.ts), with its conditions; shipping records the carrier and tracking number. */
export async function moveOrder(db: Db, actor: Actor | null, id: number, input: OrderMoveInput): Promise<AdminOrderDetail> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const before = await anyOrder(asDb(tx), id, true);
    checkFresh(before, input.expectedUpdatedAt);
    const latest = await latestProofOf(asDb(tx), id);
    const problem = moveProblem(before.status, input.status, {
      hasQuote: before.unitPrice !== null,
      quoteDecision: before.quoteDecision as 'accepted' | 'declined' | null,
      latestProof: latest.status,
      shipping: { carrier: input.carrier, trackingNumber: input.trackingNumber },
    });
    if (problem === 'badTransition') throw badRequest('badTransition', { values: { from: before.status, to: input.status } });
    if (problem) throw badRequest(`orders.${problem}`);
    const [after] = await tx
      .update(orders)
      .set({
        status: input.status,
        ...(input.status === 'shipped' ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id))
      .returning();
    await addEvent(asDb(tx), id, { kind: 'status', status: input.status, note: input.note, actorId: staff.user.id });
    if (input.status === 'delivered') await ORDER_EVENTS.delivered(asDb(tx), { memberId: before.memberId, order: before });
    await recordAudit(asDb(tx), { actor: staff }, { action: 'order.move', entity: 'order', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return getAdminOrder(db, actor, id);
}

/**
 * Uploads a proof version (the request's raw body, streamed: a staff file of the artwork kinds, at
 * most MEMBER_FILES.maxBytes) with a staff note. Allowed once the quote is accepted, in the sample
 * and proof stages, until a version is approved; a quoted or sampled order moves to `proof`. The
 * thumbnail is made in the background. A refusal after the bytes were stored removes them.
 */
export async function addProof(db: Db, actor: Actor | null, id: number, request: Request, from: { client: ClientMeta; name: string; note: string }): Promise<AdminOrderDetail> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const mayAdd = async () => {
    const row = await anyOrder(db, id);
    if (!canSendProof(row.status, row.quoteDecision, (await latestProofOf(db, id)).status)) throw badRequest('orders.cannotSendProof');
  };
  const addVersion = (stored: StoredFileInfo) =>
    db.transaction(async (tx) => {
      const before = await anyOrder(asDb(tx), id, true);
      const latest = await latestProofOf(asDb(tx), id);
      if (!canSendProof(before.status, before.quoteDecision, latest.status)) throw badRequest('orders.cannotSendProof');
      const fileId = await fileIdOfHandle(asDb(tx), stored.handle);
      // The file was stored just before this transaction: its row is there (an internal error if not, as before).
      if (fileId === undefined) throw new Error(`stored file ${stored.handle} has no row`);
      const [proof] = await tx
        .insert(proofs)
        .values({ orderId: id, version: latest.version + 1, fileId, staffNote: from.note, createdBy: staff.user.id })
        .returning();
      const moving = before.status !== 'proof';
      const [after] = await tx
        .update(orders)
        .set({ ...(moving ? { status: 'proof' as const } : {}), updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      if (moving) await addEvent(asDb(tx), id, { kind: 'status', status: 'proof', actorId: staff.user.id });
      await addEvent(asDb(tx), id, { kind: 'proof_sent', note: from.note ? `v${proof.version}: ${from.note}` : `v${proof.version}`, actorId: staff.user.id });
      await recordAudit(
        asDb(tx),
        { actor: staff },
        {
          action: 'order.proof',
          entity: 'order',
          entityId: id,
          before: auditView(before),
          after: { ...auditView(after), proof: { id: proof.id, version: proof.version, file: stored.handle, name: stored.name, staff_note: from.note } },
        },
      );
    });
  await storeOrderFile(db, request, { maxBytes: MEMBER_FILES.maxBytes, kinds: ARTWORK_KINDS }, { actor: staff, client: from.client, name: from.name }, mayAdd, addVersion);
  return getAdminOrder(db, actor, id);
}

/** A member's orders for their page in the back office (the newest first, a few). */
export async function ordersOfMember(db: Db, actor: Actor | null, memberId: number, limit = 10): Promise<{ list: AdminOrderSummary[]; total: number }> {
  const page = await listAdminOrders(db, actor, { ...ALL_ORDERS, member: memberId });
  return { list: page.list.slice(0, limit), total: page.total };
}

/** How many orders are at each status (the back office's filter counts). */
export async function orderCounts(db: Db, actor: Actor | null): Promise<Partial<Record<OrderStatus, number>>> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
