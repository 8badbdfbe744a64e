import { firstPasswordSchema, passwordChangeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { type FirstPassword, type PasswordChange } from '@/lib/api/contract/members';
import type { Validation } from '@/lib/validation/kit';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { changePassword, setFirstPassword } from '@/lib/server/members/profile';

type Body = { first: false; change: PasswordChange } | { first: true; set: FirstPassword };

/** The body of either form: `current_password` present is a change, absent a first password. */
function readBody(fields: Record<string, unknown>): Validation<Body> {
  if ('current_password' in fields) {
    const checked = validate(passwordChangeSchema, fields);
    return checked.ok ? { ok: true, value: { first: false, change: checked.value } } : checked;
  }
  const checked = validate(firstPasswordSchema, fields);
  return checked.ok ? { ok: true, value: { first: true, set: checked.value } } : checked;
}

/**
 * POST /user/password: `{current_password, password, password_confirmation}` changes the password
 * (400 `current_password` wrong, 429 after a few wrong ones); a member without one sends
 * `{account?, password, password_confirmation}` for a first password (and an account name to log
 * in with, when they have none). Either way the member's other sessions end; `ended_sessions` says how many.
 */
export const POST = memberRoute<Body>({ body: (fields) => readBody(fields) }, async ({ db, actor, body, t }) => {
  const outcome = body.first ? await setFirstPassword(db, actor, body.set) : await changePassword(db, actor, body.change);
  return ok({ ended_sessions: outcome.endedSessions }, t('profile.passwordSaved'));
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
