import type { SocialProviders } from '@/lib/api/contract';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { configuredProviders } from '@/lib/server/members/social/providers';

/** GET /authorizations/social/providers: which social logins are configured (the pages show only those buttons). */
export const GET = apiRoute({}, async () => {
  const result: SocialProviders = configuredProviders();
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
