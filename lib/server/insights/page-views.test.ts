/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMPAIGN_MAX, createAddressCap, createPageViewCounter, referrerHost, VIEWS_PER_ADDRESS_MINUTE, viewOf, campaignOf, isBot } from './page-views.mjs';
import { KEYS_MAX, tally } from './tally.mjs';

const LOCALES = { locales: ['zh-CN', 'en', 'ja', 'ar'], defaultLocale: 'zh-CN' };
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function exchange(url: string, headers: Record<string, string> = {}, answer: { status?: number; type?: string; method?: string } = {}) {
  const req = { method: answer.method ?? 'GET', url, headers: { 'user-agent': PERSON, host: 'cases.example:3000', ...headers } } as unknown as IncomingMessage;
  // As Node's own answer does, it knows its request (`res.req`).
  const res = Object.assign(new EventEmitter(), {
    req,
    statusCode: answer.status ?? 200,
    getHeader: (name: string) => (name === 'content-type' ? (answer.type ?? 'text/html; charset=utf-8') : undefined),
  }) as unknown as ServerResponse;
  return { req, res };
}
const seen = (url: string, headers?: Record<string, string>, answer?: { status?: number; type?: string; method?: string }) => {
  const { req, res } = exchange(url, headers, answer);
  return viewOf(req, res, LOCALES);
};

describe('which answers are page views', () => {
  it('counts a public HTML page by its page, locale, referrer host and campaign', () => {
    expect(seen('/en/product/3/bag?utm_source=Spring%20Mail', { referer: 'https://www.News.example/a?b' })).toEqual({
      page: '/product/3/bag',
      locale: 'en',
      referrer: 'news.example',
      campaign: 'spring-mail',
    });
    expect(seen('/products?category=bags&page=2')).toEqual({ page: '/products?category=bags', locale: 'zh-CN', referrer: '', campaign: '' });
    expect(seen('/ja')).toMatchObject({ page: '/', locale: 'ja' });
    expect(seen('/')).toMatchObject({ page: '/', locale: 'zh-CN' });
  });

  it('leaves out bots, prefetches, RSC requests, other methods, errors, non-HTML and the private areas', () => {
    expect(seen('/en', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBeNull();
    expect(seen('/en', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0' })).toBeNull();
    expect(seen('/en', { 'user-agent': '' })).toBeNull();
    expect(seen('/en', { 'sec-purpose': 'prefetch;prerender' })).toBeNull();
    expect(seen('/en', { purpose: 'prefetch' })).toBeNull();
    expect(seen('/en', { rsc: '1' })).toBeNull();
    expect(seen('/en', { 'next-router-prefetch': '1' })).toBeNull();
    expect(seen('/en', {}, { method: 'HEAD' })).toBeNull();
    expect(seen('/en/nothing', {}, { status: 404 })).toBeNull();
    expect(seen('/en/sitemap.xml', {}, { type: 'application/xml' })).toBeNull();
    for (const path of ['/en/admin/insights', '/admin', '/user/profile', '/en/user', '/basic-api/v1/product', '/_next/static/x.js', '/robots.txt']) expect(seen(path)).toBeNull();
    expect(isBot(PERSON)).toBe(false);
  });

  it('bounds what a client chooses: a forged referrer is no referrer, the own site neither; a campaign is cleaned and cut', () => {
    expect(referrerHost('javascript:alert(1)', 'x')).toBe('');
    expect(referrerHost('not a url', 'x')).toBe('');
    expect(referrerHost('https://cases.example/en', 'cases.example:3000')).toBe('');
    expect(referrerHost(`https://${'a'.repeat(300)}.example/`, 'x')).toBe('');
    expect(referrerHost(`https://${'a'.repeat(60)}.${'b'.repeat(60)}.example/`, 'x').length).toBeLessThanOrEqual(100);
    expect(campaignOf(`?utm_source=${'x'.repeat(5000)}`)).toHaveLength(CAMPAIGN_MAX);
    expect(campaignOf('?utm_source=<script>alert(1)</script>')).toBe('-script-alert-1-script-');
    expect(campaignOf('?utm_source=微信')).toBe('微信');
    expect(seen(`/en/${'p'.repeat(1000)}`)?.page.length).toBe(200);
  });
});

describe('the per-address cap', () => {
  it('lets VIEWS_PER_ADDRESS_MINUTE views of one address count per minute, others unaffected, and forgets at the next minute', () => {
    let now = 60_000 * 1000;
    const allow = createAddressCap(() => now);
    const flood = Array.from({ length: 100 }, () => allow('203.0.113.9')).filter(Boolean).length;
    expect(flood).toBe(VIEWS_PER_ADDRESS_MINUTE);
    expect(allow('203.0.113.10')).toBe(true);
    now += 60_000;
    expect(allow('203.0.113.9')).toBe(true);
  });

  it('keeps counting real visitors through a flood of made-up addresses, each of which is still capped', () => {
    const allow = createAddressCap(() => 60_000 * 1000);
    let allowed = 0;
    for (let n = 0; n < 100_000; n += 1) if (allow(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)) allowed += 1;
    // Distinct addresses are not mistaken for one another (a shared pair of slots is rare).
    expect(allowed).toBeGreaterThan(99_900);
    expect(allow('198.51.100.20')).toBe(true);
    expect(Array.from({ length: 100 }, () => allow('10.0.0.1')).filter(Boolean).length).toBeLessThanOrEqual(VIEWS_PER_ADDRESS_MINUTE);
  });
});

describe('the counter', () => {
  it('counts into the tally once the answer is finished, and a flood from one address only up to the cap', () => {
    tally().take();
    const count = createPageViewCounter({ locales: () => LOCALES, addressOf: () => '198.51.100.7' });
    for (let i = 0; i < 50; i += 1) {
      const { req, res } = exchange('/en/faq?utm_source=flood');
      count(req, res);
      res.emit('finish');
    }
    const { req, res } = exchange('/en/faq', { 'user-agent': 'curl/8.0' });
    count(req, res);
    res.emit('finish');
    const taken = tally().take();
    expect(taken.views).toEqual([{ key: expect.objectContaining({ page: '/faq', locale: 'en', campaign: 'flood' }), n: VIEWS_PER_ADDRESS_MINUTE }]);
  });

  it('keeps at most KEYS_MAX distinct keys between two flushes, and counts the rest as dropped', () => {
    tally().take();
    for (let i = 0; i < KEYS_MAX + 5; i += 1) tally().view('2026-11-28', { page: `/p${i}`, locale: 'en', referrer: '', campaign: '' });
    const taken = tally().take();
    expect(taken.views).toHaveLength(KEYS_MAX);
    expect(taken.dropped).toBe(5);
    tally().giveBack(taken);
    expect(tally().take().views).toHaveLength(KEYS_MAX);
  });
});
