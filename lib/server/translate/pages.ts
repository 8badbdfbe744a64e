import 'server-only';
import type { TranslatableKind } from '@/lib/api/contract/translate';
import { readAsActor } from '@/lib/server/http/page';
import { configuredProvider } from './configured';
import { translationHelp } from './service';
import { listProtectedTerms } from './terms';

/* The translation help's page door for the back office. */

/** Whether the fill buttons show, and which languages of these records a machine wrote. */
export const translationHelpFor = (kind: TranslatableKind, ids: readonly number[]) => readAsActor((db, actor) => translationHelp(db, actor, configuredProvider(), kind, ids));

/** /admin/translate: the protected terms. */
export const protectedTermsForStaff = () => readAsActor((db, actor) => listProtectedTerms(db, actor));
