/** @jest-environment node */
import { LOCALES } from '@/lib/config';
import { testDatabases } from '@/lib/server/testing/databases';
import { listCourses, getLesson } from '@/lib/server/academy/service';
import { seedDemoModules } from './modules';
import { academyDemo } from './academy';
import { DEMO_COURSES } from './academy-content';

jest.setTimeout(60_000);

describe('the academy demo content', () => {
  it('is written in every locale: titles, summaries and lesson texts', () => {
    for (const course of DEMO_COURSES) {
      for (const locale of LOCALES) {
        expect([course.slug, locale, Boolean(course.title[locale] && course.summary[locale])]).toEqual([course.slug, locale, true]);
        for (const lesson of course.lessons) expect([lesson.slug, locale, Boolean(lesson.title[locale] && lesson.body[locale])]).toEqual([lesson.slug, locale, true]);
      }
    }
  });

  it.each(testDatabases())('seeds three published courses once on $name', async ({ open }) => {
    const opened = await open();
    try {
      expect(await seedDemoModules(opened.db, [academyDemo])).toEqual(['academy']);
      expect(await seedDemoModules(opened.db, [academyDemo])).toEqual([]);
      const ja = await listCourses(opened.db, 'ja');
      expect(ja.map((c) => c.slug)).toEqual(DEMO_COURSES.map((c) => c.slug));
      expect(ja.every((c) => !c.lang)).toBe(true);
      const lesson = await getLesson(opened.db, 'ar', 'artwork-for-printed-cases', 'vector-files');
      expect(lesson?.body.length).toBeGreaterThan(1);
      expect(lesson?.images[0]).toMatchObject({ src: '/media/academy/artwork-eva-case.webp', width: 800, height: 800 });
    } finally {
      await opened.close();
    }
  });
});
