import { validatePhoneLogin } from '@/lib/auth/validate';
import { getDb } from '@/lib/server/db';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/reply';
import { clientMeta, endPresentedSessions, failureAnswer, invalidAnswer, readForm, refuseCrossSite, sessionAnswer } from '@/lib/server/auth/http';
import { loginWithPhoneCode } from '@/lib/server/auth/login';

/** POST /authorizations/phone_login: phone and code → access_token; a new phone is registered on the way. */
export const POST = apiRoute(async (ctx) => {
  const refused = refuseCrossSite(ctx);
  if (refused) return refused;
  const body = await readForm(ctx);
  if (body instanceof Response) return body;
  const checked = validatePhoneLogin(body);
  if (!checked.ok) return invalidAnswer(ctx.t, checked.errors);
  const db = await getDb();
  const outcome = await loginWithPhoneCode(db, checked.value, clientMeta(ctx.request));
  if (!outcome.ok) return failureAnswer(ctx.t, outcome);
  await endPresentedSessions(db, ctx.request);
  return sessionAnswer(outcome.session, ctx.t('auth.loggedIn'));
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
