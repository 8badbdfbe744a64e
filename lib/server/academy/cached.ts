import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import * as academy from './service';
import { ACADEMY_TAG } from './tags';

/*
 * The academy's reads for its public pages, cached with the `academy` tag like the catalogue's
 * (pages render once, then come from the cache; a staff write revalidates the tag). Only slugs
 * that exist reach a cache entry: an unknown one answers null from the cached index.
 */

export const getAcademyIndex = unstable_cache(async () => academy.academyIndex(await getDb()), ['academy-index'], { tags: [ACADEMY_TAG] });

export const getCourses = unstable_cache(async (locale: Locale) => academy.listCourses(await getDb(), locale), ['academy-courses'], { tags: [ACADEMY_TAG] });

const cachedCourse = unstable_cache(async (locale: Locale, slug: string) => academy.getCourse(await getDb(), locale, slug), ['academy-course'], {
  tags: [ACADEMY_TAG],
});

const cachedLesson = unstable_cache(async (locale: Locale, course: string, lesson: string) => academy.getLesson(await getDb(), locale, course, lesson), ['academy-lesson'], {
  tags: [ACADEMY_TAG],
});

export const getAcademySitemapPages = unstable_cache(async () => academy.academySitemapPages(await getDb()), ['academy-sitemap'], { tags: [ACADEMY_TAG] });

export async function getCourse(locale: Locale, slug: string) {
  if (!Object.hasOwn(await getAcademyIndex(), slug)) return null;
  return cachedCourse(locale, slug);
}

export async function getLesson(locale: Locale, course: string, lesson: string) {
  const index = await getAcademyIndex();
  if (!Object.hasOwn(index, course) || !index[course].includes(lesson)) return null;
  return cachedLesson(locale, course, lesson);
}
