import 'server-only';
import type { NextResponse } from 'next/server';
import type { AccessToken, AuthFailureResult } from '@/lib/api/contract';
import { authFieldMessageKey, type AuthFieldError } from '@/lib/auth/validate';
import { AUTH } from '@/lib/config';
import { siteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/types';
import { fail, ok, type ApiContext } from '@/lib/server/http/reply';
import { BodyError, clientAddress, readBody } from '@/lib/server/http/request';
import type { ServerTranslator } from '@/lib/server/http/translate';
import type { AuthFailure, ClientMeta } from './login';
import { isSameOriginRequest } from './origin';
import { requestTokens } from './request-session';
import { revokeSession, type IssuedSession } from './sessions';

/*
 * What the account route handlers share: the origin check, body reading, the session cookie and
 * the envelopes of each outcome.
 */

/** The `token` cookie: HttpOnly, SameSite=Lax, the whole site, Secure when the site is https. */
function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
    secure: siteUrl().startsWith('https://'),
  };
}

export function setSessionCookie(response: NextResponse, session: IssuedSession): NextResponse {
  response.cookies.set(AUTH.cookieName, session.token, cookieOptions(session.expiresIn));
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(AUTH.cookieName, '', cookieOptions(0));
  return response;
}

/** The answer of every login: SPEC §7's access_token in the body, the same token in the cookie. */
export function sessionAnswer(session: IssuedSession, message: string, code = 200): NextResponse {
  const result: AccessToken = { access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn };
  return setSessionCookie(ok(result, message, code), session);
}

/** A 403 envelope for a cross-site request to a state-changing call, or null when it may proceed. */
export function refuseCrossSite({ request, t }: ApiContext): Response | null {
  return isSameOriginRequest(request) ? null : fail(403, t('auth.crossSite'));
}

/** The body as an object, or the 400/415 envelope to answer. */
export async function readForm({ request, t }: ApiContext): Promise<Record<string, unknown> | Response> {
  try {
    return await readBody(request);
  } catch (error) {
    if (error instanceof BodyError) return fail(error.reason === 'badJson' ? 400 : 415, t(error.reason));
    throw error;
  }
}

export function fieldMessages(t: ServerTranslator, errors: Record<string, AuthFieldError>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, e]) => [field, t(authFieldMessageKey(e) as Parameters<ServerTranslator>[0], e.values ?? {})]),
  );
}

/** 400 with `{ errors: { field: message } }`, as POST /consult answers. */
export function invalidAnswer(t: ServerTranslator, errors: Record<string, AuthFieldError>): Response {
  return fail(400, t('invalid'), { errors: fieldMessages(t, errors) });
}

export function tooManyAnswer(t: ServerTranslator, retryAfterSeconds: number): Response {
  const message =
    retryAfterSeconds < 120
      ? t('auth.waitSeconds', { seconds: retryAfterSeconds })
      : t('tooManyRequests', { minutes: Math.ceil(retryAfterSeconds / 60) });
  return fail(429, message, null, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * The envelope of a refused account call. Bad credentials are 400 (code 400), not 401: code 401
 * starts the client's session-timeout flow (SPEC §8) and belongs to member calls without a session.
 */
export function failureAnswer(t: ServerTranslator, failure: AuthFailure): Response {
  switch (failure.reason) {
    case 'rateLimited':
      return tooManyAnswer(t, failure.retryAfterSeconds);
    case 'captchaRequired':
      return fail(400, t('auth.captchaRequired'), { captcha_required: true } satisfies AuthFailureResult);
    case 'captchaWrong':
      return fail(400, t('auth.captchaWrong'), { captcha_required: true } satisfies AuthFailureResult);
    case 'badCredentials':
      return fail(400, t('auth.badCredentials'), { captcha_required: failure.captchaRequired } satisfies AuthFailureResult);
    case 'accountUnavailable': {
      const message = t('auth.accountUnavailable');
      return fail(400, message, { captcha_required: failure.captchaRequired, errors: { account: message } } satisfies AuthFailureResult);
    }
    case 'codeWrong': {
      const message = t('auth.codeWrong');
      return fail(400, message, { errors: { code: message } });
    }
    case 'smsFailed':
      return fail(503, t('auth.smsFailed'));
  }
}

export function clientMeta(request: Request): ClientMeta {
  return { address: clientAddress(request), userAgent: request.headers.get('user-agent') ?? '' };
}

/** Ends the sessions a request presents (at logout, and before a new login replaces them). */
export async function endPresentedSessions(db: Db, request: Request): Promise<void> {
  for (const token of requestTokens(request)) await revokeSession(db, token);
}
