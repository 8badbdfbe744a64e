import 'server-only';
import type { NextResponse } from 'next/server';
import type { SocialLoginResult } from '@/lib/api/contract';
import { API, AUTH } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { siteUrl } from '@/lib/site-url';
import { requestCookie } from '@/lib/server/access/actor';
import { setSessionCookie } from '@/lib/server/access/session-cookie';
import { ApiProblem } from '@/lib/server/problems';
import { ok, raw } from '@/lib/server/http/reply';
import { apiRoute, memberRoute, perAddress, type BaseContext } from '@/lib/server/http/route';
import type { ServerTranslator } from '@/lib/server/http/translate';
import type { Locale } from '@/lib/config';
import { counterKeys } from '../attempts';
import { endPresentedSessions, tokenResult } from '../answers';
import { landingFor } from '../landing';
import { isSocialProvider, providerConfig, type ProviderGrant, type SocialProvider } from './providers';
import { completeSocialBind, completeSocialLogin, isBrowserKey, type SocialFailure, type SocialPurpose } from './service';

/*
 * What the WeChat/QQ route handlers share: the browser-binding cookie, the redirect_uri of each
 * page, reading the provider's code from the query, and the problem of each refusal.
 */

/** The provider's name as the visitor reads it ("WeChat", "微信", "QQ"). */
export function providerName(t: ServerTranslator, provider: SocialProvider): string {
  return t(`social.name.${provider}`);
}

/** The browser key the request's `oauth_browser` cookie carries, or null. */
export function browserKeyOf(request: Request): string | null {
  const value = requestCookie(request, AUTH.social.browserCookie);
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

/** The page of this site the provider returns to (/weChatLogin, /qqLogin, the two bind pages). */
export function redirectUriFor(provider: SocialProvider, purpose: SocialPurpose, locale: Locale): string {
  const page = purpose === 'login' ? (provider === 'wechat' ? '/weChatLogin' : '/qqLogin') : provider === 'wechat' ? '/user/profile/wechatBind?app=wechat' : '/user/profile/qqBind';
  return `${siteUrl()}${localizedPath(locale, page)}`;
}

/** A code or token from the query: printable ASCII, not too long; else null. */
function grantValue(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  return value.length > 0 && value.length <= AUTH.social.maxCodeLength && /^[\x21-\x7e]+$/.test(value) ? value : null;
}

/** `code=`, or for QQ `access_token=` (the page /qqLogin?access_token=, QQ's implicit flow). */
export function grantOf(provider: SocialProvider, query: Record<string, string>): ProviderGrant | null {
  const code = grantValue(query.code);
  if (code) return { code };
  const accessToken = provider === 'qq' ? grantValue(query.access_token) : null;
  return accessToken ? { accessToken } : null;
}

/** A refusal: a service failure, or one the route finds itself. */
export type FailureCase =
  { reason: Exclude<SocialFailure['reason'], 'provider'> | 'notConfigured' | 'codeMissing' } | { reason: 'provider'; kind: Extract<SocialFailure, { reason: 'provider' }>['kind'] };

/** The problem of each refusal: its status, its translated message and `result.reason` for the page. */
export function socialProblem(t: ServerTranslator, provider: SocialProvider, failure: FailureCase, purpose: SocialPurpose): ApiProblem {
  const values = { provider: providerName(t, provider) };
  const problem = (status: number, key: ConstructorParameters<typeof ApiProblem>[1], reason: string) => new ApiProblem(status, key, { values, result: { reason } });
  switch (failure.reason) {
    case 'notConfigured':
      return problem(503, 'social.notConfigured', 'not_configured');
    case 'codeMissing':
      return problem(400, 'social.codeMissing', 'code_missing');
    case 'state':
      return problem(400, purpose === 'login' ? 'social.stateInvalid' : 'social.bindStateInvalid', 'state');
    case 'provider':
      return failure.kind === 'rejected' ? problem(400, 'social.providerRejected', 'provider_rejected') : problem(502, 'social.providerUnavailable', 'provider_unavailable');
    case 'boundToOther':
      return problem(400, 'social.boundToOther', 'bound_to_other');
    case 'hasOther':
      return problem(400, 'social.hasOther', 'has_other');
    case 'disabled':
      return problem(400, 'social.disabled', 'disabled');
  }
}

/** The provider of a route parameter; an unknown one is a 404. */
export function providerParam(value: string): SocialProvider {
  if (!isSocialProvider(value)) throw new ApiProblem(404, 'social.unknownProvider', { result: { reason: 'unknown_provider' } });
  return value;
}

/** The provider's settings; a provider without credentials answers 503 `not_configured`. */
function configOf(t: ServerTranslator, provider: SocialProvider, purpose: SocialPurpose) {
  const config = providerConfig(provider);
  if (!config) throw socialProblem(t, provider, { reason: 'notConfigured' }, purpose);
  return config;
}

const callbackLimit = perAddress<BaseContext<unknown>>(counterKeys.socialCallbackByAddress, AUTH.rateLimit.socialCallbackPerAddress);

/**
 * GET /wechatCallback and GET /qqCallback: `code` (QQ also `access_token`) and `state` from the
 * provider's redirect, checked against this browser's cookie → a session, answered like every
 * login (access_token in the body and the token cookie) plus the `redirect` chosen at the start.
 */
export function socialLoginCallback(provider: SocialProvider) {
  return apiRoute({ sameOrigin: true, limits: [callbackLimit] }, async ({ db, request, query, client, t, locale }) => {
    const config = configOf(t, provider, 'login');
    const grant = grantOf(provider, query);
    if (!grant) throw socialProblem(t, provider, { reason: 'codeMissing' }, 'login');
    const outcome = await completeSocialLogin(db, config, { state: query.state, browserKey: browserKeyOf(request), grant }, client);
    if (!outcome.ok) throw socialProblem(t, provider, outcome, 'login');
    await endPresentedSessions(db, request);
    const { session } = outcome;
    const result: SocialLoginResult = { ...tokenResult(session, landingFor(outcome.user.roles, locale)), redirect: outcome.redirect };
    return setSessionCookie(ok(result, t('social.loggedIn', { provider: providerName(t, provider) })), session);
  });
}

/**
 * GET /user/socialite_bind/{app}?code=&state= — links a WeChat or QQ account to the member of the
 * session. The answer is a raw `{ status, message }` (no envelope): HTTP 200 with status 'success' or
 * 'fail' for every outcome the page shows, so the page reads `status`; no live session is HTTP
 * 401 (the same raw shape), which starts the client's session-timeout flow.
 */
export const socialBind = memberRoute<undefined, { app: string }>(
  { sameOrigin: true, limits: [callbackLimit], answer: 'raw' },
  async ({ db, request, query, params, actor, t }) => {
    const provider = providerParam(params.app);
    const config = configOf(t, provider, 'bind');
    const grant = grantOf(provider, query);
    if (!grant) throw socialProblem(t, provider, { reason: 'codeMissing' }, 'bind');
    const outcome = await completeSocialBind(db, config, actor, { state: query.state, browserKey: browserKeyOf(request), grant });
    if (!outcome.ok) throw socialProblem(t, provider, outcome, 'bind');
    return raw({ status: 'success', message: t('social.bound'), redirect: outcome.redirect });
  },
);
