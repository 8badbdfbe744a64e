import 'server-only';
import { asc, eq, max, sql } from 'drizzle-orm';
import type { AdminFaq, FaqChange, FaqInput, MoveDirection } from '@/lib/api/contract/catalogue-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { recordRevision } from '@/lib/server/revisions/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { movedOrder } from './manage-categories';
import { revalidateCatalogue } from './revalidate';
import { faqs } from './schema';
import { TAGS } from './tags';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The FAQ in the back office (editor, admin): questions and answers per locale, in the order the
 * public page shows them. Each write is one transaction with its audit row; the `faq` tag is
 * revalidated once it has committed.
 */

type FaqRow = typeof faqs.$inferSelect;

const view = (row: FaqRow) => ({ question: row.question, answer: row.answer, sort: row.sort });
/** The fields the FAQ form edits, as its history keeps them. */
export const faqSnapshot = (row: FaqRow) => ({ question: row.question, answer: row.answer });

function toAdmin(row: FaqRow): AdminFaq {
  return { id: row.id, question: row.question, answer: row.answer, sort: row.sort, updated_at: row.updatedAt.toISOString() };
}

/** Every question, in the public order. */
export async function listAdminFaqs(db: Db, actor: Actor | null): Promise<AdminFaq[]> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map(toAdmin);
}

/** A new question, last in the list. */
export async function createFaq(db: Db, actor: Actor | null, input: FaqInput): Promise<AdminFaq> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const row = await db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(faqs.sort) }).from(faqs);
    const [created] = await tx
      .insert(faqs)
      .values({ question: input.question, answer: input.answer, sort: (last ?? -1) + 1 })
      .returning();
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'faq.create', entity: 'faq', entityId: created.id, before: null, after: view(created) });
    await recordRevision(tx as unknown as Db, staff, 'faq', created.id, null, faqSnapshot(created));
    return created;
  });
  revalidateCatalogue(TAGS.faq);
  return toAdmin(row);
}

/** Changes a question or its answer, if nobody changed it since `expectedUpdatedAt` (else 409). */
export async function updateFaq(db: Db, actor: Actor | null, id: number, change: FaqChange): Promise<AdminFaq> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw notFound();
    if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    const [after] = await tx
      .update(faqs)
      .set({
        ...(change.question ? { question: change.question } : {}),
        ...(change.answer ? { answer: change.answer } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(faqs.id, id))
      .returning();
    if (change.question || change.answer) await clearMachineMarks(tx as unknown as Db, 'faq', id);
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'faq.update', entity: 'faq', entityId: id, before: view(before), after: view(after) });
    await recordRevision(tx as unknown as Db, staff, 'faq', id, faqSnapshot(before), faqSnapshot(after));
    return after;
  });
  revalidateCatalogue(TAGS.faq);
  return toAdmin(row);
}

/** Moves a question one place up or down (the order is renumbered 0, 1, 2 …). */
export async function moveFaq(db: Db, actor: Actor | null, id: number, direction: MoveDirection): Promise<AdminFaq[]> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const changed = await db.transaction(async (tx) => {
    const all = await tx.select({ id: faqs.id, sort: faqs.sort }).from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)).for('update');
    if (!all.some((r) => r.id === id)) throw notFound();
    const order = movedOrder(
      all.map((r) => r.id),
      id,
      direction,
    );
    if (!order) return false;
    for (const [index, faqId] of order.entries()) {
      if (all.find((r) => r.id === faqId)!.sort !== index) await tx.update(faqs).set({ sort: index }).where(eq(faqs.id, faqId));
    }
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      {
        action: 'faq.move',
        entity: 'faq',
        entityId: id,
        before: { order: all.map((r) => r.id) },
        after: { order, direction },
      },
    );
    return true;
  });
  if (changed) revalidateCatalogue(TAGS.faq);
  return listAdminFaqs(db, actor);
}

/** Deletes a question; with `expectedUpdatedAt`, one changed since is not deleted (409). */
export async function deleteFaq(db: Db, actor: Actor | null, id: number, expectedUpdatedAt: Date | null = null): Promise<void> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw notFound();
    if (expectedUpdatedAt && before.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'faq.delete', entity: 'faq', entityId: id, before: view(before), after: null });
  });
  revalidateCatalogue(TAGS.faq);
}
