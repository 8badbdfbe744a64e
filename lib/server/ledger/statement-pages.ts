import 'server-only';
import type { StatementEntry } from '@/lib/api/contract/statement';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { statementCurrencies, statementFor, statementRows } from './statement';

/*
 * The account statement's page door (lib/server/http/page.ts): the member's /user/myPurse and its
 * printable sheet, and the statement section of the back office's member page. Same services as
 * GET /user/statement and the /admin/ledger routes.
 */

/** /user/myPurse: the member's statement (in one currency when asked) and the currencies they hold anything in. */
export const myStatement = (currency: string | null) =>
  readAsActor(async (db, actor) => {
    const [statement, currencies] = await Promise.all([statementFor(db, actor, actor.user.id, { currency }), statementCurrencies(db, actor, actor.user.id)]);
    return { statement, currencies };
  });

/** /user/myPurse/print: the statement and every entry in date order. */
export const myStatementSheet = (currency: string | null) =>
  readAsActor(async (db, actor) => {
    const statement = await statementFor(db, actor, actor.user.id, { currency });
    const entries: StatementEntry[] = [];
    for await (const batch of statementRows(db, actor, actor.user.id, { currency })) entries.push(...batch);
    return { statement, entries };
  });

/** The back office's member page: one member's statement (null: not staff who may read it). */
export const memberStatement = (memberId: number) => findAsActor((db, actor) => statementFor(db, actor, memberId));
