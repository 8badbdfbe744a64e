import 'server-only';
import { cleanAvatar, cleanNickname, getProviderJson, ProviderError, textField, type ProviderConfig, type SocialProfile } from './provider-http';

/*
 * QQ login (QQ互联, OAuth 2.0): the authorize page, then the code exchanged server-side for an
 * access token, `me` for the openid, and get_user_info for the nickname and picture. A page that
 * already holds an access token (QQ's implicit flow) skips the exchange.
 */

/** A QQ error answer ({error, error_description}) as a ProviderError; otherwise nothing. */
function throwIfError(body: Record<string, unknown>, call: string): void {
  if (body.error === undefined || body.error === null || body.error === 0 || body.error === '0') return;
  throw new ProviderError('qq', 'rejected', `${call}: error ${String(body.error)} ${String(body.error_description ?? '')}`.trim());
}

/** QQ's authorize page. `token` asks for the implicit flow (the token comes back in the URL fragment). */
export function qqAuthorizeUrl(config: ProviderConfig, options: { state: string; redirectUri: string; responseType?: 'code' | 'token' }): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', options.responseType ?? 'code');
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  url.searchParams.set('scope', 'get_user_info');
  return url.toString();
}

/**
 * `GET {base}/oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&redirect_uri&fmt=json`
 * (redirect_uri must be the one of the authorize step). Throws ProviderError.
 */
export async function qqAccessToken(config: ProviderConfig, code: string, redirectUri: string): Promise<string> {
  const token = await getProviderJson(config, '/oauth2.0/token', {
    grant_type: 'authorization_code',
    client_id: config.appId,
    client_secret: config.secret,
    code,
    redirect_uri: redirectUri,
    fmt: 'json',
  });
  throwIfError(token, 'token');
  const accessToken = textField(token, 'access_token');
  if (!accessToken) throw new ProviderError('qq', 'unavailable', 'token: no access_token in the answer');
  return accessToken;
}

/**
 * Who an access token belongs to: `GET {base}/oauth2.0/me?access_token&fmt=json` → openid, then
 * `GET {base}/user/get_user_info?access_token&oauth_consumer_key&openid`. The token must have been
 * issued to this app (`me` names its client_id): a token from any other QQ app is refused, or a
 * site could log its visitors in here as themselves. Throws ProviderError.
 */
export async function qqProfileFromToken(config: ProviderConfig, accessToken: string): Promise<SocialProfile> {
  const me = await getProviderJson(config, '/oauth2.0/me', { access_token: accessToken, fmt: 'json' });
  throwIfError(me, 'me');
  const openid = textField(me, 'openid', 128);
  if (!openid) throw new ProviderError('qq', 'unavailable', 'me: no openid in the answer');
  if (textField(me, 'client_id') !== config.appId) throw new ProviderError('qq', 'rejected', 'me: the token was issued to another app');

  const info = await getProviderJson(config, '/user/get_user_info', {
    access_token: accessToken,
    oauth_consumer_key: config.appId,
    openid,
  });
  if (Number(info.ret ?? 0) !== 0) {
    throw new ProviderError('qq', 'rejected', `get_user_info: ret ${String(info.ret)} ${String(info.msg ?? '')}`.trim());
  }
  return {
    provider: 'qq',
    providerUserId: openid,
    nickname: cleanNickname(info.nickname),
    avatar: cleanAvatar(info.figureurl_qq_2) || cleanAvatar(info.figureurl_qq_1),
  };
}

/** The code flow: token, then me and get_user_info. Throws ProviderError. */
export async function qqProfile(config: ProviderConfig, code: string, redirectUri: string): Promise<SocialProfile> {
  return qqProfileFromToken(config, await qqAccessToken(config, code, redirectUri));
}
