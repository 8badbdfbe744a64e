import 'server-only';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrderDetail,
  AdminOrderMember,
  AdminOrderPage,
  AdminOrderSummary,
  ManuscriptProof,
  OrderCreated,
  OrderDetail,
  OrderEventView,
  OrderFileView,
  OrderPage,
  OrderQuoteView,
  OrderShipToView,
  OrderSummary,
  ProofView,
  TimelineStep,
} from '@/lib/api/contract/orders';
import { API, DEFAULT_LOCALE, ORDER_REQUESTS, type Locale, type OrderStatus } from '@/lib/config';
import { orderTotals } from '@/lib/money';
import { ARTWORK_KINDS, MEMBER_FILES } from '@/lib/uploads';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  type AdminOrderQuery,
  type MoveInput,
  type OrderCreate,
  type OrderQuery,
  type ProofDecision,
  type QuoteDecision,
  type QuoteInput,
  type ShipToInput,
} from '@/lib/validation/orders';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { addresses } from '@/lib/server/addresses/schema';
import { recordAudit } from '@/lib/server/audit/service';
import { products } from '@/lib/server/catalogue/schema';
import { resolveText } from '@/lib/server/catalogue/localized';
import { consultAttachments, consultRequests } from '@/lib/server/consult/schema';
import type { Db } from '@/lib/server/db/types';
import { designFiles, designs } from '@/lib/server/designs/schema';
import { storedFiles } from '@/lib/server/files/schema';
import { drain, storeUpload } from '@/lib/server/files/service';
import { getStorage } from '@/lib/server/files/storage';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import type { ClientMeta } from '@/lib/server/http/client';
import { users } from '@/lib/server/members/schema';
import { ApiProblem, badRequest, InvalidInput, notFound, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { canQuote, canSendProof, moveProblem, openMoves, REORDERABLE, SHIP_TO_OPEN, TIMELINE } from './flow';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { makeOrderReference } from './reference';
import { orderEvents, orderFiles, orders, proofs, type OrderShipTo, type OrderSpec } from './schema';
import { awardFirstOrder, awardPoints } from '@/lib/server/ledger/points';
import { counted, countCreated } from '@/lib/server/observability/metrics.mjs';
import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';

/*
 * Orders and proofs (README "Orders and proofs": /user/myOrder, the manuscript area, the back
 * office's orders). A member reads and answers only their own orders: any other id is a 404 and
 * nothing changes. Staff (sales, admin) quote, move the state machine (./flow.ts) and send proof
 * versions; each staff write is audited with before/after in its own transaction. Every change of
 * state is an `order_events` row: the member's timeline and the back office's history.
 *
 * Decisions are race-safe: the order row is locked (FOR UPDATE) for the whole decision and the
 * write is conditional on the state it was checked in, so of two approvals sent at once one wins
 * and the other is told it was already decided (409).
 */

type OrderRow = typeof orders.$inferSelect;
type FileRow = typeof storedFiles.$inferSelect;
type ProofRow = typeof proofs.$inferSelect;

const asDb = (tx: unknown) => tx as Db;

/* ───────────────────────── shared pieces ───────────────────────── */

const fileUrl = (handle: string) => `${API.base}${API.prefix}/files/${handle}`;

function fileView(row: FileRow): OrderFileView {
  return { handle: row.handle, name: row.name, mime: row.mime, bytes: row.bytes, url: fileUrl(row.handle), thumb_url: `${fileUrl(row.handle)}/thumb` };
}

const specView = (spec: OrderSpec) => ({
  size: spec.size ?? '',
  material: spec.material ?? '',
  colours: spec.colours ?? [],
  print_method: spec.printMethod ?? '',
  logo_placement: spec.logoPlacement ?? '',
  notes: spec.notes ?? '',
});

function quoteView(row: OrderRow): OrderQuoteView | null {
  if (row.unitPrice === null) return null;
  const lines = { unitPrice: row.unitPrice, quantity: row.quantity, sampleFee: row.sampleFee ?? 0, shippingFee: row.shippingFee ?? 0 };
  const { goods, total } = orderTotals(lines);
  return {
    currency: row.currency,
    unit_price: lines.unitPrice,
    quantity: lines.quantity,
    sample_fee: lines.sampleFee,
    shipping_fee: lines.shippingFee,
    goods,
    total,
    lead_time_days: row.leadTimeDays,
    note: row.quoteNote,
    decision: (row.quoteDecision as 'accepted' | 'declined' | null) ?? null,
    decided_at: row.quoteDecidedAt?.toISOString() ?? null,
  };
}

const totalOf = (row: OrderRow) => quoteView(row)?.total ?? null;

/** The latest version of each order's proofs is pending and the order still runs: the member's turn. */
const latestPendingProof = sql`exists (
  select 1 from ${proofs} p
  where p.order_id = ${orders.id} and p.status = 'pending'
    and not exists (select 1 from ${proofs} q where q.order_id = p.order_id and q.version > p.version)
)`;

/** What waits for the member on an order: 'quote', 'proof' or null. */
const waitingExpr = sql<'quote' | 'proof' | null>`case
  when ${orders.status} = 'quoted' and ${orders.quoteDecision} is null and ${orders.unitPrice} is not null then 'quote'
  when ${orders.status} not in ('cancelled', 'closed') and ${latestPendingProof} then 'proof'
  else null end`;

/** The reference of the order a reorder repeats (a column of the lists). */
const reorderOfReference = sql<string | null>`(select r.reference from orders r where r.id = ${orders.reorderOf})`;

function shipToView(shipTo: OrderShipTo | null): OrderShipToView | null {
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

function summaryOf(row: OrderRow, waiting: 'quote' | 'proof' | null, leadReference: string | null, reorderOf: string | null = null): OrderSummary {
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

/** Whether an error is the unique index on the reference (two orders drew the same one). */
const isReferenceCollision = (error: unknown) => isUniqueViolation(error, 'reference');

const REFERENCE_ATTEMPTS = 5;

/** Runs `insert` with a fresh reference, drawing again on the rare repeat. */
async function withReference<T>(insert: (reference: string) => Promise<T>, draw: () => string = () => makeOrderReference()): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(draw());
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceCollision(error)) throw error;
    }
  }
}

/** The member's own order (locked for the transaction when asked), or 404: another member's id is unknown. */
async function ownOrder(db: Db, memberId: number, id: number, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function anyOrder(db: Db, id: number, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function addEvent(db: Db, orderId: number, event: { kind: string; status?: OrderStatus | null; note?: string; actorId: number | null; at?: Date }) {
  await db.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    status: event.status ?? null,
    note: event.note ?? '',
    actorId: event.actorId,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

async function filesOfOrder(db: Db, orderId: number): Promise<FileRow[]> {
  const rows = await db
    .select({ file: storedFiles })
    .from(orderFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, orderFiles.fileId))
    .where(eq(orderFiles.orderId, orderId))
    .orderBy(asc(orderFiles.sort), asc(orderFiles.fileId));
  return rows.map((r) => r.file);
}

async function proofsOf(db: Db, orderId: number): Promise<{ proof: ProofRow; file: FileRow }[]> {
  return db
    .select({ proof: proofs, file: storedFiles })
    .from(proofs)
    .innerJoin(storedFiles, eq(storedFiles.id, proofs.fileId))
    .where(eq(proofs.orderId, orderId))
    .orderBy(desc(proofs.version));
}

function proofView(proof: ProofRow, file: FileRow, latestVersion: number): ProofView {
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

type LatestProof = 'pending' | 'approved' | 'changes_requested' | null;

async function latestProofOf(db: Db, orderId: number): Promise<{ version: number; status: LatestProof }> {
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

async function partsOf(db: Db, row: OrderRow): Promise<OrderParts> {
  const [files, proofRows, events, lead, reorderOf] = await Promise.all([
    filesOfOrder(db, row.id),
    proofsOf(db, row.id),
    db
      .select({ event: orderEvents, actorName: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.account})`, actorRoles: users.roles })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    row.leadId !== null
      ? db.select({ reference: consultRequests.reference, message: consultRequests.message, createdAt: consultRequests.createdAt }).from(consultRequests).where(eq(consultRequests.id, row.leadId))
      : Promise.resolve([]),
    row.reorderOf !== null ? db.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.id, row.reorderOf)) : Promise.resolve([]),
  ]);
  return {
    files,
    proofs: proofRows,
    events: events.map((e) => ({ ...e.event, actorName: e.actorName, actorRoles: e.actorRoles as string[] | null })),
    lead: lead[0] ? { reference: lead[0].reference, message: lead[0].message, created_at: lead[0].createdAt.toISOString() } : null,
    reorderOf: reorderOf[0] ?? null,
  };
}

function eventView(e: OrderParts['events'][number], memberId: number): OrderEventView {
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    note: e.note,
    by: e.actorId === null ? 'system' : e.actorId === memberId ? 'member' : 'staff',
    created_at: e.createdAt.toISOString(),
  };
}

function baseDetail(row: OrderRow, parts: OrderParts, waiting: 'quote' | 'proof' | null) {
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
    tracking_number: row.trackingNumber,
    ship_to: shipToView(row.shipTo),
    files: parts.files.map(fileView),
    proofs: parts.proofs.map(({ proof, file }) => proofView(proof, file, latest)),
    timeline: timelineOf(row.status, parts.events),
  };
}

function waitingOf(row: OrderRow, latest: { status: LatestProof }): 'quote' | 'proof' | null {
  if (row.status === 'quoted' && row.quoteDecision === null && row.unitPrice !== null) return 'quote';
  if (row.status !== 'cancelled' && row.status !== 'closed' && latest.status === 'pending') return 'proof';
  return null;
}

/* ───────────────────────── the member's side ───────────────────────── */

/**
 * The member's orders, what waits for them first, then the most recently changed; `status` filters (or 'waiting').
 * Every member page view of /user/myOrder and every GET /orders runs this, so it asks little: one
 * query counts the page's orders, the waiting ones and whether a lead waits to become an inquiry
 * (claimLeadsAsOrders, run only then); a second reads the page's rows, only when there are any
 * (it was five queries, two of them for the leads, on every view: docs/operations/performance.md).
 */
export async function listMemberOrders(db: Db, actor: Actor | null, query: OrderQuery, locale: Locale = DEFAULT_LOCALE): Promise<OrderPage> {
  const member = requireMember(actor);
  const mine = eq(orders.memberId, member.user.id);
  const filter: SQL | undefined =
    query.status === 'waiting' ? sql`(${waitingExpr}) is not null` : query.status ? eq(orders.status, query.status) : undefined;
  const countAll = () =>
    db
      .select({
        total: sql<number>`(count(*) filter (where ${filter ?? sql`true`}))::int`,
        waiting: sql<number>`(count(*) filter (where (${waitingExpr}) is not null))::int`,
        claimable: sql<boolean>`exists (select 1 from ${consultRequests} where ${claimableLeads(member.user)})`,
      })
      .from(orders)
      .where(mine);
  let [counts] = await countAll();
  if (counts.claimable) {
    await claimLeadsAsOrders(db, member.user.id, locale);
    [counts] = await countAll();
  }
  const offset = (query.page - 1) * ORDERS_PAGE_SIZE;
  const rows =
    counts.total > offset
      ? await db
          .select({ order: orders, waiting: waitingExpr, lead: consultRequests.reference, reorderOf: reorderOfReference })
          .from(orders)
          .leftJoin(consultRequests, eq(consultRequests.id, orders.leadId))
          .where(and(mine, filter))
          .orderBy(sql`(${waitingExpr}) is null`, desc(orders.updatedAt), desc(orders.id))
          .limit(ORDERS_PAGE_SIZE)
          .offset(offset)
      : [];
  return {
    list: rows.map((r) => summaryOf(r.order, r.waiting, r.lead, r.reorderOf)),
    total: counts.total,
    page: query.page,
    limit: ORDERS_PAGE_SIZE,
    waiting: counts.waiting,
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
    events: parts.events.map((e) => eventView(e, member.user.id)),
    can: {
      decide_quote: waiting === 'quote',
      decide_proof: waiting === 'proof' && latest ? latest.id : null,
      reorder: REORDERABLE.includes(row.status),
      choose_ship_to: SHIP_TO_OPEN.includes(row.status),
    },
  };
}

const designSpec = (d: typeof designs.$inferSelect): OrderSpec => ({
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
  const [design] = await db.select().from(designs).where(and(eq(designs.id, input.designId), eq(designs.memberId, member.user.id)));
  if (!design) throw notFound();
  const quantity = input.quantity ?? design.quantity;
  if (quantity === null) throw new InvalidInput({ quantity: { key: 'required' } });
  return withReference(
    (reference) =>
      db.transaction(async (tx) => {
        // The design and its files are held (FOR SHARE) until the order has them: a delete of either
        // at the same moment waits for this, or went first and is not copied (not a foreign-key 500).
        const [held] = await tx
          .select({ id: designs.id })
          .from(designs)
          .where(and(eq(designs.id, design.id), eq(designs.memberId, member.user.id)))
          .for('share');
        if (!held) throw notFound();
        const files = await tx
          .select({ fileId: designFiles.fileId })
          .from(designFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, designFiles.fileId))
          .where(eq(designFiles.designId, design.id))
          .orderBy(asc(designFiles.sort))
          .for('share', { of: storedFiles });
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
          })
          .returning();
        if (files.length) await tx.insert(orderFiles).values(files.map((f, sort) => ({ orderId: row.id, fileId: f.fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: input.note, actorId: member.user.id });
        await awardFirstOrder(asDb(tx), member.user.id, row);
        return { id: row.id, reference: row.reference };
      }),
    options.reference,
  ).then(counted('order', 'design'));
}

/** The member accepts or declines the quote: only while the order is quoted, a quote exists and it is not answered yet. */
export async function decideQuote(db: Db, actor: Actor | null, id: number, input: QuoteDecision): Promise<OrderDetail> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const row = await ownOrder(asDb(tx), member.user.id, id, true);
    if (row.status !== 'quoted' || row.unitPrice === null) throw badRequest('orders.noQuote');
    if (row.quoteDecision !== null) throw new ApiProblem(409, 'orders.quoteDecided');
    const [changed] = await tx
      .update(orders)
      .set({ quoteDecision: input.decision, quoteDecidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, row.id), isNull(orders.quoteDecision), eq(orders.status, 'quoted')))
      .returning({ id: orders.id });
    if (!changed) throw new ApiProblem(409, 'orders.quoteDecided');
    await addEvent(asDb(tx), row.id, { kind: input.decision === 'accepted' ? 'quote_accepted' : 'quote_declined', note: input.note, actorId: member.user.id });
    // Accepting presets where it goes: the member's default ship-to address (they may choose another until it ships).
    if (input.decision === 'accepted' && row.shipTo === null) {
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.memberId, member.user.id), eq(addresses.kind, 'shipping'), eq(addresses.isDefault, true)));
      if (address) await writeShipTo(asDb(tx), row.id, address, member.user.id);
    }
  });
  return getMemberOrder(db, actor, id);
}

type AddressRow = typeof addresses.$inferSelect;

/** A one-line summary of an address for the history (recipient, city, country). */
function addressLine(a: AddressRow): string {
  const place = a.region ? `${a.region.province.name} ${a.region.city.name} ${a.region.area.name}` : a.city;
  return [a.recipient, place, a.country].filter(Boolean).join(', ');
}

async function writeShipTo(db: Db, orderId: number, address: AddressRow, actorId: number): Promise<void> {
  const shipTo: OrderShipTo = {
    addressId: address.id,
    recipient: address.recipient,
    company: address.company,
    phone: address.phone,
    country: address.country,
    region: address.region ?? null,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    postalCode: address.postalCode,
    chosenAt: new Date().toISOString(),
  };
  await db.update(orders).set({ shipTo, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
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
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.memberId, member.user.id), eq(addresses.kind, 'shipping')));
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
    const [proof] = await tx.select().from(proofs).where(and(eq(proofs.id, proofId), eq(proofs.orderId, row.id)));
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
    await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, row.id));
    await addEvent(asDb(tx), row.id, {
      kind: input.decision === 'approve' ? 'proof_approved' : 'proof_changes',
      note: input.note ? `v${proof.version}: ${input.note}` : `v${proof.version}`,
      actorId: member.user.id,
    });
    if (input.decision === 'approve') await awardPoints(asDb(tx), member.user.id, 'proof_approved', { kind: 'proof', id: proof.id }, undefined, row.reference);
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
    .select({ proof: proofs, file: storedFiles, order: { id: orders.id, reference: orders.reference, title: orders.title, status: orders.status } })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .innerJoin(storedFiles, eq(storedFiles.id, proofs.fileId))
    .where(eq(orders.memberId, member.user.id))
    .orderBy(desc(proofs.createdAt), desc(proofs.id))
    .limit(500);
  const latest = new Map<number, number>();
  for (const r of rows) latest.set(r.order.id, Math.max(latest.get(r.order.id) ?? 0, r.proof.version));
  const list = rows.map((r): ManuscriptProof => {
    const view = proofView(r.proof, r.file, latest.get(r.order.id)!);
    return { ...view, order: r.order, waiting: view.latest && view.status === 'pending' && r.order.status !== 'cancelled' && r.order.status !== 'closed' };
  });
  return [...list.filter((p) => p.waiting), ...list.filter((p) => !p.waiting)];
}

/* ───────────────────────── leads as inquiries ───────────────────────── */

const LEAD_TITLE_MAX = 80;

/** A lead's title for the orders list: its product's name, else the first line of its message. */
function leadTitle(message: string, productName: string | null): string {
  if (productName) return productName;
  const line = message.split('\n').map((l) => l.trim()).find(Boolean) ?? message.trim();
  const chars = [...line];
  return chars.length > LEAD_TITLE_MAX ? `${chars.slice(0, LEAD_TITLE_MAX - 1).join('')}…` : line;
}

/** The leads of a member that claimLeadsAsOrders would make orders of (the rule below). */
function claimableLeads(member: { id: number; email: string | null; emailVerifiedAt: Date | null }): SQL | undefined {
  const byEmail =
    member.email && member.emailVerifiedAt ? and(isNull(consultRequests.userId), sql`lower(${consultRequests.email}) = lower(${member.email})`) : undefined;
  const unclaimed = sql`not exists (select 1 from ${orders} o where o.lead_id = ${consultRequests.id})`;
  return and(byEmail ? or(eq(consultRequests.userId, member.id), byEmail) : eq(consultRequests.userId, member.id), ne(consultRequests.status, 'spam'), unclaimed);
}

/**
 * A /contact request is the member's inquiry when they sent it logged in (`user_id`), or when it
 * came from the e-mail the member has verified (users.email_verified_at) and nobody's session sent
 * it. Each such lead (not marked spam) becomes an order in the `inquiry` state with `lead_id` set,
 * dated when the lead was sent, with the lead's message as the member's note and its files.
 * Idempotent: the unique `lead_id` keeps one order per lead however often (and however
 * concurrently) this runs; it runs whenever the member opens their orders. Answers how many orders
 * it made.
 */
export async function claimLeadsAsOrders(db: Db, memberId: number, locale: Locale = DEFAULT_LOCALE): Promise<number> {
  const [member] = await db.select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, memberId));
  if (!member) return 0;
  const leads = await db
    .select({ lead: consultRequests, productName: products.name })
    .from(consultRequests)
    .leftJoin(products, eq(products.id, consultRequests.productId))
    .where(claimableLeads(member))
    .orderBy(asc(consultRequests.createdAt))
    .limit(100);
  let made = 0;
  for (const { lead, productName } of leads) {
    const created = await withReference((reference) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            reference,
            memberId,
            leadId: lead.id,
            productId: lead.productId,
            title: leadTitle(lead.message, productName ? resolveText(productName, locale).value || null : null),
            spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
            memberNote: lead.message,
            quantity: lead.quantity && lead.quantity > 0 ? lead.quantity : 1,
            createdAt: lead.createdAt,
            updatedAt: lead.createdAt,
          })
          .onConflictDoNothing({ target: orders.leadId })
          .returning();
        if (!row) return false;
        const files = await tx.select({ fileId: consultAttachments.fileId }).from(consultAttachments).where(eq(consultAttachments.consultId, lead.id)).orderBy(asc(consultAttachments.sort));
        if (files.length) await tx.insert(orderFiles).values(files.map((f, sort) => ({ orderId: row.id, fileId: f.fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: lead.reference, actorId: null, at: lead.createdAt });
        await awardFirstOrder(asDb(tx), memberId, row);
        return true;
      }),
    );
    if (created) made += 1;
  }
  countCreated('order', 'lead', made);
  return made;
}

/* ───────────────────────── the back office ───────────────────────── */

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const memberName = (u: { id: number; nickname: string; account: string | null; phone: string | null }) => u.nickname || u.account || u.phone || `#${u.id}`;

function adminMember(u: typeof users.$inferSelect): AdminOrderMember {
  return { id: u.id, name: memberName(u), account: u.account, email: u.email, email_verified: u.emailVerifiedAt !== null, phone: u.phone, company: u.company };
}

/** The orders list of the back office: newest change first; status, keyword (reference, title, member, lead) and member filters. */
export async function listAdminOrders(db: Db, actor: Actor | null, query: AdminOrderQuery): Promise<AdminOrderPage> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const c: SQL[] = [];
  if (query.status) c.push(eq(orders.status, query.status));
  if (query.member) c.push(eq(orders.memberId, query.member));
  const keyword = query.keyword.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (keyword) {
    const p = `%${escapeLike(keyword)}%`;
    c.push(
      or(
        ilike(orders.reference, p),
        ilike(orders.title, p),
        ilike(users.account, p),
        ilike(users.nickname, p),
        ilike(users.email, p),
        ilike(users.company, p),
        ilike(users.phone, p),
        ilike(consultRequests.reference, p),
      )!,
    );
  }
  const where = c.length ? and(...c) : undefined;
  const base = () => db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.memberId)).leftJoin(consultRequests, eq(consultRequests.id, orders.leadId));
  const [[{ total }], rows] = await Promise.all([
    base().where(where),
    db
      .select({ order: orders, member: users, waiting: waitingExpr, lead: consultRequests.reference })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.memberId))
      .leftJoin(consultRequests, eq(consultRequests.id, orders.leadId))
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
  ]);
  return {
    list: rows.map((r): AdminOrderSummary => ({ ...summaryOf(r.order, r.waiting, r.lead), member: adminMember(r.member) })),
    total,
    page: query.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** An order as staff see it: the member, spec, files, quote, proofs and decisions, history with who did what, and the moves open now. */
export async function getAdminOrder(db: Db, actor: Actor | null, id: number): Promise<AdminOrderDetail> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const row = await anyOrder(db, id);
  const [parts, [member]] = await Promise.all([partsOf(db, row), db.select().from(users).where(eq(users.id, row.memberId))]);
  const latest = parts.proofs[0]?.proof ?? null;
  const facts = { hasQuote: row.unitPrice !== null, quoteDecision: row.quoteDecision as 'accepted' | 'declined' | null, latestProof: latest?.status ?? null };
  return {
    ...baseDetail(row, parts, waitingOf(row, { status: latest?.status ?? null })),
    member: adminMember(member),
    events: parts.events.map((e) => ({ ...eventView(e, row.memberId), actor: e.actorName })),
    moves: openMoves(row.status, facts),
    can_quote: canQuote(row.status, row.quoteDecision),
    can_upload_proof: canSendProof(row.status, row.quoteDecision, facts.latestProof),
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
  carrier: row.carrier,
  tracking_number: row.trackingNumber,
});

function checkFresh(row: OrderRow, expected: Date) {
  if (row.updatedAt.getTime() !== expected.getTime()) throw new ApiProblem(409, 'conflict');
}

/**
 * Sets (or revises) the quote: currency, unit price, quantity, sample and shipping fees (integer
 * minor units), lead time and a note. An inquiry becomes `quoted`; a revised quote waits for the
 * member's answer again. Not once the member accepted (work has started).
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
        unitPrice: input.unitPrice,
        quantity: input.quantity,
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
export async function moveOrder(db: Db, actor: Actor | null, id: number, input: MoveInput): Promise<AdminOrderDetail> {
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
    if (input.status === 'delivered') await awardPoints(asDb(tx), before.memberId, 'order_delivered', { kind: 'order', id }, undefined, before.reference);
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
export async function addProof(
  db: Db,
  actor: Actor | null,
  id: number,
  request: Request,
  from: { client: ClientMeta; name: string; note: string },
): Promise<AdminOrderDetail> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  try {
    const row = await anyOrder(db, id);
    if (!canSendProof(row.status, row.quoteDecision, (await latestProofOf(db, id)).status)) throw badRequest('orders.cannotSendProof');
  } catch (error) {
    await drain(request, MEMBER_FILES.maxBytes);
    throw error;
  }
  const stored = await storeUpload(
    db,
    request,
    { purpose: 'staff', maxBytes: MEMBER_FILES.maxBytes, kinds: ARTWORK_KINDS, thumbnail: true },
    { actor: staff, client: from.client, name: from.name },
  );
  try {
    await db.transaction(async (tx) => {
      const before = await anyOrder(asDb(tx), id, true);
      const latest = await latestProofOf(asDb(tx), id);
      if (!canSendProof(before.status, before.quoteDecision, latest.status)) throw badRequest('orders.cannotSendProof');
      const [file] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.handle, stored.handle));
      const [proof] = await tx
        .insert(proofs)
        .values({ orderId: id, version: latest.version + 1, fileId: file.id, staffNote: from.note, createdBy: staff.user.id })
        .returning();
      const moving = before.status !== 'proof';
      const [after] = await tx
        .update(orders)
        .set({ ...(moving ? { status: 'proof' as const } : {}), updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      if (moving) await addEvent(asDb(tx), id, { kind: 'status', status: 'proof', actorId: staff.user.id });
      await addEvent(asDb(tx), id, { kind: 'proof_sent', note: from.note ? `v${proof.version}: ${from.note}` : `v${proof.version}`, actorId: staff.user.id });
      await recordAudit(asDb(tx), { actor: staff }, {
        action: 'order.proof',
        entity: 'order',
        entityId: id,
        before: auditView(before),
        after: { ...auditView(after), proof: { id: proof.id, version: proof.version, file: stored.handle, name: stored.name, staff_note: from.note } },
      });
    });
  } catch (error) {
    const [gone] = await db.delete(storedFiles).where(eq(storedFiles.handle, stored.handle)).returning({ key: storedFiles.storageKey });
    if (gone) await getStorage().delete(gone.key).catch(() => undefined);
    throw error;
  }
  void makeThumbnail(db, stored.handle).catch(() => undefined);
  return getAdminOrder(db, actor, id);
}

/** A member's orders for their page in the back office (the newest first, a few). */
export async function ordersOfMember(db: Db, actor: Actor | null, memberId: number, limit = 10): Promise<{ list: AdminOrderSummary[]; total: number }> {
  const page = await listAdminOrders(db, actor, { status: null, keyword: '', member: memberId, page: 1 });
  return { list: page.list.slice(0, limit), total: page.total };
}

/** How many orders are at each status (the back office's filter counts). */
export async function orderCounts(db: Db, actor: Actor | null): Promise<Partial<Record<OrderStatus, number>>> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

