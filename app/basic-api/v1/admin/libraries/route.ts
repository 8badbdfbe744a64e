import { listAdminLibraries } from '@/lib/server/content/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/libraries: the seven content libraries with their texts per locale, visibility and counts (editor, admin). */
export const GET = staffRoute(CONTENT_STAFF_ROLES, {}, async ({ db, actor }) => ok({ list: await listAdminLibraries(db, actor) }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
