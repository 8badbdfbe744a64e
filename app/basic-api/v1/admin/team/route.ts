import { TEAM_STAFF_ROLES } from '@/lib/api/contract/help';
import { listTeam } from '@/lib/server/help/service';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/team: every staff account with its card and how many members it looks after (admin). */
export const GET = staffRoute(TEAM_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listTeam(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
