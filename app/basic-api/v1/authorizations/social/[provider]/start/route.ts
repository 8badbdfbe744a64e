import type { SocialStart } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { getDb } from '@/lib/server/db';
import { apiRoute, fail, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { counterKeys, hit } from '@/lib/server/auth/attempts';
import { clientMeta, refuseCrossSite, tooManyAnswer } from '@/lib/server/auth/http';
import { requestSession } from '@/lib/server/auth/request-session';
import { browserKeyOf, failureEnvelope, pageLocale, redirectUriFor, setBrowserCookie } from '@/lib/server/auth/social/http';
import { isSocialProvider, providerConfig } from '@/lib/server/auth/social/providers';
import { hasSocialAccount, newBrowserKey, startAuthorization } from '@/lib/server/auth/social/service';

/**
 * GET /authorizations/social/{provider}/start?purpose=login|bind&redirect=/path[&locale=en][&response_type=token]
 * → `{ url }`: the provider's authorize page with a new `state`, bound to this browser by the
 * HttpOnly `oauth_browser` cookie, valid 10 minutes, single use. `bind` needs a live session.
 * `locale` (optional) puts the locale prefix on the page the provider returns to; `response_type=token`
 * (QQ login only) asks QQ for its implicit flow.
 */
export const GET = apiRoute<{ provider: string }>(async (ctx, { provider }) => {
  const { request, t } = ctx;
  if (!isSocialProvider(provider)) return fail(404, t('social.unknownProvider'), { reason: 'unknown_provider' });
  const refused = refuseCrossSite(ctx);
  if (refused) return refused;
  const config = providerConfig(provider);
  if (!config) return failureEnvelope(t, provider, { reason: 'notConfigured' }, 'login');

  const query = new URL(request.url).searchParams;
  const purpose = query.get('purpose') ?? 'login';
  if (purpose !== 'login' && purpose !== 'bind') return fail(400, t('social.badPurpose'));
  const rawRedirect = query.get('redirect');
  const redirect = rawRedirect ? safeRedirectPath(rawRedirect) : null;
  if (rawRedirect && !redirect) return fail(400, t('social.badRedirect'));
  const responseType = query.get('response_type') ?? 'code';
  if (responseType !== 'code' && !(responseType === 'token' && provider === 'qq' && purpose === 'login')) {
    return fail(400, t('social.badResponseType'));
  }

  const db = await getDb();
  const limit = await hit(db, counterKeys.socialStartByAddress(clientMeta(request).address), AUTH.rateLimit.socialStartPerAddress);
  if (!limit.allowed) return tooManyAnswer(t, limit.retryAfterSeconds);
  let userId: number | null = null;
  if (purpose === 'bind') {
    const session = await requestSession(db, request);
    if (!session) return fail(401, t('auth.sessionInvalid'));
    if (await hasSocialAccount(db, session.user.id, provider)) return failureEnvelope(t, provider, { reason: 'hasOther' }, 'bind');
    userId = session.user.id;
  }

  const browserKey = browserKeyOf(request) ?? newBrowserKey();
  const { url } = await startAuthorization(db, config, {
    purpose,
    userId,
    browserKey,
    redirect,
    redirectUri: redirectUriFor(provider, purpose, pageLocale(query.get('locale'))),
    responseType,
  });
  const result: SocialStart = { url };
  return setBrowserCookie(ok(result), browserKey);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
