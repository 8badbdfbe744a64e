import { ratesForStaff, saveRates } from '@/lib/server/ledger/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { POINTS_STAFF_ROLES, ratesSchema } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/exchange-rates → { rates, customised } (admin). */
export const GET = staffRoute(POINTS_STAFF_ROLES, {}, async ({ db, actor }) => ok(await ratesForStaff(db, actor)));
/** PUT /admin/exchange-rates {rates: {USD: '7.2', …}}: yuan per unit of every order currency (admin; audited). */
export const PUT = staffRoute<Record<string, number>>(POINTS_STAFF_ROLES, { body: (fields) => validate(ratesSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await saveRates(db, actor, body), t('ok')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
