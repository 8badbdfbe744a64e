import 'server-only';
import { log } from '@/lib/server/observability/logger.mjs';

/**
 * Logs an unexpected failure of a request without what the request carried: no query, no body
 * values, no address. Database errors put the statement's parameters (an e-mail, a message) into
 * their message, so only the error's class, its SQLSTATE code and our stack frames are written.
 * The line carries the request's id (the logger adds it), which ties it to the request's own line.
 */
export function logUnexpected(context: string, error: unknown): void {
  log().error({ error: describeError(error) }, `[api] ${withoutIds(context)} failed`);
}

/**
 * The segments of a path that may name someone are masked (a number, a long handle, anything with
 * an @): `POST /basic-api/v1/admin/members/42` → `POST /basic-api/v1/admin/members/…`.
 */
export function withoutIds(context: string): string {
  return context.replace(/\/[^/\s]+/g, (segment) => (/^\/\d+$/.test(segment) || segment.length > 25 || segment.includes('@') ? '/…' : segment));
}

export function describeError(error: unknown): string {
  // Errors from another realm (a worker, the VM of a test runner) fail `instanceof Error`.
  if (!error || typeof error !== 'object' || typeof (error as Error).name !== 'string') return typeof error;
  const parts = [(error as Error).name];
  const codes = new Set<string>();
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,12}$/.test(code)) codes.add(code);
  }
  if (codes.size) parts.push(`code ${[...codes].join('/')}`);
  const frames = String((error as Error).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
  return frames ? `${parts.join(' ')}\n${frames}` : parts.join(' ');
}
