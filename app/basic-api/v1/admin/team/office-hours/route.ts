import { officeHoursSchema, TEAM_STAFF_ROLES } from '@/lib/api/contract/help';
import { validate, type LocalizedInput } from '@/lib/validation/kit';
import { officeHoursForm, saveOfficeHours } from '@/lib/server/help/service';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/team/office-hours: the office hours per locale (admin). */
export const GET = staffRoute(TEAM_STAFF_ROLES, {}, async ({ db, actor }) => ok(await officeHoursForm(db, actor)));

/** PUT /admin/team/office-hours: `office_hours` { locale: text } (zh-CN required, under 400 characters each). */
export const PUT = staffRoute<{ office_hours: LocalizedInput }>(TEAM_STAFF_ROLES, { body: (f) => validate(officeHoursSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await saveOfficeHours(db, actor, body.office_hours), t('help.hoursSaved')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
