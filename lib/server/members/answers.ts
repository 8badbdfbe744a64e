import 'server-only';
import type { NextResponse } from 'next/server';
import type { AccessToken, AuthFailureResult } from '@/lib/api/contract';
import { captchaAnswer } from '@/lib/api/contract/members';
import { presentedTokens } from '@/lib/server/access';
import { setSessionCookie } from '@/lib/server/access/session-cookie';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, badRequest, InvalidInput, TooManyRequests } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import type { BaseContext } from '@/lib/server/http/route';
import { captchaRequiredFor, captchaRequiredForCode } from './attempts';
import { verifyCaptcha } from './captcha';
import type { AuthFailure } from './service';
import { revokeSession, type IssuedSession } from './sessions';

/*
 * What the account routes share: the answer of a login, the problem of each refused outcome, and
 * the adaptive captcha each route declares (lib/server/http/route.ts runs it).
 */

/** The token of a login as the answer's `result`, with a staff account's landing page (./landing.ts). */
export function tokenResult(session: IssuedSession, landing: string | null): AccessToken {
  return { access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn, ...(landing ? { landing } : {}) };
}

/** The answer of every login: the token as `access_token` in the body, the same token in the cookie. */
export function sessionAnswer(session: IssuedSession, message: string, options: { code?: number; landing?: string | null } = {}): NextResponse {
  return setSessionCookie(ok(tokenResult(session, options.landing ?? null), message, options.code ?? 200), session);
}

/**
 * The problem of a refused account call. Bad credentials are 400 (code 400), not 401: code 401
 * starts the client's session-timeout flow and belongs to member calls without a session.
 */
export function authProblem(failure: AuthFailure): ApiProblem {
  switch (failure.reason) {
    case 'rateLimited':
      return new TooManyRequests(failure.retryAfterSeconds);
    case 'badCredentials':
      return badRequest('auth.badCredentials', { result: { captcha_required: failure.captchaRequired } satisfies AuthFailureResult });
    case 'accountUnavailable':
      return new InvalidInput(
        { account: { key: 'accountTaken' } },
        { messageKey: 'auth.accountUnavailable', result: { captcha_required: failure.captchaRequired } satisfies AuthFailureResult },
      );
    case 'codeWrong':
      return new InvalidInput({ code: { key: 'codeWrong' } }, { messageKey: 'auth.codeWrong' });
    case 'smsFailed':
      return new ApiProblem(503, 'auth.smsFailed');
  }
}

/** Ends the sessions a request presents (at logout, and before a new login replaces them). */
export async function endPresentedSessions(db: Db, request: Request): Promise<void> {
  for (const token of presentedTokens(request)) await revokeSession(db, token);
}

type CaptchaContext = BaseContext<unknown> & { body: unknown };

/** A route's captcha: asked for when `required` says so, then one guess per picture. */
function captchaGate(required: (ctx: CaptchaContext) => Promise<boolean>) {
  return {
    required,
    async check({ db, fields }: CaptchaContext) {
      const answer = captchaAnswer(fields);
      const result = { captcha_required: true } satisfies AuthFailureResult;
      if (!answer) throw badRequest('auth.captchaRequired', { result });
      if (!(await verifyCaptcha(db, answer.key, answer.code))) throw badRequest('auth.captchaWrong', { result });
    },
  };
}

/** Logins: after failures from the address or against the account name. */
export const loginCaptcha = captchaGate(({ db, client, body }) => captchaRequiredFor(db, client.address, (body as { account: string }).account));
/** Registrations: after failures from the address. */
export const registerCaptcha = captchaGate(({ db, client }) => captchaRequiredFor(db, client.address, null));
/** Code requests: after a few from the address in the hour. */
export const codeCaptcha = captchaGate(({ db, client }) => captchaRequiredForCode(db, client.address));
