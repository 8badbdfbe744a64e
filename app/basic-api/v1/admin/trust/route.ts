import { TRUST_STAFF_ROLES } from '@/lib/api/contract/trust';
import { adminTrust } from '@/lib/server/trust/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/trust: the terms in every locale with their `updated_at`, and every certification in order (editor, admin). */
export const GET = staffRoute(TRUST_STAFF_ROLES, {}, async ({ db, actor }) => ok(await adminTrust(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
