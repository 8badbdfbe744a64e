import type { SocialStart } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { isLocale } from '@/i18n/locale';
import { DEFAULT_LOCALE } from '@/lib/config';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { badRequest } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { browserKeyOf, providerParam, redirectUriFor, setBrowserCookie, socialProblem } from '@/lib/server/members/social/answers';
import { providerConfig } from '@/lib/server/members/social/providers';
import { newBrowserKey, startAuthorization } from '@/lib/server/members/social/service';

/**
 * GET /authorizations/social/{provider}/start?purpose=login|bind&redirect=/path[&locale=en][&response_type=token]
 * → `{ url }`: the provider's authorize page with a new `state`, bound to this browser by the
 * HttpOnly `oauth_browser` cookie, valid 10 minutes, single use. `bind` needs a live session.
 * `locale` (optional) puts the locale prefix on the page the provider returns to; `response_type=token`
 * (QQ login only) asks QQ for its implicit flow.
 */
export const GET = apiRoute<undefined, { provider: string }>(
  { sameOrigin: true, limits: [perAddress(counterKeys.socialStartByAddress, AUTH.rateLimit.socialStartPerAddress)] },
  async ({ db, request, query, params, t, findActor }) => {
    const provider = providerParam(params.provider);
    const purpose = query.purpose ?? 'login';
    if (purpose !== 'login' && purpose !== 'bind') throw badRequest('social.badPurpose');
    const config = providerConfig(provider);
    if (!config) throw socialProblem(t, provider, { reason: 'notConfigured' }, purpose);
    const redirect = query.redirect ? safeRedirectPath(query.redirect) : null;
    if (query.redirect && !redirect) throw badRequest('social.badRedirect');
    const responseType = query.response_type ?? 'code';
    if (responseType !== 'code' && !(responseType === 'token' && provider === 'qq' && purpose === 'login')) {
      throw badRequest('social.badResponseType');
    }
    const browserKey = browserKeyOf(request) ?? newBrowserKey();
    const started = await startAuthorization(db, config, {
      purpose,
      actor: purpose === 'bind' ? await findActor() : null,
      browserKey,
      redirect,
      redirectUri: redirectUriFor(provider, purpose, isLocale(query.locale) ? query.locale : DEFAULT_LOCALE),
      responseType,
    });
    if (!started.ok) throw socialProblem(t, provider, started, purpose);
    const result: SocialStart = { url: started.url };
    return setBrowserCookie(ok(result), browserKey);
  },
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
