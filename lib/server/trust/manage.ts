import 'server-only';
import { asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { MoveDirection } from '@/lib/api/contract/catalogue-admin';
import {
  TRUST_LIMITS,
  TRUST_STAFF_ROLES,
  type AdminCertification,
  type AdminTrust,
  type AdminTrustTerms,
  type CertificationChange,
  type CertificationInput,
  type TrustTermsInput,
} from '@/lib/api/contract/trust';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { movedOrder } from '@/lib/server/catalogue/manage-categories';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { claimDocument, dropBytes, dropDocumentRow } from './documents';
import { trustCertifications, trustTerms } from './schema';
import { revalidateTrust } from './tags';
import { certificationsInOrder } from './views';

/*
 * The trust facts in the back office (editor, admin): the terms in 14 languages, and the
 * certifications in the order the pages show them. Each write is one transaction with its audit
 * row; the `trust` tag is revalidated once it has committed.
 */

const conflict = () => new ApiProblem(409, 'conflict');

function termsView(row: typeof trustTerms.$inferSelect | undefined): AdminTrustTerms {
  return {
    samples: row?.samples ?? {},
    payment: row?.payment ?? {},
    shipping: row?.shipping ?? {},
    regions: row?.regions ?? {},
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

const audited = (row: typeof trustCertifications.$inferSelect) => ({
  name: row.name,
  number: row.number,
  issuer: row.issuer,
  valid_until: row.validUntil,
  file_id: row.fileId,
  sort: row.sort,
});

/** The terms in every locale and every certification in order. */
export async function adminTrust(db: Db, actor: Actor | null): Promise<AdminTrust> {
  requireRole(actor, ...TRUST_STAFF_ROLES);
  const [[terms], certifications] = await Promise.all([db.select().from(trustTerms).where(eq(trustTerms.id, 1)), certificationsInOrder(db)]);
  return { terms: termsView(terms), certifications };
}

/** Saves the four terms, if nobody saved them since `expectedUpdatedAt` (else 409; null: they were never saved). */
export async function saveTrustTerms(db: Db, actor: Actor | null, input: TrustTermsInput): Promise<AdminTrustTerms> {
  const staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(trustTerms).where(eq(trustTerms.id, 1)).for('update');
    if ((before?.updatedAt.getTime() ?? null) !== (input.expectedUpdatedAt?.getTime() ?? null)) throw conflict();
    const [after] = await tx
      .insert(trustTerms)
      .values({ id: 1, ...input.terms })
      .onConflictDoUpdate({ target: trustTerms.id, set: { ...input.terms, updatedAt: sql`now()` } })
      .returning();
    const { updated_at: _before, ...old } = termsView(before);
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'trust.terms', entity: 'trust_terms', entityId: 1, before: before ? old : null, after: input.terms });
    return after;
  });
  revalidateTrust();
  return termsView(row);
}

async function oneCertification(db: Db, id: number): Promise<AdminCertification> {
  const found = (await certificationsInOrder(db)).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

/** A new certification, last in the list; at most TRUST_LIMITS.certifications of them (else 400). */
export async function createCertification(db: Db, actor: Actor | null, input: CertificationInput): Promise<AdminCertification> {
  const staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  const id = await db.transaction(async (tx) => {
    // Serialises creations, so two at once cannot pass the count together.
    await tx.execute(sql`lock table ${trustCertifications} in share row exclusive mode`);
    const [{ total, last }] = await tx.select({ total: count(), last: max(trustCertifications.sort) }).from(trustCertifications);
    if (total >= TRUST_LIMITS.certifications) throw new ApiProblem(400, 'trust.tooMany', { values: { max: TRUST_LIMITS.certifications } });
    const fileId = await claimDocument(tx as unknown as Db, input.document, null);
    const [created] = await tx
      .insert(trustCertifications)
      .values({ name: input.name, number: input.number, issuer: input.issuer, validUntil: input.validUntil, fileId, sort: (last ?? -1) + 1 })
      .returning();
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      { action: 'trust.certification.create', entity: 'trust_certification', entityId: created.id, before: null, after: audited(created) },
    );
    return created.id;
  });
  revalidateTrust();
  return oneCertification(db, id);
}

/** Changes a certification (the whole form), if nobody changed it since (else 409); a replaced document is deleted. */
export async function updateCertification(db: Db, actor: Actor | null, id: number, change: CertificationChange): Promise<AdminCertification> {
  const staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  const gone = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(trustCertifications).where(eq(trustCertifications.id, id)).for('update');
    if (!before) throw notFound();
    if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw conflict();
    const fileId = await claimDocument(tx as unknown as Db, change.document, id);
    const [after] = await tx
      .update(trustCertifications)
      .set({ name: change.name, number: change.number, issuer: change.issuer, validUntil: change.validUntil, fileId, updatedAt: sql`now()` })
      .where(eq(trustCertifications.id, id))
      .returning();
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      { action: 'trust.certification.update', entity: 'trust_certification', entityId: id, before: audited(before), after: audited(after) },
    );
    return before.fileId !== fileId ? dropDocumentRow(tx as unknown as Db, before.fileId) : null;
  });
  await dropBytes(gone);
  revalidateTrust();
  return oneCertification(db, id);
}

/** Moves a certification one place up or down (the order is renumbered 0, 1, 2 …) → every certification in the new order. */
export async function moveCertification(db: Db, actor: Actor | null, id: number, direction: MoveDirection): Promise<AdminCertification[]> {
  const staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  const changed = await db.transaction(async (tx) => {
    // Locked in their order, so two moves at once take turns.
    const ids = (await tx.select({ id: trustCertifications.id }).from(trustCertifications).orderBy(asc(trustCertifications.sort), asc(trustCertifications.id)).for('update')).map(
      (r) => r.id,
    );
    if (!ids.includes(id)) throw notFound();
    const order = movedOrder(ids, id, direction);
    if (!order) return false;
    // One statement renumbers them all: each row's place in the new order (0, 1, 2 …).
    const places = sql.join(
      order.map((rowId) => sql`${rowId}`),
      sql`, `,
    );
    await tx
      .update(trustCertifications)
      .set({ sort: sql`array_position(array[${places}]::int[], ${trustCertifications.id}) - 1` })
      .where(inArray(trustCertifications.id, order));
    const trail = { before: { order: ids }, after: { order, direction } };
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'trust.certification.move', entity: 'trust_certification', entityId: id, ...trail });
    return true;
  });
  if (changed) revalidateTrust();
  return certificationsInOrder(db);
}

/** Deletes a certification and its document; with `expectedUpdatedAt`, one changed since is not deleted (409). */
export async function deleteCertification(db: Db, actor: Actor | null, id: number, expectedUpdatedAt: Date | null = null): Promise<void> {
  const staff = requireRole(actor, ...TRUST_STAFF_ROLES);
  const gone = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(trustCertifications).where(eq(trustCertifications.id, id)).for('update');
    if (!before) throw notFound();
    if (expectedUpdatedAt && before.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw conflict();
    await tx.delete(trustCertifications).where(eq(trustCertifications.id, id));
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      { action: 'trust.certification.delete', entity: 'trust_certification', entityId: id, before: audited(before), after: null },
    );
    return dropDocumentRow(tx as unknown as Db, before.fileId);
  });
  await dropBytes(gone);
  revalidateTrust();
}
