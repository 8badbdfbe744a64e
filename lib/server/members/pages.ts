import 'server-only';
import type { Locale, StaffRole } from '@/lib/config';
import { STAFF_ROLES } from '@/lib/config';
import type { MemberQuery } from '@/lib/api/contract/members-admin';
import { findAsActor, readAsActor, readAsVisitor } from '@/lib/server/http/page';
import { MEMBER_EXTRAS } from '@/lib/server/member-extras';
import { memberInfo } from './accounts';
import { getMember, listMembers } from './admin';
import { emailCodesAvailable } from './profile';
import { getSmsSender } from './sms';
import { configuredProviderList } from './social/providers';

/*
 * The members' page door (lib/server/http/page.ts): the accounts as the pages see them. The login
 * page, the profile with its WeChat/QQ binding pages, the member level page and the frames' "who is
 * signed in" read here; the back office's member list and member page too. Same services as the
 * routes under /authorizations, /user and /admin/members.
 */

/** Where an account lands after logging in when no page was asked for (staff: the back office). */
export { landingFor } from './landing';

/** Who the page's signed-in account is, as the frames show it (null: no live session). */
export interface SignedIn {
  id: number;
  name: string;
  company: string;
  avatar: string;
  /** The staff roles the account holds, in the site's order. */
  staffRoles: StaffRole[];
}

/** The member area's frame and the back office's bar: the signed-in account, or null. */
export const signedIn = (): Promise<SignedIn | null> =>
  readAsVisitor(async (_db, actor) => {
    if (!actor) return null;
    const { user } = actor;
    return {
      id: user.id,
      name: user.nickname || user.account || `#${user.id}`,
      company: user.company,
      avatar: user.avatar,
      staffRoles: STAFF_ROLES.filter((role) => actor.roles.includes(role)),
    };
  });

/** What the sign-in forms offer: the social buttons of the configured providers, the mobile-code tab when codes can be sent. */
export function signInOptions() {
  return { providers: configuredProviderList(), phoneLogin: getSmsSender() !== null };
}

/** /user/profile: the member's info, and which settings forms can work here (SMS, e-mail codes, social rows). */
export const myProfile = () =>
  readAsActor(async (db, actor) => ({
    info: await memberInfo(db, actor),
    providers: configuredProviderList(),
    smsAvailable: getSmsSender() !== null,
    mailAvailable: emailCodesAvailable(),
  }));

/**
 * /user/message: the address our replies are also mailed to, or null when they only appear on the
 * page (no mail set up here, or no e-mail the member has confirmed), so the page promises only what
 * happens.
 */
export const myReplyAddress = () =>
  readAsActor(async (_db, actor) => {
    const { email, emailVerifiedAt } = actor.user;
    return emailCodesAvailable() && email && emailVerifiedAt ? email : null;
  });

/** /user/member: the member's level, points and one page of their points history. */
export const myLevel = (locale: Locale, page: number) => readAsActor((db, actor) => MEMBER_EXTRAS.pointsOverview(db, actor, locale, page));

/** /admin/members: one page of accounts, with the education flag and the level of each. */
export const staffMemberList = (query: MemberQuery, locale: Locale) =>
  readAsActor(async (db, actor) => {
    const page = await listMembers(db, actor, query);
    const ids = page.list.map((m) => m.id);
    const [education, levels] = await Promise.all([MEMBER_EXTRAS.education(db, ids), MEMBER_EXTRAS.levels(db, ids, locale)]);
    return { page, education, levels };
  });

/** /admin/members/{id}: the member and whether it is the reader's own account (null: no such account, or not staff who may see it). */
export const staffMember = (id: number) => findAsActor(async (db, actor) => ({ member: await getMember(db, actor, id), self: actor.user.id === id }));
