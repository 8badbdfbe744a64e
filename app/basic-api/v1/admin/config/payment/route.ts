import { validate } from '@/lib/validation/kit';
import { PAYMENT_STAFF_ROLES, paymentDetailsSchema, type PaymentDetailsInput } from '@/lib/api/contract/payment-details';
import { getPaymentDetails, savePaymentDetails } from '@/lib/server/catalogue/payment-details';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/config/payment: the payment details proformas show (`values` by field) and `updated_at` (null before the first save) (admin). */
export const GET = staffRoute(PAYMENT_STAFF_ROLES, {}, async ({ db, actor }) => ok(await getPaymentDetails(db, actor)));

/** PUT /admin/config/payment: every field and `updated_at` as read (409 when any changed since; audited) (admin). */
export const PUT = staffRoute<PaymentDetailsInput>(PAYMENT_STAFF_ROLES, { body: (f) => validate(paymentDetailsSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await savePaymentDetails(db, actor, body), t('ok')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
