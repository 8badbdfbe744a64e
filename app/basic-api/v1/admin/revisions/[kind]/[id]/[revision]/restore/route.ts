import { methodNotAllowed } from '@/lib/server/http/route';
import { revisionRestoreRoute } from '@/lib/server/revision-routes';

/** POST /admin/revisions/{kind}/{id}/{revision}/restore: saves that revision again through the record's form rules (a new revision). */
export const POST = revisionRestoreRoute(null);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
