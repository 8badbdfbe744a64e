import { addressSchema, type AddressFields } from '@/lib/api/contract/addresses';
import { validate } from '@/lib/validation/kit';
import { deleteAddress, updateAddress } from '@/lib/server/addresses/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** PATCH /user/addresses/{id}: the whole address again (another member's id: 404, nothing changed). */
export const PATCH = memberRoute<AddressFields, { id: string }>({ body: (f) => validate(addressSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await updateAddress(db, actor, idParam(params.id), body), t('addresses.saved')),
);

/** DELETE /user/addresses/{id}: gone; a deleted default hands over to the newest of its kind. */
export const DELETE = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params, t }) => {
  await deleteAddress(db, actor, idParam(params.id));
  return ok(null, t('addresses.deleted'));
});
export const { GET, POST, PUT } = methodNotAllowed();
