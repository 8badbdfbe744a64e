import 'server-only';
import { revalidateTag } from 'next/cache';
import { requestCdnPurge } from '@/lib/server/cdn/purge';

/** The cache tag of every public academy read (the course list, a course, a lesson, the sitemap's pages). */
export const ACADEMY_TAG = 'academy';

/** After a staff write commits: the academy's cached reads and pages expire at once (as the catalogue's do). */
export function revalidateAcademy(): void {
  revalidateTag(ACADEMY_TAG, { expire: 0 });
  requestCdnPurge([ACADEMY_TAG]);
}
