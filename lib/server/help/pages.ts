import 'server-only';
import type { Locale } from '@/lib/config';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { accountManagerOf, accountTeamFor, listTeam, managerChoices, officeHoursForm } from './service';

/*
 * The account team's page door (lib/server/http/page.ts). The feature is "the account team": who
 * looks after a member (their account manager, else the company's contact), the office hours and
 * the "get help" form. Its parts keep older names in their addresses: the member page
 * /user/helpGroup, the back office's /admin/team (the cards and office hours) and the account
 * manager section of /admin/members/{id}; the code lives in lib/server/help/ and its contract in
 * lib/api/contract/help.ts.
 */

/** /user/helpGroup: the member's contact card and the office hours. */
export const myAccountTeam = (locale: Locale) => readAsActor((db, actor) => accountTeamFor(db, actor, locale));

/** /admin/team: every staff member's card and the office hours as saved per language. */
export const teamCards = () => readAsActor(async (db, actor) => ({ team: await listTeam(db, actor), hours: await officeHoursForm(db, actor) }));

/** The back office's member page: the member's account manager and the staff who may become it (null: not staff who may choose). */
export const accountManagerChoice = (memberId: number) =>
  findAsActor(async (db, actor) => {
    const [current, choices] = await Promise.all([accountManagerOf(db, actor, memberId), managerChoices(db, actor)]);
    return { current, choices };
  });
