import 'server-only';
import { readAsActor } from '@/lib/server/http/page';
import { adminTrust } from './manage';

/* The trust facts' page door for the back office; the public pages read through ./cached.ts. */

/** /admin/trust: the terms in every locale and the certifications in order. */
export const trustForStaff = () => readAsActor((db, actor) => adminTrust(db, actor));
