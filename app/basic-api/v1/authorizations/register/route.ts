import { captchaAnswer, validateRegister } from '@/lib/auth/validate';
import { getDb } from '@/lib/server/db';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/reply';
import { clientMeta, endPresentedSessions, failureAnswer, invalidAnswer, readForm, refuseCrossSite, sessionAnswer } from '@/lib/server/auth/http';
import { registerAccount } from '@/lib/server/auth/login';

/** POST /authorizations/register: account, password twice, policy ticked → a new member, logged in (201). */
export const POST = apiRoute(async (ctx) => {
  const refused = refuseCrossSite(ctx);
  if (refused) return refused;
  const body = await readForm(ctx);
  if (body instanceof Response) return body;
  const checked = validateRegister(body);
  if (!checked.ok) return invalidAnswer(ctx.t, checked.errors);
  const db = await getDb();
  const outcome = await registerAccount(db, checked.value, captchaAnswer(body), clientMeta(ctx.request));
  if (!outcome.ok) return failureAnswer(ctx.t, outcome);
  await endPresentedSessions(db, ctx.request);
  return sessionAnswer(outcome.session, ctx.t('auth.registered'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
