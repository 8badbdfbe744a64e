import 'server-only';
import { readAsActor } from '@/lib/server/http/page';
import { listMemberFiles, memberFilesForStaff } from './member-files';

/** The member files' page door (lib/server/http/page.ts): the same services the routes call, as the page's actor. */

/** /user/uploading: the member's files with their uses and the space left. */
export const myFiles = () => readAsActor((db, actor) => listMemberFiles(db, actor));

/** The back office's member page: one member's files. */
export const memberFiles = (memberId: number) => readAsActor((db, actor) => memberFilesForStaff(db, actor, memberId));
