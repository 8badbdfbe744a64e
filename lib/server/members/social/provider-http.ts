import 'server-only';

/*
 * What the WeChat and QQ clients share: their configuration's shape, who a provider says the
 * visitor is, the one error type every provider failure becomes, and a JSON GET with a timeout.
 */

export const SOCIAL_PROVIDERS = ['wechat', 'qq'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export interface ProviderConfig {
  provider: SocialProvider;
  /** WeChat appid, QQ client_id. */
  appId: string;
  /** WeChat AppSecret, QQ App Key (client_secret). Never logged, never sent to a browser. */
  secret: string;
  /** Base of the API calls, without a trailing slash. */
  apiBase: string;
  /** The page the visitor is sent to, to log in at the provider. */
  authorizeUrl: string;
  timeoutMs: number;
}

/** Who the provider says the visitor is. */
export interface SocialProfile {
  provider: SocialProvider;
  /** WeChat: unionid when present, else openid. QQ: openid. */
  providerUserId: string;
  nickname: string;
  /** An http(s) picture address, or ''. */
  avatar: string;
}

/**
 * Every provider failure: `rejected` when the provider answered with an error (a wrong, used or
 * expired code, a dead token, wrong credentials), `unavailable` when it could not be reached, was
 * too slow or answered something unreadable. `detail` is for the server log only.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: SocialProvider,
    readonly kind: 'rejected' | 'unavailable',
    readonly detail: string,
  ) {
    super(`${provider} ${kind}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** QQ answers some calls as JSONP (`callback( {...} );`) when fmt=json is ignored: take the object out. */
function parseJsonOrJsonp(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const match = /^callback\(\s*([\s\S]*?)\s*\);?$/.exec(trimmed);
    if (!match) throw new Error('not JSON');
    return JSON.parse(match[1]);
  }
}

/** The path of a URL without its query (which carries secrets and codes), for log lines. */
function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * GET a provider's JSON object. Network errors, timeouts, non-2xx statuses and bodies that are not a
 * JSON object become ProviderError('unavailable'); reading the provider's own error fields is left
 * to the caller.
 */
export async function getProviderJson(config: ProviderConfig, path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(`${config.apiBase}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    // (a DOMException: not always an `instanceof Error` across realms, so look at its name)
    const reason = (error as { name?: unknown } | null)?.name === 'TimeoutError' ? `no answer in ${config.timeoutMs} ms` : String(error);
    throw new ProviderError(config.provider, 'unavailable', `${shown(url)}: ${reason}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderError(config.provider, 'unavailable', `${shown(url)}: reading the answer failed: ${String(error)}`);
  }
  if (!response.ok) throw new ProviderError(config.provider, 'unavailable', `${shown(url)}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = parseJsonOrJsonp(text);
  } catch {
    throw new ProviderError(config.provider, 'unavailable', `${shown(url)}: the answer is not JSON`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(config.provider, 'unavailable', `${shown(url)}: the answer is not a JSON object`);
  }
  return body as Record<string, unknown>;
}

/** A non-empty string field (numbers count, as providers are loose with ids), else null. */
export function textField(body: Record<string, unknown>, name: string, maxLength = 512): string | null {
  const raw = body[name];
  const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return value.length > 0 && value.length <= maxLength ? value : null;
}

/** A nickname as stored: no control characters, at most 100 characters. */
export function cleanNickname(raw: unknown): string {
  return typeof raw === 'string' ? [...raw.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 100).join('') : '';
}

/** A picture address as stored: http(s) only, at most 1000 characters; anything else is ''. */
export function cleanAvatar(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 1000) return '';
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    // Both providers serve their pictures over https too (QQ still hands out http:// addresses):
    // an http picture would be mixed content on the site, and the CSP allows https images only.
    url.protocol = 'https:';
    return url.toString();
  } catch {
    return '';
  }
}
