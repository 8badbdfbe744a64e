import { getSystemConfig } from '@/lib/server/catalogue/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /app_config/sys → { list: [{ name, value }] }. */
export const GET = apiRoute({}, async ({ locale }) => ok({ list: await getSystemConfig(locale) }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
