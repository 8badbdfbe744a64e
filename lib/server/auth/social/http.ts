import 'server-only';
import { NextResponse } from 'next/server';
import type { SocialBindAnswer, SocialFailureReason, SocialLoginResult } from '@/lib/api/contract';
import { API, AUTH, DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { siteUrl } from '@/lib/site-url';
import { getDb } from '@/lib/server/db';
import { apiRoute, fail, ok, type ApiContext } from '@/lib/server/http/reply';
import type { ServerTranslator } from '@/lib/server/http/translate';
import { counterKeys, hit } from '../attempts';
import { clearSessionCookie, clientMeta, endPresentedSessions, refuseCrossSite, setSessionCookie, tooManyAnswer } from '../http';
import { isSameOriginRequest } from '../origin';
import { cookieValue, requestSession } from '../request-session';
import { providerConfig, type ProviderConfig, type ProviderGrant, type SocialProvider } from './providers';
import { completeSocialBind, completeSocialLogin, isBrowserKey, type SocialFailure, type SocialPurpose } from './service';

/*
 * What the WeChat/QQ route handlers share: the browser-binding cookie, the redirect_uri of each
 * page, reading the provider's code from the query, and the answers of each outcome.
 */

/** The provider's name as the visitor reads it ("WeChat", "微信", "QQ"). */
export function providerName(t: ServerTranslator, provider: SocialProvider): string {
  return t(`social.name.${provider}`);
}

/** The browser key the request's `oauth_browser` cookie carries, or null. */
export function browserKeyOf(request: Request): string | null {
  const value = cookieValue(request.headers.get('cookie'), AUTH.social.browserCookie);
  return isBrowserKey(value) ? value : null;
}

/**
 * The cookie that binds a state to this browser: HttpOnly (scripts never see it), SameSite=Lax,
 * only sent to the API, and as long-lived as a state. The same key serves several tabs.
 */
export function setBrowserCookie(response: NextResponse, key: string): NextResponse {
  response.cookies.set(AUTH.social.browserCookie, key, {
    httpOnly: true,
    sameSite: 'lax',
    path: `${API.base}${API.prefix}`,
    maxAge: AUTH.social.stateTtlSeconds,
    secure: siteUrl().startsWith('https://'),
  });
  return response;
}

/** A locale the page runs in, for the page the provider sends the visitor back to; null for the default. */
export function pageLocale(raw: string | null): Locale | null {
  return LOCALES.find((l) => l === raw && l !== DEFAULT_LOCALE) ?? null;
}

/** The page of this site the provider returns to (SPEC §2: /weChatLogin, /qqLogin, the two bind pages). */
export function redirectUriFor(provider: SocialProvider, purpose: SocialPurpose, locale: Locale | null = null): string {
  const prefix = `${siteUrl()}${locale ? `/${locale}` : ''}`;
  if (purpose === 'login') return `${prefix}${provider === 'wechat' ? '/weChatLogin' : '/qqLogin'}`;
  return provider === 'wechat' ? `${prefix}/user/profile/wechatBind?app=wechat` : `${prefix}/user/profile/qqBind`;
}

/** A code or token from the query: printable ASCII, not too long; else null. */
function grantValue(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  return value.length > 0 && value.length <= AUTH.social.maxCodeLength && /^[\x21-\x7e]+$/.test(value) ? value : null;
}

/** `code=`, or for QQ `access_token=` (the SPEC page /qqLogin?access_token=, QQ's implicit flow). */
export function grantOf(provider: SocialProvider, query: URLSearchParams): ProviderGrant | null {
  const code = grantValue(query.get('code'));
  if (code) return { code };
  const accessToken = provider === 'qq' ? grantValue(query.get('access_token')) : null;
  return accessToken ? { accessToken } : null;
}

/** A refusal to answer: a service failure, or one the route finds itself. */
export type FailureCase =
  | { reason: Exclude<SocialFailure['reason'], 'provider'> | 'notConfigured' | 'codeMissing' }
  | { reason: 'provider'; kind: Extract<SocialFailure, { reason: 'provider' }>['kind'] };

interface FailureText {
  httpStatus: number;
  reason: SocialFailureReason;
  message: string;
}

/** The status, reason and translated message of each failure. */
export function failureText(t: ServerTranslator, provider: SocialProvider, failure: FailureCase, purpose: SocialPurpose): FailureText {
  const name = providerName(t, provider);
  switch (failure.reason) {
    case 'notConfigured':
      return { httpStatus: 503, reason: 'not_configured', message: t('social.notConfigured', { provider: name }) };
    case 'codeMissing':
      return { httpStatus: 400, reason: 'code_missing', message: t('social.codeMissing', { provider: name }) };
    case 'state':
      return {
        httpStatus: 400,
        reason: 'state',
        message: t(purpose === 'login' ? 'social.stateInvalid' : 'social.bindStateInvalid', { provider: name }),
      };
    case 'provider':
      return failure.kind === 'rejected'
        ? { httpStatus: 400, reason: 'provider_rejected', message: t('social.providerRejected', { provider: name }) }
        : { httpStatus: 502, reason: 'provider_unavailable', message: t('social.providerUnavailable', { provider: name }) };
    case 'boundToOther':
      return { httpStatus: 400, reason: 'bound_to_other', message: t('social.boundToOther', { provider: name }) };
    case 'hasOther':
      return { httpStatus: 400, reason: 'has_other', message: t('social.hasOther', { provider: name }) };
  }
}

/** The envelope of a refused login callback or start: `result: { reason }` names the case for the page. */
export function failureEnvelope(t: ServerTranslator, provider: SocialProvider, failure: FailureCase, purpose: SocialPurpose): Response {
  const text = failureText(t, provider, failure, purpose);
  return fail(text.httpStatus, text.message, { reason: text.reason });
}

/**
 * GET /wechatCallback and GET /qqCallback: `code` (QQ also `access_token`) and `state` from the
 * provider's redirect, checked against this browser's cookie → a session, answered like every
 * login (access_token in the body and the token cookie) plus the `redirect` chosen at the start.
 */
export function socialLoginCallback(provider: SocialProvider) {
  return apiRoute(async (ctx) => {
    const { request, t } = ctx;
    const refused = refuseCrossSite(ctx);
    if (refused) return refused;
    const db = await getDb();
    const meta = clientMeta(request);
    const limit = await hit(db, counterKeys.socialCallbackByAddress(meta.address), AUTH.rateLimit.socialCallbackPerAddress);
    if (!limit.allowed) return tooManyAnswer(t, limit.retryAfterSeconds);
    const config = providerConfig(provider);
    if (!config) return failureEnvelope(t, provider, { reason: 'notConfigured' }, 'login');
    const query = new URL(request.url).searchParams;
    const grant = grantOf(provider, query);
    if (!grant) return failureEnvelope(t, provider, { reason: 'codeMissing' }, 'login');
    const outcome = await completeSocialLogin(db, config, { state: query.get('state'), browserKey: browserKeyOf(request), grant }, meta);
    if (!outcome.ok) return failureEnvelope(t, provider, outcome, 'login');
    await endPresentedSessions(db, request);
    const { session } = outcome;
    const result: SocialLoginResult = {
      access_token: session.token,
      token_type: 'Bearer',
      expires_in: session.expiresIn,
      redirect: outcome.redirect,
    };
    return setSessionCookie(ok(result, t('social.loggedIn', { provider: providerName(t, provider) })), session);
  });
}

/** SPEC §7's raw answer of the bind call (no envelope). */
function bindAnswer(body: SocialBindAnswer, httpStatus = 200, headers?: Record<string, string>): NextResponse {
  return NextResponse.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function waitMessage(t: ServerTranslator, seconds: number): string {
  return seconds < 120 ? t('auth.waitSeconds', { seconds }) : t('tooManyRequests', { minutes: Math.ceil(seconds / 60) });
}

/**
 * GET /user/socialite_bind/{app}?code=&state= — links a WeChat or QQ account to the member of the
 * session. The answer is SPEC §7's raw `{ status, message }`: HTTP 200 with status 'success' or
 * 'fail' for every outcome the page shows, so the page reads `status`; no live session is HTTP
 * 401 (the same raw shape), which starts the client's session-timeout flow (SPEC §8).
 */
export async function socialBind({ request, t }: ApiContext, app: string): Promise<Response> {
  if (!isSameOriginRequest(request)) return bindAnswer({ status: 'fail', message: t('auth.crossSite'), reason: 'cross_site' }, 403);
  const db = await getDb();
  const limit = await hit(db, counterKeys.socialCallbackByAddress(clientMeta(request).address), AUTH.rateLimit.socialCallbackPerAddress);
  if (!limit.allowed) {
    return bindAnswer({ status: 'fail', message: waitMessage(t, limit.retryAfterSeconds), reason: 'rate_limited' }, 200, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  const session = await requestSession(db, request);
  if (!session) {
    const answer = bindAnswer({ status: 'fail', message: t('auth.sessionInvalid'), reason: 'session' }, 401);
    return cookieValue(request.headers.get('cookie'), AUTH.cookieName) !== null ? clearSessionCookie(answer) : answer;
  }
  if (app !== 'wechat' && app !== 'qq') return bindAnswer({ status: 'fail', message: t('social.unknownProvider'), reason: 'unknown_provider' });
  const provider: SocialProvider = app;
  const refusal = (failure: FailureCase) => {
    const text = failureText(t, provider, failure, 'bind');
    return bindAnswer({ status: 'fail', message: text.message, reason: text.reason });
  };
  const config: ProviderConfig | null = providerConfig(provider);
  if (!config) return refusal({ reason: 'notConfigured' });
  const query = new URL(request.url).searchParams;
  const grant = grantOf(provider, query);
  if (!grant) return refusal({ reason: 'codeMissing' });
  const outcome = await completeSocialBind(db, config, session.user.id, {
    state: query.get('state'),
    browserKey: browserKeyOf(request),
    grant,
  });
  if (!outcome.ok) return refusal(outcome);
  return bindAnswer({ status: 'success', message: t('social.bound'), redirect: outcome.redirect });
}

