import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { getFaqs } from '@/lib/server/data/catalogue';

export const GET = apiRoute(async ({ locale }) => ok({ list: await getFaqs(locale) }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
