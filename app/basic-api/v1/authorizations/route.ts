import { loginSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { authProblem, endPresentedSessions, loginCaptcha, sessionAnswer } from '@/lib/server/members/answers';
import { counterKeys } from '@/lib/server/members/attempts';
import { landingFor } from '@/lib/server/members/landing';
import { loginWithPassword } from '@/lib/server/members/service';

/** POST /authorizations: account and password → access_token (and the token cookie). */
export const POST = apiRoute(
  {
    body: (f) => validate(loginSchema, f),
    limits: [perAddress(counterKeys.loginByAddress, AUTH.rateLimit.loginPerAddress)],
    captcha: loginCaptcha,
  },
  async ({ db, body, client, request, t, locale }) => {
    const outcome = await loginWithPassword(db, body, client);
    if (!outcome.ok) throw authProblem(outcome);
    await endPresentedSessions(db, request);
    return sessionAnswer(outcome.session, t('auth.loggedIn'), { landing: landingFor(outcome.user.roles, locale) });
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
