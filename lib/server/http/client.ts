import 'server-only';

/** Who sent a request, as far as rate limits and records need it. */
export interface ClientMeta {
  address: string;
  userAgent: string;
}

/**
 * The client's address. scripts/serve.mjs overwrites x-forwarded-for with the socket address
 * (or appends it behind a trusted proxy), so the rightmost entry is the one we can trust.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return (last || 'unknown').slice(0, 64);
}

export function clientMeta(request: Request): ClientMeta {
  return { address: clientAddress(request), userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500) };
}
