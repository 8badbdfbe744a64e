import { TEAM_STAFF_ROLES } from '@/lib/api/contract/help';
import { validateStaffProfile, type StaffProfileInput } from '@/lib/validation/help';
import { saveStaffProfile } from '@/lib/server/help/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** PUT /admin/team/{userId}: a staff member's card (display_name, title per locale, photo, email, whatsapp, wechat_id); anyone not staff: 404 (admin). */
export const PUT = staffRoute<StaffProfileInput, { id: string }>(TEAM_STAFF_ROLES, { body: validateStaffProfile }, async ({ db, actor, params, body, t }) =>
  ok(await saveStaffProfile(db, actor, idParam(params.id), body), t('help.profileSaved')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
