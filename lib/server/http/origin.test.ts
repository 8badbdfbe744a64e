/** @jest-environment node */
import { isSameOriginRequest } from './origin';

const SITE = 'https://cases.example';

function post(headers: Record<string, string>, url = 'http://localhost:3000/basic-api/v1/authorizations') {
  return new Request(url, { method: 'POST', headers });
}

describe('isSameOriginRequest', () => {
  it.each([
    ['same-origin', true],
    ['none', true],
    ['same-site', false],
    ['cross-site', false],
  ])('Sec-Fetch-Site %s → %s (it wins over Origin)', (value, expected) => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': value, origin: 'http://localhost:3000' }), SITE)).toBe(expected);
  });

  it('accepts an Origin equal to the request’s own origin, its Host, or SITE_URL', () => {
    expect(isSameOriginRequest(post({ origin: 'http://localhost:3000' }), SITE)).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'http://127.0.0.1:3300', host: '127.0.0.1:3300' }), SITE)).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://cases.example' }), SITE)).toBe(true);
  });

  it('refuses any other Origin, and "null"', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null', 'https://cases.example.evil.example', '']) {
      expect([origin, isSameOriginRequest(post({ origin }), SITE)]).toEqual([origin, false]);
    }
  });

  it('lets requests without either header through (curl, servers)', () => {
    expect(isSameOriginRequest(post({}), SITE)).toBe(true);
  });

  it('asks a request that carries the session cookie but no Fetch Metadata or Origin for a Referer of this site', () => {
    const get = (headers: Record<string, string>) => new Request('http://localhost:3000/basic-api/v1/authorizations/logout', { headers });
    expect(isSameOriginRequest(get({ cookie: 'token=abc' }), SITE)).toBe(false);
    expect(isSameOriginRequest(get({ cookie: 'token=abc', referer: 'https://evil.example/page' }), SITE)).toBe(false);
    expect(isSameOriginRequest(get({ cookie: 'token=abc', referer: 'http://localhost:3000/en/user/profile' }), SITE)).toBe(true);
    expect(isSameOriginRequest(get({ cookie: 'other=1', authorization: 'Bearer x' }), SITE)).toBe(true);
  });
});
