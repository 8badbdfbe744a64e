import { setDefaultAddress } from '@/lib/server/addresses/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /user/addresses/{id}/default: the default of its kind (the other one of that kind stops being it). */
export const POST = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params, t }) =>
  ok(await setDefaultAddress(db, actor, idParam(params.id)), t('addresses.defaultSaved')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
