/*
 * Requests as a browser sends them to a route handler, for tests that call handlers directly.
 * Test code only.
 */

export const SITE = 'http://localhost:3000';

export type RouteHandler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

/** How the browser sends each: a navigation from another site, a same-origin fetch, a cross-site fetch or form. */
export const FROM = {
  crossSiteLink: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  sameOrigin: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: SITE },
  crossSitePost: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', origin: 'https://evil.example' },
} as const;
