import { parseId } from '@/lib/parse-id';
import { MEMBER_STAFF_ROLES, memberChangeSchema, type MemberChange } from '@/lib/api/contract/members-admin';
import { validate } from '@/lib/validation/kit';
import { changeMember, getMember } from '@/lib/server/members/admin';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** GET /admin/members/{id}: the profile, linked WeChat/QQ, the newest sign-ins and leads (sales, admin). */
export const GET = staffRoute<undefined, { id: string }>(MEMBER_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getMember(db, actor, idOf(params.id))));

/**
 * PATCH /admin/members/{id}: `disabled` (true ends every session at once), `roles` (admin only),
 * and the `updated_at` it was read at (409 when it changed since).
 */
export const PATCH = staffRoute<MemberChange, { id: string }>(MEMBER_STAFF_ROLES, { body: (f) => validate(memberChangeSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await changeMember(db, actor, idOf(params.id), body), t('ok')),
);
export const { POST, PUT, DELETE } = methodNotAllowed();
