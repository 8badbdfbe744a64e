import { CONSULT } from '@/lib/config';
import { consultSchema, withLocale } from '@/lib/api/contract/consult';
import { validate } from '@/lib/validation/kit';
import { submitConsult } from '@/lib/server/consult/service';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';

/**
 * POST /consult: same-site, validated, rate-limited per client address, stored before the answer
 * (201), tied to the member when a live session sent it (a dead or absent one is just nobody).
 */
export const POST = apiRoute(
  {
    body: (fields, { locale }) => validate(consultSchema, withLocale(fields, locale)),
    limits: [perAddress('consult', CONSULT.rateLimit)],
  },
  async ({ db, body, client, t, findActor }) => ok(await submitConsult(db, body, client, await findActor()), t('created'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
