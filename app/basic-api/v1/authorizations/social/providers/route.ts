import type { SocialProviders } from '@/lib/api/contract';
import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { configuredProviders } from '@/lib/server/auth/social/providers';

/** GET /authorizations/social/providers: which social logins are configured (the pages show only those buttons). */
export const GET = apiRoute(async () => {
  const result: SocialProviders = configuredProviders();
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
