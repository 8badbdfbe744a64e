import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { auditLog } from './schema';

/**
 * The first recorded staff action of these kinds on each of these entities (a lead's first note or
 * change: its first response), with who made it and when; an entity nobody acted on is absent.
 */
export async function firstStaffActions(db: Db, entity: string, ids: readonly number[], actions: readonly string[]): Promise<Map<number, { actorId: number; at: Date }>> {
  const unique = [...new Set(ids)].map(String);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditLog.entityId], { entityId: auditLog.entityId, actorId: auditLog.actorId, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, unique), inArray(auditLog.action, [...actions]), isNotNull(auditLog.actorId)))
    .orderBy(auditLog.entityId, asc(auditLog.createdAt), asc(auditLog.id));
  return new Map(rows.map((r) => [Number(r.entityId), { actorId: r.actorId ?? 0, at: r.at }]));
}
