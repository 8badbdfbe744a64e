import { listMemberFiles } from '@/lib/server/files/member-files';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /user/files: the member's files, newest first, each with its links, thumbnail state and
 * `used_in` (designs, orders, message threads), with `used_bytes`, `quota_bytes` and
 * `max_file_bytes`. Uploads go through POST /basic-api/upload.
 */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await listMemberFiles(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
