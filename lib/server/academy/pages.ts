import 'server-only';
import type { Locale } from '@/lib/config';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { adminCourse, listAdminCourses } from './manage';
import { myLearning } from './progress';

/*
 * The academy's page door (lib/server/http/page.ts) for the member's and the back office's pages;
 * the public /course pages read the cached getters of ./cached.ts.
 */

/** /user/myLearn: the member's started courses and a few suggestions. */
export const myLearningPage = (locale: Locale) => readAsActor((db, actor) => myLearning(db, actor, locale));

/** /admin/courses: every course, drafts too. */
export const coursesForStaff = () => readAsActor((db, actor) => listAdminCourses(db, actor));

/** /admin/courses/{id}: one course with its lessons (null: no such course). */
export const courseForStaff = (id: number) => findAsActor((db, actor) => adminCourse(db, actor, id));
