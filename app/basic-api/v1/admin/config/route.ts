import { validate } from '@/lib/validation/kit';
import { companySchema, type CompanyChange } from '@/lib/api/contract/catalogue-admin';
import { getCompanyConfig, saveCompanyConfig } from '@/lib/server/catalogue/manage-config';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/config: the company facts (`values` by system-config name; texts per locale as objects) and `updated_at`, the latest of the rows (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor }) => ok(await getCompanyConfig(db, actor)));

/** PUT /admin/config: the facts by field (`company_name`, `tagline`, `province`, `about_us` per locale; `whatsapp`, `email`, the social links) and `updated_at` as read (409 when any fact changed since). */
export const PUT = staffRoute<CompanyChange>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(companySchema, f) }, async ({ db, actor, body, t }) =>
  ok(await saveCompanyConfig(db, actor, body), t('ok')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
