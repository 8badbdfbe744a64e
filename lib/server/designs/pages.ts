import 'server-only';
import type { Locale } from '@/lib/config';
import { findAsActor, readAsActor, readPublic } from '@/lib/server/http/page';
import { startingProduct } from './products';
import { designsOfMember, getDesign, listDesigns, savedCounts } from './service';

/** The designs' page door (lib/server/http/page.ts): the same services the routes call, as the page's actor. */

/** /user/myProduct: the member's saved designs. */
export const myDesigns = (locale: Locale) => readAsActor((db, actor) => listDesigns(db, actor, locale));

/** /product/editProduct/{id}: one of the member's designs (null: none of theirs). */
export const myDesign = (id: number, locale: Locale) => findAsActor((db, actor) => getDesign(db, actor, id, locale));

/** /product/editProduct/new?product={id}: the published product a new design starts from (null: none). */
export const designStart = (productId: number, locale: Locale) => readPublic((db) => startingProduct(db, productId, locale));

/** The back office's member page: one member's saved designs. */
export const memberDesigns = (memberId: number, locale: Locale) => readAsActor((db, actor) => designsOfMember(db, actor, memberId, locale));

/** The back office's product list: how often each product was saved in designs and favourites. */
export const productSavedCounts = (productIds: readonly number[]) => readAsActor((db, actor) => savedCounts(db, actor, productIds));
