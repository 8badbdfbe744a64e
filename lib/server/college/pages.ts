import 'server-only';
import type { CollegeQuery } from '@/lib/api/contract/college';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { collegeOfMember, listCollege, myCollege } from './service';

/* The school verification's page door (lib/server/http/page.ts): the same service the routes call, as the page's actor. */

/** /user/collegeAuthentication: the member's newest request, the older ones and whether they may send one. */
export const myCollegePage = () => readAsActor((db, actor) => myCollege(db, actor));

/** /admin/college: one page of requests. */
export const collegeQueue = (query: CollegeQuery) => readAsActor((db, actor) => listCollege(db, actor, query));

/** The back office's member page: the member's requests and "education" flag (null: not staff who may see them). */
export const collegeOfMemberFor = (memberId: number) => findAsActor((db, actor) => collegeOfMember(db, actor, memberId));
