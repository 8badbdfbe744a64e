import 'server-only';
import type { NextResponse } from 'next/server';
import type { Locale, StaffRole } from '@/lib/config';
import { fieldMessageKey, type Validation } from '@/lib/validation/kit';
import { getActor, requireMember, requireRole, type Actor } from '@/lib/server/access';
import { hasTokenCookie } from '@/lib/server/access/actor';
import { clearSessionCookie } from '@/lib/server/access/session-cookie';
import { getDb } from '@/lib/server/db';
import { isForeignKeyViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { hitRateLimit, type Limit } from '@/lib/server/rate-limit/counters';
import { readBody, type BodyFields } from './body';
import { clientMeta, type ClientMeta } from './client';
import { ApiProblem, forbidden, InvalidInput, notFound, TooManyRequests, Unauthorized } from '@/lib/server/problems';
import { logUnexpected } from './log';
import { isSameOriginRequest } from './origin';
import { readQuery } from './query';
import { fail, raw } from './reply';
import { requestLocale, serverTranslator, translate, type ServerTranslator } from './translate';

/*
 * The route wrappers (docs/architecture.md, "A call to /basic-api/v1"): every /v1 handler is
 * `parse → gate → service → answer`, and everything before the service is declared here once per
 * route, in this order: the origin rule, the precondition, the strict query, the gate (member or staff role), the
 * body (size limit, content types, validation), the rate limits, the adaptive captcha. Whatever a
 * step or the handler throws as an ApiProblem becomes a translated envelope; anything else is a
 * logged 500 that carries no personal data.
 */

export interface BaseContext<P> {
  request: Request;
  locale: Locale;
  t: ServerTranslator;
  db: Db;
  client: ClientMeta;
  /** The query, read strictly (./query.ts). */
  query: Record<string, string>;
  /** The body's raw fields (empty for a route without `body`). */
  fields: BodyFields;
  params: P;
}

/** A rate limit of a route: the counter's name and what it counts per (null: not counted). */
export interface LimitRule<C> {
  name: string;
  limit: Limit;
  per: (ctx: C) => string | null;
}

export interface RouteSpec<B, C> {
  /** Whether the route can serve at all (a feature that is not configured): throws its problem before anything is counted. */
  precondition?: () => void;
  /**
   * Refuse requests from another site (403). Default: for every method but GET and HEAD; GET
   * routes that change state (logout, the social flow) set it.
   */
  sameOrigin?: boolean;
  /** Reads the body (JSON or a form) and validates it; failures are 400 with the field errors. */
  body?: (fields: BodyFields, ctx: BaseContext<unknown>) => Validation<B>;
  /** When it resolves true, the request must carry a right captcha answer (checked by `checkCaptcha`). */
  captcha?: { required: (ctx: C & { body: B }) => Promise<boolean>; check: (ctx: C & { body: B }) => Promise<void> };
  limits?: readonly LimitRule<C & { body: B }>[];
  /** 'raw': failures answer `{ status: 'fail', message, …result }` instead of the envelope (the social-bind call). */
  answer?: 'envelope' | 'raw';
}

export type PublicContext<B, P> = BaseContext<P> & { body: B; findActor: () => Promise<Actor | null> };
export type MemberContext<B, P> = BaseContext<P> & { body: B; actor: Actor };

type RouteHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function waitMessage(t: ServerTranslator, seconds: number): string {
  return seconds < 120 ? t('auth.waitSeconds', { seconds }) : t('tooManyRequests', { minutes: Math.ceil(seconds / 60) });
}

/** The answer of an ApiProblem, in the envelope or raw. */
export function problemAnswer(problem: ApiProblem, t: ServerTranslator, shape: 'envelope' | 'raw' = 'envelope'): NextResponse {
  let message = translate(t, problem.messageKey, problem.values);
  let result = problem.result;
  if (problem instanceof InvalidInput) {
    result = {
      ...(typeof result === 'object' && result ? result : {}),
      errors: Object.fromEntries(Object.entries(problem.errors).map(([field, e]) => [field, translate(t, fieldMessageKey(e), e.values)])),
    };
  }
  if (problem instanceof TooManyRequests) message = waitMessage(t, problem.retryAfterSeconds);
  if (shape === 'raw') {
    // The raw answer: the page reads `status`, so refusals are HTTP 200 but for the session
    // (401 starts the timeout flow) and a cross-site call (403).
    const fields = typeof result === 'object' && result ? (result as Record<string, unknown>) : {};
    const reason = fields.reason ?? (problem instanceof Unauthorized ? 'session' : problem instanceof TooManyRequests ? 'rate_limited' : undefined);
    const status = problem.status === 401 || problem.status === 403 ? problem.status : 200;
    return raw({ status: 'fail', message, ...fields, ...(reason ? { reason } : {}) }, status, problem.headers);
  }
  return fail(problem.status, message, result, problem.headers);
}

function wrap<P, B, C extends BaseContext<P> & { body: B }>(
  spec: RouteSpec<B, C>,
  gate: (base: BaseContext<P>) => Promise<Omit<C, keyof BaseContext<P> | 'body'>>,
  handler: (ctx: C) => Promise<Response>,
): RouteHandler {
  return async (request, context) => {
    const locale = requestLocale(request);
    const t = await serverTranslator(locale);
    const shape = spec.answer ?? 'envelope';
    try {
      const sameOrigin = spec.sameOrigin ?? !SAFE_METHODS.has(request.method);
      if (sameOrigin && !isSameOriginRequest(request)) {
        throw forbidden('auth.crossSite', { result: shape === 'raw' ? { reason: 'cross_site' } : null });
      }
      spec.precondition?.();
      const base: BaseContext<P> = {
        request,
        locale,
        t,
        db: await getDb(),
        client: clientMeta(request),
        query: readQuery(request),
        fields: {},
        params: (await context.params) as P,
      };
      const gated = await gate(base);
      let body = undefined as B;
      if (spec.body) {
        base.fields = await readBody(request);
        const checked = spec.body(base.fields, base as BaseContext<unknown>);
        if (!checked.ok) throw new InvalidInput(checked.errors);
        body = checked.value;
      }
      const ctx = { ...base, ...gated, body } as C;
      for (const rule of spec.limits ?? []) {
        const per = rule.per(ctx);
        if (per === null) continue;
        const hit = await hitRateLimit(ctx.db, `${rule.name}:${per}`, rule.limit);
        if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
      }
      // After the limits: a request refused for its picture still counts, so pictures buy no extra tries.
      if (spec.captcha && (await spec.captcha.required(ctx))) await spec.captcha.check(ctx);
      return await handler(ctx);
    } catch (caught) {
      // A foreign-key violation: the write referred to a row deleted at the same moment (a product an
      // editor removed while a member saved it). For the client it is simply gone: 404, not 500.
      const error = isForeignKeyViolation(caught) ? notFound() : caught;
      if (error instanceof ApiProblem) {
        const answer = problemAnswer(error, t, shape);
        return error instanceof Unauthorized && hasTokenCookie(request) ? clearSessionCookie(answer) : answer;
      }
      logUnexpected(`${request.method} ${new URL(request.url).pathname}`, error);
      return shape === 'raw' ? raw({ status: 'fail', message: t('serverError') }, 500) : fail(500, t('serverError'));
    }
  };
}

/** A public route: the actor is looked up only when the handler asks (`findActor`). */
export function apiRoute<B = undefined, P = Record<string, never>>(
  spec: RouteSpec<B, PublicContext<B, P>>,
  handler: (ctx: PublicContext<B, P>) => Promise<Response>,
): RouteHandler {
  return wrap<P, B, PublicContext<B, P>>(
    spec,
    async (base) => {
      let found: Promise<Actor | null> | undefined;
      return { findActor: () => (found ??= getActor(base.request, { db: base.db })) };
    },
    handler,
  );
}

/** A member route: no live session is a 401 (which clears a dead `token` cookie). */
export function memberRoute<B = undefined, P = Record<string, never>>(
  spec: RouteSpec<B, MemberContext<B, P>>,
  handler: (ctx: MemberContext<B, P>) => Promise<Response>,
): RouteHandler {
  return wrap<P, B, MemberContext<B, P>>(spec, async (base) => ({ actor: requireMember(await getActor(base.request, { db: base.db })) }), handler);
}

/** A back-office route: a session with one of `roles` (admin holds all); anyone else gets 401 or 404. */
export function staffRoute<B = undefined, P = Record<string, never>>(
  roles: readonly StaffRole[],
  spec: RouteSpec<B, MemberContext<B, P>>,
  handler: (ctx: MemberContext<B, P>) => Promise<Response>,
): RouteHandler {
  return wrap<P, B, MemberContext<B, P>>(spec, async (base) => ({ actor: requireRole(await getActor(base.request, { db: base.db }), ...roles) }), handler);
}

/** A rule counted per client address. */
export function perAddress<C extends { client: ClientMeta }>(name: string, limit: Limit): LimitRule<C> {
  return { name, limit, per: (ctx) => ctx.client.address };
}

/** Exports for the methods a route does not serve: an envelope instead of an empty 405. */
export function methodNotAllowed() {
  const handler = apiRoute({ sameOrigin: false }, async ({ t }) => fail(405, t('methodNotAllowed')));
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
