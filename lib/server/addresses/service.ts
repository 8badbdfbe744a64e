import 'server-only';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressView } from '@/lib/api/contract';
import type { AddressKind } from '@/lib/config';
import { ADDRESS_BOOK_MAX, type AddressFields } from '@/lib/api/contract/addresses';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { columnsFrom } from '@/lib/server/db/columns';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { isKnownRegion } from './regions';
import { addresses } from './schema';
import { ADDRESS_STAFF_ROLES } from '@/lib/api/contract/addresses';

/*
 * The member's address book: ship-to and bill-to addresses, a default of each. Every call is the
 * acting member's own rows only: another member's id is a 404 and nothing changes. One default
 * per member and kind is the database's rule (a partial unique index); a write that makes one
 * default unsets the other in the same transaction, and a kind that still has addresses never
 * stays without a default (the first of a kind becomes it; deleting or moving the default hands
 * it to the newest one left).
 */

type Row = typeof addresses.$inferSelect;

/** The advisory lock space of address writes (the second key is the member). */
const ADDRESS_LOCK = 7011;

export function addressView(row: Row): AddressView {
  return {
    id: row.id,
    kind: row.kind,
    is_default: row.isDefault,
    recipient: row.recipient,
    company: row.company,
    phone: row.phone,
    country: row.country,
    region: row.region ?? null,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postal_code: row.postalCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const order = [asc(addresses.kind), desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id)];

async function rowsOf(db: Db, memberId: number): Promise<Row[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(...order);
}

/** The member's addresses: shipping first, each kind's default first, then the latest changed. */
export async function listAddresses(db: Db, actor: Actor | null): Promise<AddressView[]> {
  const member = requireMember(actor);
  return (await rowsOf(db, member.user.id)).map(addressView);
}

/** A member's addresses for the back office (sales). */
export async function addressesOfMember(db: Db, actor: Actor | null, memberId: number): Promise<AddressView[]> {
  requireRole(actor, ...ADDRESS_STAFF_ROLES);
  return (await rowsOf(db, memberId)).map(addressView);
}

/** The row of the member's own address, locked for the transaction; anyone else's (or none) is a 404. */
async function ownRow(tx: Db, memberId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

function checkRegion(input: AddressFields): void {
  if (input.region && !isKnownRegion(input.region)) throw new InvalidInput({ region: { key: 'region' } });
}

function columns(input: AddressFields) {
  return { ...columnsFrom(input, ['kind', 'recipient', 'company', 'phone', 'country', 'region', 'line1', 'line2', 'city']), postalCode: input.postal_code };
}

async function clearDefault(tx: Db, memberId: number, kind: AddressKind): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, kind), eq(addresses.isDefault, true)));
}

/** A kind with addresses but no default gets its newest one as the default. */
async function keepADefault(tx: Db, memberId: number, kind: AddressKind): Promise<void> {
  const mine = and(eq(addresses.memberId, memberId), eq(addresses.kind, kind));
  const [hasDefault] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(mine, eq(addresses.isDefault, true)))
    .limit(1);
  if (hasDefault) return;
  const [newest] = await tx.select({ id: addresses.id }).from(addresses).where(mine).orderBy(desc(addresses.updatedAt), desc(addresses.id)).limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

async function hasAny(tx: Db, memberId: number, kind: AddressKind, except?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, kind), except !== undefined ? ne(addresses.id, except) : undefined))
    .limit(1);
  return !!row;
}

/** A new address (201). The first of its kind is the default whatever was asked. */
export async function createAddress(db: Db, actor: Actor | null, input: AddressFields, now: Date = new Date()): Promise<AddressView> {
  const member = requireMember(actor);
  checkRegion(input);
  const memberId = member.user.id;
  return db.transaction(async (tx) => {
    // Serialise this member's address writes (the count and the default below).
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${memberId})`);
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
    if (Number(n) >= ADDRESS_BOOK_MAX) throw new ApiProblem(409, 'addresses.full', { values: { max: ADDRESS_BOOK_MAX } });
    const makeDefault = input.is_default || !(await hasAny(tx, memberId, input.kind));
    if (makeDefault) await clearDefault(tx, memberId, input.kind);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columns(input), memberId, isDefault: makeDefault, createdAt: now, updatedAt: now })
      .returning();
    return addressView(row);
  });
}

/** Changes an address of the member's own. `is_default: true` makes it the default of its kind. */
export async function updateAddress(db: Db, actor: Actor | null, id: number, input: AddressFields, now: Date = new Date()): Promise<AddressView> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${memberId})`);
    const before = await ownRow(tx, memberId, id);
    checkRegion(input);
    const sameKind = before.kind === input.kind;
    // Moving to another kind: it becomes that kind's default when asked or when it is its first.
    const makeDefault = input.is_default || (sameKind ? before.isDefault : !(await hasAny(tx, memberId, input.kind, id)));
    if (makeDefault) await clearDefault(tx, memberId, input.kind);
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(input), isDefault: makeDefault, updatedAt: now })
      .where(eq(addresses.id, id))
      .returning();
    if (!sameKind) await keepADefault(tx, memberId, before.kind);
    const [after] = await tx.select().from(addresses).where(eq(addresses.id, row.id));
    return addressView(after);
  });
}

/** Makes an address the default of its kind (the other default of that kind stops being one). */
export async function setDefaultAddress(db: Db, actor: Actor | null, id: number, now: Date = new Date()): Promise<AddressView> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${memberId})`);
    const row = await ownRow(tx, memberId, id);
    if (row.isDefault) return addressView(row);
    await clearDefault(tx, memberId, row.kind);
    const [updated] = await tx.update(addresses).set({ isDefault: true, updatedAt: now }).where(eq(addresses.id, id)).returning();
    return addressView(updated);
  });
}

/** Deletes an address of the member's own; a deleted default hands over to the newest one of its kind. */
export async function deleteAddress(db: Db, actor: Actor | null, id: number): Promise<void> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${memberId})`);
    const row = await ownRow(tx, memberId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (row.isDefault) await keepADefault(tx, memberId, row.kind);
  });
}
