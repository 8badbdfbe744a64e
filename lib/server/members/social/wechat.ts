import 'server-only';
import { cleanAvatar, cleanNickname, getProviderJson, ProviderError, textField, type ProviderConfig, type SocialProfile } from './provider-http';

/*
 * WeChat website login (open.weixin.qq.com "网站应用微信登录"): the QR-code page, then the code
 * exchanged server-side for an access token and the openid (and the unionid when the app belongs
 * to an open-platform account), then the member's nickname and picture.
 */

/** errcodes that mean "WeChat is busy", not "this code is wrong". */
const BUSY = new Set([-1, 45009]);

/** A WeChat error answer ({errcode, errmsg} with errcode ≠ 0) as a ProviderError; otherwise nothing. */
function throwIfError(body: Record<string, unknown>, call: string): void {
  const code = body.errcode;
  if (code === undefined || code === null || code === 0 || code === '0') return;
  const numeric = Number(code);
  const kind = BUSY.has(numeric) ? 'unavailable' : 'rejected';
  throw new ProviderError('wechat', kind, `${call}: errcode ${String(code)} ${String(body.errmsg ?? '')}`.trim());
}

/** The QR-code login page the visitor is sent to. */
export function wechatAuthorizeUrl(config: ProviderConfig, options: { state: string; redirectUri: string }): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('appid', config.appId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', options.state);
  // WeChat's documented form ends in #wechat_redirect.
  url.hash = 'wechat_redirect';
  return url.toString();
}

/**
 * The code WeChat put on the redirect, exchanged for who the visitor is:
 * `GET {base}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`, then
 * `GET {base}/sns/userinfo?access_token&openid`. Throws ProviderError.
 */
export async function wechatProfile(config: ProviderConfig, code: string): Promise<SocialProfile> {
  const token = await getProviderJson(config, '/sns/oauth2/access_token', {
    appid: config.appId,
    secret: config.secret,
    code,
    grant_type: 'authorization_code',
  });
  throwIfError(token, 'access_token');
  const accessToken = textField(token, 'access_token');
  const openid = textField(token, 'openid', 128);
  if (!accessToken || !openid) throw new ProviderError('wechat', 'unavailable', 'access_token: no access_token or openid in the answer');

  const info = await getProviderJson(config, '/sns/userinfo', { access_token: accessToken, openid });
  throwIfError(info, 'userinfo');
  const infoOpenid = textField(info, 'openid', 128);
  if (infoOpenid && infoOpenid !== openid) throw new ProviderError('wechat', 'unavailable', 'userinfo: a different openid');
  const unionid = textField(token, 'unionid', 128) ?? textField(info, 'unionid', 128);
  return {
    provider: 'wechat',
    providerUserId: unionid ?? openid,
    nickname: cleanNickname(info.nickname),
    avatar: cleanAvatar(info.headimgurl),
  };
}
