import 'server-only';
import { MESSAGE_STAFF_ROLES, type MemberTarget, type StaffThreadQuery } from '@/lib/api/contract/messages';
import { hasRole } from '@/lib/server/access';
import { pageActor } from '@/lib/server/access/member-page';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { staffThread, staffThreadStart, staffThreads } from './manage';
import { memberThread, memberThreads } from './service';
import { unreadForMember, unreadForStaff } from './unread';

/*
 * The messages' page door (lib/server/http/page.ts): the member's conversations (/user/message,
 * the member menu's unread count) and the back office's inbox (/admin/messages, its nav badge).
 * Same services as the /messages and /admin/messages routes.
 */

/** The member menu's badge: messages from staff the member has not read (0 without a session, or when the count fails). */
export const myUnreadCount = async (): Promise<number> => {
  const actor = await pageActor().catch(() => null);
  if (!actor) return 0;
  // Read with the session (access/member-page.ts); a count of its own only if it was not.
  return actor.unread ?? (await findAsActor((db, a) => unreadForMember(db, a.user.id)).catch(() => 0)) ?? 0;
};

/** /user/message: the member's threads. */
export const myThreads = () => readAsActor(memberThreads);

/** /user/message?order= or ?thread=: one thread's newest page (null: not the member's, or none). */
export const myThread = (target: MemberTarget) => findAsActor((db, actor) => memberThread(db, actor, target));

/** The back office's nav badge: threads with an unread member message (0 for staff who do not answer members). */
export const staffUnreadThreads = async (): Promise<number> =>
  (await findAsActor((db, actor) => (hasRole(actor, ...MESSAGE_STAFF_ROLES) ? unreadForStaff(db) : Promise.resolve(0)))) ?? 0;

/** /admin/messages: one page of the inbox. */
export const staffInbox = (query: StaffThreadQuery) => readAsActor((db, actor) => staffThreads(db, actor, query));

/** /admin/messages/{id}: a page of one conversation (null: no such thread). */
export const staffConversation = (id: number, before: number | null) => findAsActor((db, actor) => staffThread(db, actor, id, { before }));

/** /admin/messages/new: the existing thread of an order or a member, or an empty one to start (null: no such order or member). */
export const staffConversationStart = (target: { order: number } | { member: number }) => findAsActor((db, actor) => staffThreadStart(db, actor, target));
