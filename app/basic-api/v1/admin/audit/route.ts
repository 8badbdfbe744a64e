import { listAudit } from '@/lib/server/audit/service';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { parseId } from '@/lib/parse-id';
import { AUDIT_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/audit?page=&entity=&entity_id= → the audit log, newest first (admin). */
export const GET = staffRoute(AUDIT_STAFF_ROLES, {}, async ({ db, actor, query }) =>
  ok(
    await listAudit(db, actor, {
      page: (query.page && parseId(query.page)) || 1,
      entity: query.entity?.slice(0, 40) || undefined,
      entityId: query.entity_id?.slice(0, 40) || undefined,
    }),
  ),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
