import 'server-only';
import { readAsActor } from '@/lib/server/http/page';
import { listAddresses } from './service';
import { memberContactForStaff } from './staff';

/** The address book's page door (lib/server/http/page.ts): the same services the routes call, as the page's actor. */

/** /user/Address (and an order's ship-to choice): the member's addresses. */
export const myAddresses = () => readAsActor((db, actor) => listAddresses(db, actor));

/** The back office's member page: the member's company, e-mail and addresses. */
export const memberContact = (memberId: number) => readAsActor((db, actor) => memberContactForStaff(db, actor, memberId));
