import { getTrust } from '@/lib/server/trust/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /trust → { certifications: [{ id, name, number, issuer, valid_until, document }], terms: [{ key, text, lang? }] } in the request's language. */
export const GET = apiRoute({}, async ({ locale }) => ok(await getTrust(locale)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
