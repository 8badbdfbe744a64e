import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { TRANSLATE_LIMITS, TRANSLATE_STAFF_ROLES, type ProtectedTerm, type ProtectedTermInput, type ProtectedTermList } from '@/lib/api/contract/translate';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { protectedTerms } from './schema';
import { revalidateProtectedTerms } from './tags';

/*
 * The protected terms staff keep in the back office (editor, admin): the company's name, materials
 * and brands, never sent to be translated. Every write is audited in its transaction.
 */

/** Every term, as fills use them (no role: the fill checked it). */
export async function allTerms(db: Db): Promise<string[]> {
  const rows = await db.select({ term: protectedTerms.term }).from(protectedTerms);
  return rows.map((r) => r.term);
}

export async function listProtectedTerms(db: Db, actor: Actor | null): Promise<ProtectedTermList> {
  requireRole(actor, ...TRANSLATE_STAFF_ROLES);
  const rows = await db
    .select({ id: protectedTerms.id, term: protectedTerms.term })
    .from(protectedTerms)
    .orderBy(asc(sql`lower(${protectedTerms.term})`), asc(protectedTerms.id));
  return { list: rows };
}

/** Adds a term; one that is there already (ignoring case) is refused as taken, a full list as too many. */
export async function addProtectedTerm(db: Db, actor: Actor | null, input: ProtectedTermInput): Promise<ProtectedTerm> {
  const staff = requireRole(actor, ...TRANSLATE_STAFF_ROLES);
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One list for everyone: two additions at once must not both pass the checks below.
    await t.execute(sql`lock table ${protectedTerms} in share row exclusive mode`);
    const [clash] = await t
      .select({ id: protectedTerms.id })
      .from(protectedTerms)
      .where(sql`lower(${protectedTerms.term}) = lower(${input.term})`);
    if (clash) throw new InvalidInput({ term: { key: 'taken' } });
    const [{ n }] = await t.select({ n: sql<number>`count(*)::int` }).from(protectedTerms);
    if (n >= TRANSLATE_LIMITS.terms) throw new ApiProblem(400, 'translate.tooMany', { values: { max: TRANSLATE_LIMITS.terms } });
    const [row] = await t.insert(protectedTerms).values({ term: input.term }).returning({ id: protectedTerms.id, term: protectedTerms.term });
    await recordAudit(t, { actor: staff }, { action: 'protected_term.create', entity: 'protected_term', entityId: row.id, before: null, after: row });
    return row;
  });
  revalidateProtectedTerms();
  return created;
}

export async function deleteProtectedTerm(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...TRANSLATE_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.delete(protectedTerms).where(eq(protectedTerms.id, id)).returning({ id: protectedTerms.id, term: protectedTerms.term });
    if (!row) throw notFound();
    await recordAudit(t, { actor: staff }, { action: 'protected_term.delete', entity: 'protected_term', entityId: id, before: row, after: null });
  });
  revalidateProtectedTerms();
}
