import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { auditLog } from './schema';
import { AUDIT_STAFF_ROLES } from '@/lib/api/contract';

/**
 * Who did a staff write: a staff member of a session, or the command line on the machine; or a
 * member's own write without a session that the business must be able to trace (a password reset),
 * named by id only.
 */
export type Author = { actor: Actor } | { commandLine: string } | { memberId: number };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export function authorOf(author: Author): { actorId: number | null; actorLabel: string } {
  if ('commandLine' in author) return { actorId: null, actorLabel: `command line (${author.commandLine})` };
  if ('memberId' in author) return { actorId: author.memberId, actorLabel: `member #${author.memberId}` };
  const { user } = author.actor;
  return { actorId: user.id, actorLabel: user.account ?? user.nickname ?? `#${user.id}` };
}

/** Records a staff write; call it in the write's own transaction, so the record and the change stand or fall together. */
export async function recordAudit(db: Db, author: Author, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...authorOf(author),
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Records many writes of one author at once (a spreadsheet import), in the writes' transaction. */
export async function recordAudits(db: Db, author: Author, entries: readonly AuditEntry[]): Promise<void> {
  const by = authorOf(author);
  for (let at = 0; at < entries.length; at += 500) {
    await db
      .insert(auditLog)
      .values(
        entries
          .slice(at, at + 500)
          .map((entry) => ({ ...by, action: entry.action, entity: entry.entity, entityId: String(entry.entityId), before: entry.before ?? null, after: entry.after ?? null })),
      );
  }
}

export interface AuditQuery {
  page: number;
  entity?: string;
  entityId?: string;
}

export const AUDIT_PAGE_SIZE = 30;

/** The audit log, newest first (admins only). */
export async function listAudit(db: Db, actor: Actor | null, query: AuditQuery) {
  requireRole(actor, ...AUDIT_STAFF_ROLES);
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return { list: rows, total, page: query.page, limit: AUDIT_PAGE_SIZE };
}
