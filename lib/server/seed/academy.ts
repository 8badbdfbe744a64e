import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { courses, lessons } from '@/lib/server/academy/schema';
import type { DemoModule } from './types';
import media from '@/lib/media.json';
import { DEMO_COURSES } from './academy-content';

const mediaByPath = new Map(media.map((m) => [m.path, m]));

/** A drawn picture's address (it must be listed in media.json, like the catalogue's). */
function mediaUrl(path: string): string {
  if (!mediaByPath.has(path)) throw new Error(`artwork missing from media.json: ${path}`);
  return `/media/${path}`;
}

/** The academy's demo courses (./academy-content.ts), published, with their drawn covers and pictures. */
export const academyDemo: DemoModule = {
  key: 'academy',
  async seed(tx: Db) {
    for (const [sort, course] of DEMO_COURSES.entries()) {
      const [row] = await tx
        .insert(courses)
        .values({ slug: course.slug, title: course.title, summary: course.summary, cover: mediaUrl(course.cover), sort, published: true })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await tx.insert(lessons).values(
        course.lessons.map((lesson, index) => {
          const media = lesson.image ? mediaByPath.get(lesson.image.path) : undefined;
          return {
            courseId: row.id,
            slug: lesson.slug,
            sort: index,
            title: lesson.title,
            body: lesson.body,
            minutes: lesson.minutes,
            images: lesson.image && media ? [{ src: mediaUrl(lesson.image.path), alt: lesson.image.alt, width: media.width, height: media.height }] : [],
          };
        }),
      );
    }
  },
};
