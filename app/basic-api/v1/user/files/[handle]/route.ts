import { deleteMemberFile, renameMemberFile } from '@/lib/server/files/member-files';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

type Params = { handle: string };

/** PATCH /user/files/{handle} `{ name }`: renames the member's own file (its extension stays its kind's). Another member's: 404. */
export const PATCH = memberRoute<{ name: unknown }, Params>({ body: (fields) => ({ ok: true, value: { name: fields.name } }) }, async ({ db, actor, params, body, t }) =>
  ok(await renameMemberFile(db, actor, params.handle, body.name), t('files.renamed')),
);

/**
 * DELETE /user/files/{handle}: deletes the member's own file (and takes it out of their designs);
 * 409 with `used_in` when an order, a proof or a message holds it. Another member's: 404.
 */
export const DELETE = memberRoute<undefined, Params>({}, async ({ db, actor, params, t }) => {
  await deleteMemberFile(db, actor, params.handle);
  return ok(null, t('files.deleted'));
});
export const { GET, POST, PUT } = methodNotAllowed();
