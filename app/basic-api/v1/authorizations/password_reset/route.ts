import { passwordResetSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { clearSessionCookie } from '@/lib/server/access/session-cookie';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { resetPassword } from '@/lib/server/members/password-reset';

/**
 * POST /authorizations/password_reset `{target, code, password, password_confirmation}`: the new
 * password with the code sent to the target; every session of the member ends (log in again).
 */
export const POST = apiRoute(
  { body: (f) => validate(passwordResetSchema, f), limits: [perAddress(counterKeys.resetByAddress, AUTH.reset.resetPerAddress)] },
  async ({ db, body, t }) => {
    await resetPassword(db, body);
    // Every session has ended, this browser's too: its cookie goes with it.
    return clearSessionCookie(ok(null, t('auth.passwordReset')));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
