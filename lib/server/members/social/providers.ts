import 'server-only';
import { AUTH } from '@/lib/config';
import { ProviderError, SOCIAL_PROVIDERS, type ProviderConfig, type SocialProfile, type SocialProvider } from './provider-http';
import { qqAuthorizeUrl, qqProfile, qqProfileFromToken } from './qq';
import { wechatAuthorizeUrl, wechatProfile } from './wechat';

export { isSocialProvider, ProviderError, SOCIAL_PROVIDERS, type ProviderConfig, type SocialProfile, type SocialProvider } from './provider-http';

/*
 * The WeChat and QQ settings, read from the environment at each call (so a restart picks up a
 * change, and tests can point them at a fake provider). A provider is configured only when both
 * its id and its secret are set; the API base and the authorize page default to the real ones.
 */

const ENV = {
  wechat: {
    appId: 'WECHAT_APP_ID',
    secret: 'WECHAT_APP_SECRET',
    apiBase: 'WECHAT_API_BASE',
    authorizeUrl: 'WECHAT_AUTHORIZE_URL',
    defaults: { apiBase: 'https://api.weixin.qq.com', authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect' },
  },
  qq: {
    appId: 'QQ_APP_ID',
    secret: 'QQ_APP_KEY',
    apiBase: 'QQ_API_BASE',
    authorizeUrl: 'QQ_AUTHORIZE_URL',
    defaults: { apiBase: 'https://graph.qq.com', authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize' },
  },
} as const;

/** The environment, or any map of its variables (tests). */
type Env = Readonly<Record<string, string | undefined>>;

const warned = new Set<string>();

function httpUrl(raw: string, variable: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return raw;
  } catch {
    // reported below
  }
  if (!warned.has(variable)) {
    warned.add(variable);
    console.error(`[social] ${variable} is not an http(s) URL; the provider stays off`);
  }
  return null;
}

/** The provider's settings, or null when it is not configured (its buttons are hidden, its calls answer 503). */
export function providerConfig(provider: SocialProvider, env: Env = process.env): ProviderConfig | null {
  const names = ENV[provider];
  const appId = env[names.appId]?.trim();
  const secret = env[names.secret]?.trim();
  if (!appId || !secret) return null;
  const apiBase = httpUrl(env[names.apiBase]?.trim() || names.defaults.apiBase, names.apiBase);
  const authorizeUrl = httpUrl(env[names.authorizeUrl]?.trim() || names.defaults.authorizeUrl, names.authorizeUrl);
  if (!apiBase || !authorizeUrl) return null;
  return { provider, appId, secret, apiBase: apiBase.replace(/\/+$/, ''), authorizeUrl, timeoutMs: AUTH.social.providerTimeoutMs };
}

/** Which login buttons to show. */
export function configuredProviders(env: Env = process.env): Record<SocialProvider, boolean> {
  return Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, providerConfig(p, env) !== null])) as Record<SocialProvider, boolean>;
}

/** The configured providers in button order (WeChat first). */
export function configuredProviderList(env: Env = process.env): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => providerConfig(p, env) !== null);
}

export interface AuthorizeOptions {
  state: string;
  redirectUri: string;
  /** QQ only: `token` for the implicit flow (the page then sends access_token instead of code). */
  responseType?: 'code' | 'token';
}

/** The provider page the visitor is sent to. */
export function authorizeUrl(config: ProviderConfig, options: AuthorizeOptions): string {
  return config.provider === 'wechat' ? wechatAuthorizeUrl(config, options) : qqAuthorizeUrl(config, options);
}

/** What a page brings back from the provider: a code, or (QQ implicit flow) an access token. */
export type ProviderGrant = { code: string } | { accessToken: string };

/** Who the visitor is, from the code (or QQ access token). Throws ProviderError. */
export function fetchProfile(config: ProviderConfig, grant: ProviderGrant, redirectUri: string): Promise<SocialProfile> {
  if (config.provider === 'qq') {
    return 'code' in grant ? qqProfile(config, grant.code, redirectUri) : qqProfileFromToken(config, grant.accessToken);
  }
  if (!('code' in grant)) return Promise.reject(new ProviderError('wechat', 'rejected', 'WeChat login needs a code'));
  return wechatProfile(config, grant.code);
}
