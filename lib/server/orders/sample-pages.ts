import 'server-only';
import { readAsActor } from '@/lib/server/http/page';
import { listStaffSamples } from './manage-samples';
import { listMemberSamples } from './samples';

/** The samples' page door (lib/server/http/page.ts): the same services the routes call, as the page's actor. */

/** /user/myOrder/{id}: the samples of the member's order. */
export const myOrderSamples = (orderId: number) => readAsActor((db, actor) => listMemberSamples(db, actor, orderId));

/** /admin/orders/{id}: the order's sample requests and the terms an acceptance starts from. */
export const staffOrderSamples = (orderId: number) => readAsActor((db, actor) => listStaffSamples(db, actor, orderId));
