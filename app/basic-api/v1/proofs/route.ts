import { listMemberProofs } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /proofs: the member's proofs across their orders, the ones waiting for them first (/manuscript). */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await listMemberProofs(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
