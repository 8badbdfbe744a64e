import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { LocalHttpFake, readBody } from './local-http-fake';

/*
 * A stand-in for the WeChat and QQ OAuth APIs, for tests: an HTTP server on 127.0.0.1 (a free port,
 * or the one given) that implements the calls lib/server/auth/social makes, with the providers'
 * answer shapes, success and error alike. A unit test "logs a visitor in at the provider" with
 * issueCode (what the provider's page would put on the redirect), then lets the code under test
 * exchange it. A browser test goes through the providers' authorize pages instead: the fake serves
 * a consent form (who agrees: openid and nickname) that sends the browser back to redirect_uri with
 * a code and the state, as WeChat and QQ do, or (QQ's implicit flow) with an access token in the
 * fragment; "Deny" returns without a code.
 */

export interface FakePerson {
  openid: string;
  /** WeChat only: present when the app belongs to an open-platform account. */
  unionid?: string;
  nickname: string;
  avatar: string;
}

type Provider = 'wechat' | 'qq';

interface Grant {
  provider: Provider;
  person: FakePerson;
  /** QQ checks that the token call repeats the authorize step's redirect_uri. */
  redirectUri?: string;
  used: boolean;
}

interface Token {
  provider: Provider;
  person: FakePerson;
  /** The app the token was issued to (QQ's `me` reports it). */
  clientId: string;
}

export const FAKE_CREDENTIALS = {
  wechat: { appId: 'wx-fake-app', secret: 'wx-fake-secret' },
  qq: { appId: '101000001', key: 'qq-fake-key' },
} as const;

export class FakeSocialProvider extends LocalHttpFake {
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, Token>();
  /** Every path asked for, in order (query strings left out). */
  readonly calls: string[] = [];
  /** 'down': every call answers 502 with an HTML page, as a failing gateway would. 'hang': no answer at all. */
  mode: 'up' | 'down' | 'hang' = 'up';

  /** The environment that points the site at this fake (both providers configured). */
  env(): Record<string, string> {
    return {
      WECHAT_APP_ID: FAKE_CREDENTIALS.wechat.appId,
      WECHAT_APP_SECRET: FAKE_CREDENTIALS.wechat.secret,
      WECHAT_API_BASE: this.baseUrl,
      WECHAT_AUTHORIZE_URL: `${this.baseUrl}/connect/qrconnect`,
      QQ_APP_ID: FAKE_CREDENTIALS.qq.appId,
      QQ_APP_KEY: FAKE_CREDENTIALS.qq.key,
      QQ_API_BASE: this.baseUrl,
      QQ_AUTHORIZE_URL: `${this.baseUrl}/oauth2.0/authorize`,
    };
  }

  /** The code the provider's page would hand back after this person agreed. */
  issueCode(provider: Provider, person: FakePerson, redirectUri?: string): string {
    const code = `${provider}-code-${randomBytes(8).toString('hex')}`;
    this.grants.set(code, { provider, person, redirectUri, used: false });
    return code;
  }

  /** A QQ access token (the implicit flow's), issued to our app or, with clientId, to another one. */
  issueQqToken(person: FakePerson, clientId: string = FAKE_CREDENTIALS.qq.appId): string {
    const token = `qq-token-${randomBytes(8).toString('hex')}`;
    this.tokens.set(token, { provider: 'qq', person, clientId });
    return token;
  }

  private newToken(provider: Provider, person: FakePerson, clientId: string): string {
    const token = `${provider}-token-${randomBytes(8).toString('hex')}`;
    this.tokens.set(token, { provider, person, clientId });
    return token;
  }

  protected handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    if (request.method === 'POST' && request.url === '/consent') return this.consent(request, response);
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    this.calls.push(url.pathname);
    if (this.mode === 'hang') return;
    if (this.mode === 'down') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const json = (body: unknown): void => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const wechat = FAKE_CREDENTIALS.wechat;
    const qq = FAKE_CREDENTIALS.qq;

    switch (url.pathname) {
      case '/connect/qrconnect':
        if (q('appid') !== wechat.appId) return page(response, 400, 'WeChat', '<p>appid 参数错误</p>');
        return this.consentPage(response, 'wechat', q('redirect_uri'), q('state'), 'code');
      case '/oauth2.0/authorize': {
        if (q('client_id') !== qq.appId) return page(response, 400, 'QQ', '<p>client id is illegal (100008)</p>');
        const responseType = q('response_type');
        if (responseType !== 'code' && responseType !== 'token') return page(response, 400, 'QQ', '<p>response_type is wrong (100000)</p>');
        return this.consentPage(response, 'qq', q('redirect_uri'), q('state'), responseType);
      }
      case '/sns/oauth2/access_token': {
        if (q('appid') !== wechat.appId) return json({ errcode: 40013, errmsg: 'invalid appid' });
        if (q('secret') !== wechat.secret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        if (q('grant_type') !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
        const grant = this.grants.get(q('code'));
        if (!grant || grant.provider !== 'wechat') return json({ errcode: 40029, errmsg: 'invalid code' });
        if (grant.used) return json({ errcode: 40163, errmsg: 'code been used' });
        grant.used = true;
        const token = this.newToken('wechat', grant.person, wechat.appId);
        return json({
          access_token: token,
          expires_in: 7200,
          refresh_token: `refresh-${token}`,
          openid: grant.person.openid,
          scope: 'snsapi_login',
          ...(grant.person.unionid ? { unionid: grant.person.unionid } : {}),
        });
      }
      case '/sns/userinfo': {
        const token = this.tokens.get(q('access_token'));
        if (!token || token.provider !== 'wechat') return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
        if (q('openid') !== token.person.openid) return json({ errcode: 40003, errmsg: 'invalid openid' });
        return json({
          openid: token.person.openid,
          nickname: token.person.nickname,
          sex: 0,
          province: '',
          city: '',
          country: '',
          headimgurl: token.person.avatar,
          privilege: [],
          ...(token.person.unionid ? { unionid: token.person.unionid } : {}),
        });
      }
      case '/oauth2.0/token': {
        if (q('client_id') !== qq.appId || q('client_secret') !== qq.key) return json({ error: 100016, error_description: 'access token check failed' });
        if (q('grant_type') !== 'authorization_code') return json({ error: 100005, error_description: 'param grant_type is wrong or lost' });
        const grant = this.grants.get(q('code'));
        if (!grant || grant.provider !== 'qq') return json({ error: 100019, error_description: 'code to access token error' });
        if (grant.used) return json({ error: 100020, error_description: 'code is reused error' });
        if (grant.redirectUri && grant.redirectUri !== q('redirect_uri')) return json({ error: 100010, error_description: 'redirect uri is illegal' });
        grant.used = true;
        const token = this.newToken('qq', grant.person, qq.appId);
        if (q('fmt') !== 'json') {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`access_token=${token}&expires_in=7776000&refresh_token=r`);
          return;
        }
        return json({ access_token: token, expires_in: '7776000', refresh_token: `refresh-${token}` });
      }
      case '/oauth2.0/me': {
        const token = this.tokens.get(q('access_token'));
        const body =
          token && token.provider === 'qq' ? { client_id: token.clientId, openid: token.person.openid } : { error: 100016, error_description: 'access token check failed' };
        if (q('fmt') !== 'json') {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`callback( ${JSON.stringify(body)} );\n`);
          return;
        }
        return json(body);
      }
      case '/user/get_user_info': {
        const token = this.tokens.get(q('access_token'));
        if (!token || token.provider !== 'qq') return json({ ret: 100016, msg: 'access token check failed' });
        if (q('oauth_consumer_key') !== token.clientId || q('openid') !== token.person.openid) return json({ ret: -22, msg: 'openid or appid mismatch' });
        return json({
          ret: 0,
          msg: '',
          is_lost: 0,
          nickname: token.person.nickname,
          gender: '男',
          figureurl: '',
          figureurl_qq_1: token.person.avatar,
          figureurl_qq_2: token.person.avatar,
        });
      }
      default:
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  }

  /** The provider's authorize page: who agrees (openid, nickname) and the two buttons. */
  private consentPage(response: http.ServerResponse, provider: Provider, redirectUri: string, state: string, responseType: string): void {
    if (!/^https?:\/\//.test(redirectUri)) return page(response, 400, provider, '<p>redirect_uri is illegal</p>');
    const hidden = { provider, redirect_uri: redirectUri, state, response_type: responseType };
    const label = provider === 'wechat' ? 'WeChat' : 'QQ';
    page(
      response,
      200,
      `${label} authorization (fake)`,
      `<h1>${label}: authorize this site (fake provider)</h1>
<form method="post" action="/consent">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
<label>openid <input name="openid" value="${provider}-openid-${randomBytes(6).toString('hex')}"></label>
<label>nickname <input name="nickname" value="${label} member"></label>
<button type="submit" name="decision" value="agree">Agree</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
    );
  }

  /** The consent form's answer: back to redirect_uri with a code (or token) and the state, or without one. */
  private consent(request: http.IncomingMessage, response: http.ServerResponse): void {
    void readBody(request).then((body) => {
      const form = new URLSearchParams(body);
      const field = (name: string) => form.get(name) ?? '';
      const provider: Provider = field('provider') === 'qq' ? 'qq' : 'wechat';
      this.calls.push(`/consent/${provider}`);
      let target: URL;
      try {
        target = new URL(field('redirect_uri'));
      } catch {
        return page(response, 400, provider, '<p>redirect_uri is illegal</p>');
      }
      if (field('decision') !== 'agree') {
        // WeChat returns without a code when the visitor refuses; QQ says why.
        if (provider === 'qq') target.searchParams.set('error', 'access_denied');
        target.searchParams.set('state', field('state'));
      } else {
        const person: FakePerson = { openid: field('openid'), nickname: field('nickname'), avatar: '' };
        if (provider === 'qq' && field('response_type') === 'token') {
          const fragment = new URLSearchParams({ access_token: this.issueQqToken(person), expires_in: '7776000', state: field('state') });
          target.hash = fragment.toString();
        } else {
          const code = this.issueCode(provider, person, provider === 'qq' ? field('redirect_uri') : undefined);
          target.searchParams.set('code', code);
          target.searchParams.set('state', field('state'));
        }
      }
      response.writeHead(302, { location: target.toString() }).end();
    });
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(response: http.ServerResponse, status: number, title: string, body: string): void {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}
