// @ts-check
// Who may read GET /metrics (it tells how busy the site is, its routes, its versions): a client on
// this machine, or one that presents METRICS_TOKEN. Everyone else is told nothing exists (404), or,
// when a token is configured, that one is needed (401).
//
// "On this machine" is the socket's address, never X-Forwarded-For (a client writes that header).
// A reverse proxy on the same machine connects from 127.0.0.1 too, for every visitor: a request
// that carries a forwarding header came through a proxy and is not counted as local.
import { createHash, timingSafeEqual } from 'node:crypto';

/** @param {string | undefined} address */
export function isLoopback(address) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Compares in time that does not depend on where the strings differ (both hashed first, so their
 * lengths leak nothing either).
 * @param {string} a @param {string} b
 */
function sameSecret(a, b) {
  const digest = (/** @type {string} */ s) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * @param {{ remoteAddress: string | undefined, headers: Record<string, string | string[] | undefined> }} request
 * @param {string | undefined} token METRICS_TOKEN
 * @returns {200 | 401 | 404}
 */
export function metricsAccess({ remoteAddress, headers }, token) {
  const configured = typeof token === 'string' && token.length > 0 ? token : null;
  if (configured) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(String(headers.authorization ?? ''));
    if (match && sameSecret(match[1], configured)) return 200;
  }
  const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined;
  if (isLoopback(remoteAddress) && !proxied) return 200;
  return configured ? 401 : 404;
}
