import { apiRoute, methodNotAllowed } from '@/lib/server/http/reply';
import { socialBind } from '@/lib/server/auth/social/http';

/** GET /user/socialite_bind/{app}?code=&state= (SPEC §7): links WeChat or QQ to the member; raw { status, message }. */
export const GET = apiRoute<{ app: string }>((ctx, { app }) => socialBind(ctx, app));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
