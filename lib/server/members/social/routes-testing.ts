/*
 * What the social login route tests (routes-*.test.ts) share: the route handlers called with
 * Request objects, on a test database handed to getDb() through its per-process holder, against a
 * fake provider (an HTTP server started on 127.0.0.1) that the configuration points at. Test code only.
 */
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { FakeSocialProvider, type FakePerson } from '@/lib/server/testing/fake-social-provider';
import * as startRoute from '@/app/basic-api/v1/authorizations/social/[provider]/start/route';
import { createAccountUser } from '../accounts';
import { createSession } from '../sessions';

export const SITE = 'http://localhost:3000';
const BASE = `${SITE}/basic-api/v1`;
const HOLDER = Symbol.for('case-site.database');

export type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

let addressSeq = 0;
export interface CallOptions<P> {
  params?: P;
  /** The `oauth_browser` cookie: which browser this is. */
  browser?: string | null;
  /** A session token, sent as the `token` cookie. */
  session?: string;
  headers?: Record<string, string>;
  address?: string;
}

export async function call<P = Record<string, never>>(handler: Handler<P>, path: string, options: CallOptions<P> = {}) {
  const cookies = [options.browser ? `${AUTH.social.browserCookie}=${options.browser}` : null, options.session ? `${AUTH.cookieName}=${options.session}` : null].filter(Boolean);
  const headers: Record<string, string> = {
    'accept-language': 'en',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': options.address ?? `10.9.0.${++addressSeq % 250}`,
    ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    ...options.headers,
  };
  const response = await handler(new Request(`${BASE}${path}`, { headers }), { params: Promise.resolve((options.params ?? {}) as P) });
  const setCookies = response.headers.getSetCookie();
  const cookie = (name: string) => setCookies.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1]).find((v) => v !== undefined);
  return { response, body: await response.json(), setCookies, cookie };
}

/** Asks for an authorization link like the page does; answers the URL's parts and the browser cookie. */
export async function start(provider: 'wechat' | 'qq', query: string, options: CallOptions<{ provider: string }> = {}) {
  const answer = await call(startRoute.GET, `/authorizations/social/${provider}/start?${query}`, { ...options, params: { provider } });
  expect(answer.body).toMatchObject({ code: 200, status: 'success' });
  const url = new URL(answer.body.result.url);
  return {
    url,
    state: url.searchParams.get('state')!,
    redirectUri: url.searchParams.get('redirect_uri')!,
    browser: answer.cookie(AUTH.social.browserCookie) ?? options.browser!,
    answer,
  };
}

export const person = (name: string, extra: Partial<FakePerson> = {}): FakePerson => ({
  openid: `o-${name}-${Math.random().toString(36).slice(2, 8)}`,
  nickname: name,
  avatar: `https://avatars.example/${name}.png`,
  ...extra,
});

export interface SocialRoutes {
  /** The test database (set before the first test). */
  opened: OpenedDatabase;
  fake: FakeSocialProvider;
  /** A member with an account and a session: its row and the session's token. */
  memberWithSession(account: string): Promise<{ user: NonNullable<Awaited<ReturnType<typeof createAccountUser>>>; token: string }>;
}

/** Inside a describe: the database and the fake provider before its tests, everything put back after them. */
export function useSocialRoutes(open: () => Promise<OpenedDatabase>): SocialRoutes {
  const fake = new FakeSocialProvider();
  const savedEnv = { ...process.env };
  const routes: SocialRoutes = {
    opened: undefined as unknown as OpenedDatabase,
    fake,
    async memberWithSession(account) {
      const user = (await createAccountUser(routes.opened.db, account, 'not-a-real-hash'))!;
      const session = await createSession(routes.opened.db, user.id, { userAgent: 'jest', clientAddress: '10.0.0.1' });
      return { user, token: session.token };
    },
  };
  beforeAll(async () => {
    routes.opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(routes.opened);
    await fake.start();
    Object.assign(process.env, fake.env(), { SITE_URL: SITE });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    process.env = savedEnv;
    jest.restoreAllMocks();
    await fake.close();
    await routes.opened?.close();
  });
  return routes;
}
