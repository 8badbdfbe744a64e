import { phoneLoginSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { authProblem, endPresentedSessions, sessionAnswer } from '@/lib/server/members/answers';
import { counterKeys } from '@/lib/server/members/attempts';
import { landingFor } from '@/lib/server/members/landing';
import { loginWithPhoneCode } from '@/lib/server/members/service';

/** POST /authorizations/phone_login: phone and code → access_token; a new phone is registered on the way. */
export const POST = apiRoute(
  { body: (f) => validate(phoneLoginSchema, f), limits: [perAddress(counterKeys.phoneLoginByAddress, AUTH.rateLimit.phoneLoginPerAddress)] },
  async ({ db, body, client, request, t, locale }) => {
    const outcome = await loginWithPhoneCode(db, body, client);
    if (!outcome.ok) throw authProblem(outcome);
    await endPresentedSessions(db, request);
    return sessionAnswer(outcome.session, t('auth.loggedIn'), { landing: landingFor(outcome.user.roles, locale) });
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
