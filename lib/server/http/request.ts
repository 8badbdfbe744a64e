import 'server-only';
import type { Locale } from '@/lib/config';
import { negotiateLocale } from '@/i18n/locale';

/** The answer's language: the client sends its locale as Accept-Language. */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language'));
}

/**
 * The client's address. scripts/serve.mjs overwrites x-forwarded-for with the socket address
 * (or appends it behind a trusted proxy), so the rightmost entry is the one we can trust.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return last || 'unknown';
}

export class BodyError extends Error {
  constructor(readonly reason: 'badJson' | 'unsupportedType') {
    super(reason);
  }
}

/** Reads a JSON object or a urlencoded/multipart form; anything else is a BodyError. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') || '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type === '') {
    const raw = await request.text();
    if (!raw.trim() && type === '') throw new BodyError('unsupportedType');
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError('badJson');
      return parsed as Record<string, unknown>;
    } catch (error) {
      throw error instanceof BodyError ? error : new BodyError('badJson');
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') body[key] = value;
    return body;
  }
  throw new BodyError('unsupportedType');
}
