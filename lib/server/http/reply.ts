import 'server-only';
import { NextResponse } from 'next/server';
import type { ReplyEnvelope } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import { requestLocale } from './request';
import { serverTranslator, type ServerTranslator } from './translate';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function ok<T>(result: T, message = '', code = 200, init?: { headers?: Record<string, string> }) {
  const body: ReplyEnvelope<T> = { code, result, message, status: 'success' };
  return NextResponse.json(body, { status: code === 201 ? 201 : 200, headers: { ...NO_STORE, ...init?.headers } });
}

export function fail(httpStatus: number, message: string, result: unknown = null, headers?: Record<string, string>) {
  const body: ReplyEnvelope<unknown> = { code: httpStatus, result, message, status: 'fail' };
  return NextResponse.json(body, { status: httpStatus, headers: { ...NO_STORE, ...headers } });
}

export interface ApiContext {
  request: Request;
  locale: Locale;
  t: ServerTranslator;
}

type Handler<P> = (ctx: ApiContext, params: P) => Promise<Response>;

/**
 * Wraps a /v1 route handler: gives it the answer's locale and translator, and turns any
 * unexpected error into a translated 500 envelope (logged here, never a stack trace out).
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    const locale = requestLocale(request);
    const t = await serverTranslator(locale);
    try {
      return await handler({ request, locale, t }, await context.params);
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      return fail(500, t('serverError'));
    }
  };
}

/** Exports for the methods a route does not serve: an envelope instead of an empty 405. */
export function methodNotAllowed() {
  const handler = apiRoute(async ({ t }) => fail(405, t('methodNotAllowed')));
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}

export { parseId } from '@/lib/parse-id';
