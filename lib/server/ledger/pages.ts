import 'server-only';
import type { RedemptionQuery } from '@/lib/api/contract/points';
import type { Locale } from '@/lib/config';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { listLevelsForStaff, listRulesForStaff, ratesForStaff, listRewardsForStaff } from './manage';
import { listRedemptions, memberPointsSummary, memberShop } from './shop';
import { findMembersForPosting, ledgerOverview, ordersForPosting, statementFor } from './statement';

/*
 * The page door of levels, points, the points shop and the back office's ledger
 * (lib/server/http/page.ts): the same service functions the routes call, as the page's actor.
 */

/** /user/integrateGoods: the shop's rewards, the member's balance and redemptions. */
export const myPointsShop = (locale: Locale) => readAsActor((db, actor) => memberShop(db, actor, locale));

/** /admin/levels: the levels, the points rules and the exchange rates. */
export const levelsSetup = () =>
  readAsActor(async (db, actor) => {
    const [levels, rules, rates] = await Promise.all([listLevelsForStaff(db, actor), listRulesForStaff(db, actor), ratesForStaff(db, actor)]);
    return { levels, rules, rates };
  });

/** /admin/rewards: every reward, inactive ones too. */
export const rewardsForStaff = () => readAsActor((db, actor) => listRewardsForStaff(db, actor));

/** /admin/redemptions: one page of redemptions. */
export const redemptionsPage = (query: RedemptionQuery, locale: Locale) => readAsActor((db, actor) => listRedemptions(db, actor, query, locale));

/** The back office's member page: the member's level, points and latest entries, and whether the reader may adjust them (null: not staff who may see them). */
export const memberPointsFor = (memberId: number, locale: Locale) => findAsActor((db, actor) => memberPointsSummary(db, actor, memberId, locale));

/** /admin/ledger: the amounts due, the newest entries and the members a keyword finds. */
export const ledgerDesk = (keyword: string) =>
  readAsActor(async (db, actor) => {
    const [overview, found] = await Promise.all([ledgerOverview(db, actor), keyword ? findMembersForPosting(db, actor, keyword) : Promise.resolve([])]);
    return { overview, found };
  });

/** /admin/ledger?member=: the chosen member's statement and orders to post against (null: no such member). */
export const postingFor = (memberId: number) => findAsActor((db, actor) => Promise.all([statementFor(db, actor, memberId), ordersForPosting(db, actor, memberId)]));
