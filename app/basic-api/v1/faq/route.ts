import { getFaqs } from '@/lib/server/catalogue/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /faq → { list: [{ id, question, answer, sort }] }. */
export const GET = apiRoute({}, async ({ locale }) => ok({ list: await getFaqs(locale) }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
