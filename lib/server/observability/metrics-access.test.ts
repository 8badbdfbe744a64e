/** @jest-environment node */
import { isLoopback, metricsAccess } from './metrics-access.mjs';

const TOKEN = 's3cret-metrics-token';
const ask = (remoteAddress: string, headers: Record<string, string> = {}, token?: string) => metricsAccess({ remoteAddress, headers }, token);

describe('who may read /metrics', () => {
  it('knows loopback addresses by the socket, in every notation', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect([address, isLoopback(address)]).toEqual([address, true]);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '', 'localhost']) expect([address, isLoopback(address)]).toEqual([address, false]);
  });

  it('answers a client on this machine without a token', () => {
    expect(ask('127.0.0.1')).toBe(200);
    expect(ask('::1', {}, TOKEN)).toBe(200);
  });

  it('hides itself from other clients when no token is configured (404), whatever they claim', () => {
    expect(ask('203.0.113.9')).toBe(404);
    expect(ask('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).toBe(404);
    expect(ask('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
  });

  it('asks other clients for the token when one is configured (401), and answers the right one', () => {
    expect(ask('203.0.113.9', {}, TOKEN)).toBe(401);
    expect(ask('203.0.113.9', { authorization: 'Bearer wrong' }, TOKEN)).toBe(401);
    expect(ask('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }, TOKEN)).toBe(401);
    expect(ask('203.0.113.9', { authorization: `Basic ${TOKEN}` }, TOKEN)).toBe(401);
    expect(ask('203.0.113.9', { authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(200);
    expect(ask('203.0.113.9', { authorization: `bearer ${TOKEN}` }, TOKEN)).toBe(200);
  });

  it('does not count a request relayed by a proxy on this machine as local (it may come from anyone)', () => {
    expect(ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
    expect(ask('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toBe(404);
    expect(ask('127.0.0.1', { 'x-real-ip': '203.0.113.9' }, TOKEN)).toBe(401);
    expect(ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(200);
  });

  it('treats an empty METRICS_TOKEN as none', () => {
    expect(ask('203.0.113.9', { authorization: 'Bearer ' }, '')).toBe(404);
  });
});
