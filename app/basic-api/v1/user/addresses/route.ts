import { addressSchema, type AddressFields } from '@/lib/api/contract/addresses';
import { validate } from '@/lib/validation/kit';
import { createAddress, listAddresses } from '@/lib/server/addresses/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /user/addresses: the member's addresses (shipping first, each kind's default first). */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await listAddresses(db, actor)));

/** POST /user/addresses: a new address (201); the first of its kind becomes its default. */
export const POST = memberRoute<AddressFields>({ body: (f) => validate(addressSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createAddress(db, actor, body), t('addresses.saved'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
