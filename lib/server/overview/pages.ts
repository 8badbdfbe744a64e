import 'server-only';
import type { Locale } from '@/lib/config';
import { readAsActor } from '@/lib/server/http/page';
import { whatWaits } from './waits';

/** The back office overview's page door (lib/server/http/page.ts). */

/** /admin: what waits for the reader, per kind of work their role can act on. */
export const waitingForStaff = (locale: Locale) => readAsActor((db, actor) => whatWaits(db, actor, locale));
