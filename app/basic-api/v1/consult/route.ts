import { CONSULT } from '@/lib/config';
import { apiRoute, fail, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { BodyError, clientAddress, readBody } from '@/lib/server/http/request';
import { getDb } from '@/lib/server/db';
import { createConsult, validateConsult } from '@/lib/server/services/consult';
import { productExists } from '@/lib/server/services/catalogue';
import { hitRateLimit } from '@/lib/server/services/rate-limit';

/** POST /consult: validated, rate-limited per client address, stored before the answer. */
export const POST = apiRoute(async ({ request, locale, t }) => {
  let body: Record<string, unknown>;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof BodyError) return fail(error.reason === 'badJson' ? 400 : 415, t(error.reason));
    throw error;
  }
  const checked = validateConsult(body, locale);
  const db = await getDb();
  const errors = checked.ok ? {} : { ...checked.errors };
  if (checked.ok && checked.value.productId !== null && !(await productExists(db, checked.value.productId))) {
    errors.product_id = { key: 'product' };
  }
  if (!checked.ok || Object.keys(errors).length > 0) {
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, e]) => [field, t(`field.${e.key}`, e.values ?? {})]),
    );
    return fail(400, t('invalid'), { errors: messages });
  }
  const address = clientAddress(request);
  const limit = await hitRateLimit(db, `consult:${address}`, CONSULT.rateLimit);
  if (!limit.allowed) {
    return fail(429, t('tooManyRequests', { minutes: Math.ceil(limit.retryAfterSeconds / 60) }), null, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  const receipt = await createConsult(db, checked.value, {
    clientAddress: address,
    userAgent: request.headers.get('user-agent') ?? '',
  });
  return ok(receipt, t('created'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
