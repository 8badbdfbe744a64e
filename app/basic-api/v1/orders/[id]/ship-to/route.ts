import { shipToSchema, type ShipToInput } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { setShipTo } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** PUT /orders/{id}/ship-to {address_id}: one of the member's own ship-to addresses, until the order ships (400 after; another member's order or address 404). */
export const PUT = memberRoute<ShipToInput, { id: string }>({ body: (f) => validate(shipToSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await setShipTo(db, actor, idParam(params.id), body), t('orders.shipToSaved')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
