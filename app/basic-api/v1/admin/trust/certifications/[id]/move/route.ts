import { TRUST_STAFF_ROLES } from '@/lib/api/contract/trust';
import { moveCertification } from '@/lib/server/trust/manage';
import { moveHandler, moveSpec } from '@/lib/server/catalogue/move-route';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/trust/certifications/{id}/move `{ direction: 'up' | 'down' }`: one place up or down → every certification, in the new order. */
export const POST = staffRoute(
  TRUST_STAFF_ROLES,
  moveSpec,
  moveHandler(async (db, actor, id, direction) => ({ list: await moveCertification(db, actor, id, direction) })),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
