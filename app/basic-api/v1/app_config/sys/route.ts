import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { getSystemConfig } from '@/lib/server/data/catalogue';

export const GET = apiRoute(async ({ locale }) => ok({ list: await getSystemConfig(locale) }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
