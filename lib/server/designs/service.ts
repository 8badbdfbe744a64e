import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Design, DesignFile, DesignProduct } from '@/lib/api/contract/designs';
import type { Locale } from '@/lib/config';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { filesByIds, filesGroupedBy } from '@/lib/server/files/by-id';
import { memberFileView, ownedMemberFiles } from '@/lib/server/files/member-files';
import { favoritersOfProducts } from '@/lib/server/favorites/for-designs';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { clip, DESIGN_LIMITS, type DesignChange, type DesignFields, type DesignInput } from '@/lib/api/contract/designs';
import { designProducts, publishedProduct } from '@/lib/server/catalogue/for-designs';
import { designFiles, designs } from './schema';
import { DESIGN_STAFF_ROLES, SAVED_COUNT_ROLES } from '@/lib/api/contract/designs';

/*
 * Saved designs: a member's customisation of a catalogue product (size, material, colours, print
 * method, logo placement, artwork, quantity, notes), kept until they request a quote from it.
 * Every call names the member (the actor): another member's design is a 404 whatever the call,
 * and nothing changes. Artwork is the member's own files (FILES' ownedMemberFiles). A quantity
 * below the product's MOQ is saved with a warning, not refused: small runs are quoted differently,
 * not turned away. Member pages are rendered per request, so no cache tag is revalidated.
 */

type DesignRow = typeof designs.$inferSelect;

/** The artwork of designs, in their order. */
async function filesOf(db: Db, designIds: readonly number[]): Promise<Map<number, DesignFile[]>> {
  const out = new Map<number, DesignFile[]>();
  if (!designIds.length) return out;
  const links = await db
    .select({ owner: designFiles.designId, fileId: designFiles.fileId })
    .from(designFiles)
    .where(inArray(designFiles.designId, [...designIds]))
    .orderBy(asc(designFiles.sort), asc(designFiles.fileId));
  for (const [designId, files] of await filesGroupedBy(db, links))
    out.set(
      designId,
      files.map((file) => memberFileView(file)),
    );
  return out;
}

function toDesign(row: DesignRow, product: DesignProduct | null, files: DesignFile[]): Design {
  const belowMoq = product !== null && row.quantity !== null && row.quantity < product.moq;
  return {
    id: row.id,
    product,
    name: row.name,
    size: row.size,
    material: row.material,
    colours: row.colours,
    print_method: row.printMethod,
    logo_placement: row.logoPlacement,
    quantity: row.quantity,
    notes: row.notes,
    files,
    warnings: belowMoq ? { quantity: { key: 'belowMoq', moq: product.moq } } : {},
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function views(db: Db, rows: DesignRow[], locale: Locale): Promise<Design[]> {
  const [productsById, files] = await Promise.all([
    designProducts(
      db,
      rows.map((r) => r.productId).filter((id): id is number => id !== null),
      locale,
    ),
    filesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => toDesign(row, row.productId === null ? null : (productsById.get(row.productId) ?? null), files.get(row.id) ?? []));
}

/** The member's design by id, locked for the caller's transaction when asked; another member's is a 404. */
async function ownRow(db: Db, memberId: number, id: number, lock = false): Promise<DesignRow> {
  const query = db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Replaces a design's artwork with the member's own files, in the given order. */
async function setFiles(tx: Db, memberId: number, designId: number, handles: readonly string[]): Promise<void> {
  const rows = handles.length ? await ownedMemberFiles(tx, memberId, [...handles]) : [];
  const byHandle = new Map(rows.map((r) => [r.handle, r]));
  if (handles.some((h) => !byHandle.has(h))) throw new InvalidInput({ files: { key: 'fileUnknown' } });
  await tx.delete(designFiles).where(eq(designFiles.designId, designId));
  if (handles.length) {
    await tx.insert(designFiles).values(handles.map((handle, sort) => ({ designId, fileId: byHandle.get(handle)!.id, sort })));
  }
}

const columnsOf = (fields: Partial<DesignFields>) => ({
  ...(fields.name !== undefined && { name: fields.name }),
  ...(fields.size !== undefined && { size: fields.size }),
  ...(fields.material !== undefined && { material: fields.material }),
  ...(fields.colours !== undefined && { colours: fields.colours }),
  ...(fields.printMethod !== undefined && { printMethod: fields.printMethod }),
  ...(fields.logoPlacement !== undefined && { logoPlacement: fields.logoPlacement }),
  ...(fields.quantity !== undefined && { quantity: fields.quantity }),
  ...(fields.notes !== undefined && { notes: fields.notes }),
});

async function checkRoom(tx: Db, memberId: number): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(designs).where(eq(designs.memberId, memberId));
  if (n >= DESIGN_LIMITS.perMember) throw new ApiProblem(400, 'designs.limit', { values: { max: DESIGN_LIMITS.perMember } });
}

/** The member's designs, the last changed first. */
export async function listDesigns(db: Db, actor: Actor | null, locale: Locale): Promise<Design[]> {
  const member = requireMember(actor);
  const rows = await db.select().from(designs).where(eq(designs.memberId, member.user.id)).orderBy(desc(designs.updatedAt), desc(designs.id));
  return views(db, rows, locale);
}

/** One of the member's designs (another member's: 404). */
export async function getDesign(db: Db, actor: Actor | null, id: number, locale: Locale): Promise<Design> {
  const member = requireMember(actor);
  const row = await ownRow(db, member.user.id, id);
  return (await views(db, [row], locale))[0];
}

/**
 * A new design of a published product (else a field error on `product_id`); an empty name becomes
 * the product's name in the member's language; artwork must be the member's own files.
 */
export async function createDesign(db: Db, actor: Actor | null, input: DesignInput, locale: Locale): Promise<Design> {
  const member = requireMember(actor);
  const product = await publishedProduct(db, input.productId);
  if (!product) throw new InvalidInput({ product_id: { key: 'product' } });
  const productName = (await designProducts(db, [product.id], locale)).get(product.id)!.name;
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await checkRoom(t, member.user.id);
    const [created] = await t
      .insert(designs)
      .values({ memberId: member.user.id, productId: product.id, ...columnsOf(input), name: input.name || clip(productName, DESIGN_LIMITS.name - 1) })
      .returning();
    await setFiles(t, member.user.id, created.id, input.files);
    return created;
  });
  return (await views(db, [row], locale))[0];
}

/**
 * Changes the fields present of one of the member's designs, if it has not changed since it was
 * read (`expectedUpdatedAt`; else 409, e.g. a save from another tab); `files` replaces the artwork.
 */
export async function updateDesign(db: Db, actor: Actor | null, id: number, change: DesignChange, locale: Locale): Promise<Design> {
  const member = requireMember(actor);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await ownRow(t, member.user.id, id, true);
    if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'designs.stale');
    const columns = columnsOf(change);
    if (change.name === '') delete columns.name;
    const [after] = await t
      .update(designs)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(designs.id, id))
      .returning();
    if (change.files !== undefined) await setFiles(t, member.user.id, id, change.files);
    return after;
  });
  return (await views(db, [row], locale))[0];
}

/** A copy of one of the member's designs (same product, fields and artwork), named by `copyName`. */
export async function duplicateDesign(db: Db, actor: Actor | null, id: number, locale: Locale, copyName: (name: string) => string): Promise<Design> {
  const member = requireMember(actor);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const source = await ownRow(t, member.user.id, id);
    await checkRoom(t, member.user.id);
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
    const [created] = await t
      .insert(designs)
      .values({ ...copy, name: clip(copyName(source.name), DESIGN_LIMITS.name - 1) })
      .returning();
    // The files are held (FOR SHARE) until the copy has them: a file deleted at the same moment waits
    // for this, or went first and is not copied (not a foreign-key 500).
    const links = await t.select({ fileId: designFiles.fileId, sort: designFiles.sort }).from(designFiles).where(eq(designFiles.designId, source.id));
    const held = await filesByIds(
      t,
      links.map((l) => l.fileId),
      'share',
    );
    const files = links.filter((l) => held.has(l.fileId));
    if (files.length) await t.insert(designFiles).values(files.map((f) => ({ ...f, designId: created.id })));
    return created;
  });
  return (await views(db, [row], locale))[0];
}

/** Deletes one of the member's designs (its artwork files stay in their file area); with `expectedUpdatedAt`, a design changed since is kept (409). */
export async function deleteDesign(db: Db, actor: Actor | null, id: number, expectedUpdatedAt: Date | null = null): Promise<void> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await ownRow(t, member.user.id, id, true);
    if (expectedUpdatedAt && before.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'designs.stale');
    await t.delete(designs).where(eq(designs.id, id));
  });
}

/**
 * For ORDERS' "request a quote": the member's design row and its artwork file rows (in order), in
 * the caller's transaction; another member's design is a 404.
 */
export async function designForQuote(tx: Db, memberId: number, id: number) {
  const design = await ownRow(tx, memberId, id);
  const links = await tx.select({ owner: designFiles.designId, fileId: designFiles.fileId }).from(designFiles).where(eq(designFiles.designId, id)).orderBy(asc(designFiles.sort));
  return { design, files: (await filesGroupedBy(tx, links)).get(id) ?? [] };
}

/* ------------------------------------------------------------------ staff side */

/** A member's designs for the back office's member page (sales, admin). */
export async function designsOfMember(db: Db, actor: Actor | null, memberId: number, locale: Locale): Promise<Design[]> {
  requireRole(actor, ...DESIGN_STAFF_ROLES);
  const rows = await db.select().from(designs).where(eq(designs.memberId, memberId)).orderBy(desc(designs.updatedAt), desc(designs.id));
  return views(db, rows, locale);
}

export interface SavedCount {
  /** Members who saved it: as a favourite, in a design, or both (each counted once). */
  members: number;
  favorites: number;
  designs: number;
}

/** How many members saved each of `productIds` (the back office's product list; editor, sales, admin). */
export async function savedCounts(db: Db, actor: Actor | null, productIds: readonly number[]): Promise<Map<number, SavedCount>> {
  requireRole(actor, ...SAVED_COUNT_ROLES);
  const ids = [...new Set(productIds)];
  const out = new Map<number, SavedCount>(ids.map((id) => [id, { members: 0, favorites: 0, designs: 0 }]));
  if (!ids.length) return out;
  // The favourites' savers (one row per favourite) and the designs' (distinct members, and how
  // many designs): a member who did both counts once in `members`.
  const [favs, designers, designed] = await Promise.all([
    favoritersOfProducts(db, ids),
    db.selectDistinct({ productId: designs.productId, memberId: designs.memberId }).from(designs).where(inArray(designs.productId, ids)),
    db.select({ productId: designs.productId, n: count() }).from(designs).where(inArray(designs.productId, ids)).groupBy(designs.productId),
  ]);
  const savers = new Map<number, Set<number>>(ids.map((id) => [id, new Set<number>()]));
  for (const f of favs) {
    out.get(f.productId)!.favorites += 1;
    savers.get(f.productId)!.add(f.memberId);
  }
  for (const d of designers) if (d.productId !== null) savers.get(d.productId)!.add(d.memberId);
  for (const [productId, members] of savers) out.get(productId)!.members = members.size;
  for (const r of designed) if (r.productId !== null) out.get(r.productId)!.designs = Number(r.n);
  return out;
}
