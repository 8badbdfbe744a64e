import 'server-only';
import { NextResponse } from 'next/server';
import type { ReplyEnvelope } from '@/lib/api/contract';

/** API answers are per visitor and per moment: never stored by a cache. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A success envelope; code 201 answers HTTP 201. */
export function ok<T>(result: T, message = '', code = 200, init?: { headers?: Record<string, string> }): NextResponse {
  const body: ReplyEnvelope<T> = { code, result, message, status: 'success' };
  return NextResponse.json(body, { status: code === 201 ? 201 : 200, headers: { ...NO_STORE, ...init?.headers } });
}

/** A failure envelope: the HTTP status is the code. */
export function fail(httpStatus: number, message: string, result: unknown = null, headers?: Record<string, string>): NextResponse {
  const body: ReplyEnvelope<unknown> = { code: httpStatus, result, message, status: 'fail' };
  return NextResponse.json(body, { status: httpStatus, headers: { ...NO_STORE, ...headers } });
}

/** A body without the envelope (the social-bind call's raw answer). */
export function raw(body: unknown, httpStatus = 200, headers?: Record<string, string>): NextResponse {
  return NextResponse.json(body, { status: httpStatus, headers: { ...NO_STORE, ...headers } });
}
