/**
 * WeChat and QQ on the client: leaving for the provider's authorize page, reading what it sends the
 * browser back with, and handing that to the server (login or binding). The server does the code
 * exchange and checks the `state` against this browser; nothing secret passes through here.
 */
import { api } from '@/lib/api/client';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { sessionCache } from '@/lib/storage';
import type { SocialBindAnswer, SocialLoginResult, SocialProviders, SocialStart } from '@/lib/api/contract';
import { reloadUserInfo } from './flows';

export type SocialProviderName = keyof SocialProviders;
export type SocialPurpose = 'login' | 'bind';

export interface SocialStartOptions {
  purpose: SocialPurpose;
  /** The same-site path to land on afterwards (the server keeps it with the state). */
  redirect?: string | null;
  /** The page's locale: the provider sends the visitor back to the page of that locale. */
  locale: string;
}

/**
 * Asks the server for the provider's authorize link (a new single-use state, and the HttpOnly cookie
 * that binds it to this browser), then leaves for it. Rejects with the ApiError of a refusal.
 */
export async function startSocial(provider: SocialProviderName, options: SocialStartOptions, leave: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const { url } = await api.get<SocialStart>(`/authorizations/social/${provider}/start`, {
    params: { purpose: options.purpose, redirect: options.redirect ?? null, locale: options.locale },
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
  leave(url);
}

const DESTINATION_KEY = 'social_login_destination';

/** Keeps where a social login was started for (this tab only), for a second try after a failed return. */
export function rememberLoginDestination(destination: string | null): void {
  if (destination) sessionCache.set(DESTINATION_KEY, destination);
  else sessionCache.remove(DESTINATION_KEY);
}

/** The destination kept by rememberLoginDestination, when it is still a same-site path; else null. */
export function rememberedLoginDestination(): string | null {
  return safeRedirectPath(sessionCache.get<string>(DESTINATION_KEY) ?? null);
}

/** What the provider put on the way back: a code (QQ's implicit flow: an access token) and the state. */
export interface ProviderReturn {
  grant: { code: string } | { access_token: string } | null;
  state: string | null;
}

/**
 * Reads the provider's return from the page address: `code` and `state` on the query (both
 * providers' code flow, and /weChatLogin?code=), or for QQ `access_token` on the query
 * (/qqLogin?access_token=) or in the fragment (QQ's implicit flow puts it there).
 */
export function readProviderReturn(provider: SocialProviderName, location: Pick<Location, 'search' | 'hash'>): ProviderReturn {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const value = (name: string) => query.get(name)?.trim() || (provider === 'qq' ? fragment.get(name)?.trim() : '') || null;
  const code = query.get('code')?.trim() || null;
  const accessToken = provider === 'qq' ? value('access_token') : null;
  return {
    grant: code ? { code } : accessToken ? { access_token: accessToken } : null,
    state: value('state'),
  };
}

/** GET /wechatCallback or /qqCallback: the session (the token cookie comes with the answer). Rejects with ApiError. */
export function socialLogin(provider: SocialProviderName, back: ProviderReturn): Promise<SocialLoginResult> {
  return api.get<SocialLoginResult>(provider === 'wechat' ? '/wechatCallback' : '/qqCallback', {
    params: { ...back.grant, state: back.state },
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
}

/**
 * GET /user/socialite_bind/{app}: a raw answer (no envelope), read by its `status`. A dead session rejects
 * (HTTP 401, and the session-timeout flow has started); other failures answer status 'fail'.
 * On success the user info is fetched again, so every view shows the new link.
 */
export async function socialBind(provider: SocialProviderName, back: ProviderReturn): Promise<SocialBindAnswer> {
  const answer = await api.get<SocialBindAnswer | null>(`/user/socialite_bind/${provider}`, {
    params: { ...back.grant, state: back.state },
    isReturnNativeResponse: true,
    errorMessageMode: 'none',
    ignoreCancelToken: true,
  });
  if (!answer || typeof answer !== 'object' || (answer.status !== 'success' && answer.status !== 'fail')) {
    return { status: 'fail', message: '' };
  }
  if (answer.status === 'success') {
    try {
      await reloadUserInfo();
    } catch (error) {
      console.warn('User info after binding failed; the profile fetches it again', error);
    }
  }
  return answer;
}
