import { TEAM_STAFF_ROLES, staffProfileSchema, type StaffProfileInput } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import { saveStaffProfile } from '@/lib/server/help/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** PUT /admin/team/{userId}: a staff member's card (display_name, title per locale, photo, email, whatsapp, wechat_id); anyone not staff: 404 (admin). */
export const PUT = staffRoute<StaffProfileInput, { id: string }>(TEAM_STAFF_ROLES, { body: (f) => validate(staffProfileSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await saveStaffProfile(db, actor, idParam(params.id), body), t('help.profileSaved')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
