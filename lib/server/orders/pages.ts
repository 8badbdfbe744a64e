import 'server-only';
import type { Locale } from '@/lib/config';
import type { AdminOrderQuery, OrderDocumentKind, OrderQuery } from '@/lib/api/contract/orders';
import { findAsActor, readAsActor, readPublic } from '@/lib/server/http/page';
import { orderDocument } from './documents';
import { adminOrderPhotos, memberOrderPhotos, productionPhotosForMember } from './photos';
import { getAdminOrder, listAdminOrders, ordersOfMember } from './manage';
import { assigneeChoices, orderTurnCounts } from './manage-assignee';
import { getMemberOrder, listMemberOrders, listMemberProofs } from './service';

/** The orders' page door (lib/server/http/page.ts): the same services the routes call, as the page's actor. */

/** /user/myOrder: one page of the member's orders (opening it also brings in their /contact requests). */
export const myOrders = (query: OrderQuery, locale: Locale) => readAsActor((db, actor) => listMemberOrders(db, actor, query, locale));

/** /user/myOrder/{id}: the member's order (null: none of theirs). */
export const myOrder = (id: number) => findAsActor((db, actor) => getMemberOrder(db, actor, id));

/** /user/myOrder/{id}: the production photos of the member's order. */
export const myOrderPhotos = (orderId: number) => readAsActor((db, actor) => memberOrderPhotos(db, actor, orderId));

/** /manuscript: every proof sent for the member's orders. */
export const myProofs = () => readAsActor((db, actor) => listMemberProofs(db, actor));

/** The production photos of one member's orders, grouped by order (the caller passes the member of the session). */
export const productionPhotosOf = (memberId: number) => readPublic((db) => productionPhotosForMember(db, memberId));

/** /admin/orders: one page of the members' orders. */
export const staffOrders = (query: AdminOrderQuery) => readAsActor((db, actor) => listAdminOrders(db, actor, query));

/** /admin/orders/{id}: one order as staff see it (null: no such order). */
export const staffOrder = (id: number) => findAsActor((db, actor) => getAdminOrder(db, actor, id));

/** /admin/orders/{id}: the order's production photos. */
export const staffOrderPhotos = (orderId: number) => readAsActor((db, actor) => adminOrderPhotos(db, actor, orderId));

/** The back office's member page: the member's latest orders and how many they have. */
export const memberOrders = (memberId: number) => readAsActor((db, actor) => ordersOfMember(db, actor, memberId));

/** /admin/orders and /admin/orders/{id}: the accounts an order may be given to. */
export const staffOrderAssignees = () => readAsActor((db, actor) => assigneeChoices(db, actor));

/** /admin/orders: how many orders wait on us (per step) and how many are the reader's (the filters' counts). */
export const staffOrderTurnCounts = () => readAsActor((db, actor) => orderTurnCounts(db, actor));

/** /user/myOrder/{id}/quote|proforma and /admin/orders/{id}/quote|proforma: the printable document (null: not the reader's, or not yet). */
export const orderSheet = (id: number, kind: OrderDocumentKind) => findAsActor((db, actor) => orderDocument(db, actor, id, kind));
