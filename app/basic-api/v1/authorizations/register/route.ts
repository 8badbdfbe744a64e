import { registerSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { authProblem, endPresentedSessions, registerCaptcha, sessionAnswer } from '@/lib/server/members/answers';
import { counterKeys } from '@/lib/server/members/attempts';
import { registerAccount } from '@/lib/server/members/service';

/** POST /authorizations/register: account, password twice, policy ticked → a new member, logged in (201). */
export const POST = apiRoute(
  {
    body: (f) => validate(registerSchema, f),
    limits: [perAddress(counterKeys.registerByAddress, AUTH.rateLimit.registerPerAddress)],
    captcha: registerCaptcha,
  },
  async ({ db, body, client, request, t }) => {
    const outcome = await registerAccount(db, body, client);
    if (!outcome.ok) throw authProblem(outcome);
    await endPresentedSessions(db, request);
    return sessionAnswer(outcome.session, t('auth.registered'), { code: 201 });
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
