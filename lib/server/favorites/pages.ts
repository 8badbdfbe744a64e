import 'server-only';
import type { Locale } from '@/lib/config';
import { readAsActor } from '@/lib/server/http/page';
import { favoritesOfMember, listFavorites } from './service';

/** The favourites' page door (lib/server/http/page.ts): the same service the routes call, as the page's actor. */

/** /user/myFavorite: the member's saved products. */
export const myFavorites = (locale: Locale) => readAsActor((db, actor) => listFavorites(db, actor, locale));

/** The back office's member page: one member's favourites. */
export const memberFavorites = (memberId: number, locale: Locale) => readAsActor((db, actor) => favoritesOfMember(db, actor, memberId, locale));
