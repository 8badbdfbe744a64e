import 'server-only';
import { readAsActor } from '@/lib/server/http/page';
import { listAudit } from './service';

/** The audit log's page door (lib/server/http/page.ts): the service the route calls, as the page's actor. */

/** /admin/audit: a page of the log, newest first. */
export const auditLog = (page: number) => readAsActor((db, actor) => listAudit(db, actor, { page }));
