import 'server-only';
import type { Course as CourseLd, ItemList, LearningResource, WithContext } from 'schema-dts';
import type { Locale } from '@/lib/config';
import { coursePath, lessonPath, type Course, type CourseSummary, type Lesson } from '@/lib/api/contract/academy';
import { JsonLd, organizationId } from '@/lib/seo/json-ld';
import { getSiteName } from '@/lib/seo/metadata';
import { absoluteAsset, absoluteUrl } from '@/lib/seo/paths';

/*
 * The academy's structured data: the course list as an ItemList of Courses, a course as a Course
 * (provider: the company's Organization node; its lessons as parts with their reading time) and a
 * lesson as a LearningResource that is part of its course. Only what the page shows.
 */

const duration = (minutes: number) => `PT${minutes}M`;

async function provider(locale: Locale) {
  return { '@type': 'Organization' as const, '@id': organizationId(), name: await getSiteName(locale), url: absoluteUrl(locale, '/') };
}

function courseNode(course: CourseSummary, locale: Locale, org: Awaited<ReturnType<typeof provider>>): CourseLd {
  return {
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url: absoluteUrl(locale, coursePath(course.slug)),
    image: absoluteAsset(course.cover.src),
    inLanguage: course.lang?.title ?? locale,
    provider: org,
    isAccessibleForFree: true,
    timeRequired: duration(course.minutes),
  };
}

export async function CourseListJsonLd({ courses, locale }: { courses: CourseSummary[]; locale: Locale }) {
  const org = await provider(locale);
  const data: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({ '@type': 'ListItem', position: index + 1, item: courseNode(course, locale, org) })),
  };
  return <JsonLd data={data} />;
}

export async function CourseJsonLd({ course, locale }: { course: Course; locale: Locale }) {
  const org = await provider(locale);
  const data: WithContext<CourseLd> = {
    '@context': 'https://schema.org',
    ...courseNode(course, locale, org),
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: duration(course.minutes) },
    hasPart: course.lesson_list.map((lesson) => ({
      '@type': 'LearningResource',
      name: lesson.title,
      url: absoluteUrl(locale, lessonPath(course.slug, lesson.slug)),
      timeRequired: duration(lesson.minutes),
      learningResourceType: 'lesson',
    })),
  } as WithContext<CourseLd>;
  return <JsonLd data={data} />;
}

export async function LessonJsonLd({ lesson, locale }: { lesson: Lesson; locale: Locale }) {
  const org = await provider(locale);
  const data: WithContext<LearningResource> = {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: lesson.title,
    description: lesson.body[0] ?? lesson.course.summary,
    url: absoluteUrl(locale, lessonPath(lesson.course.slug, lesson.slug)),
    inLanguage: lesson.lang?.body ?? locale,
    learningResourceType: 'lesson',
    timeRequired: duration(lesson.minutes),
    isAccessibleForFree: true,
    provider: org,
    ...(lesson.images.length ? { image: lesson.images.map((image) => absoluteAsset(image.src)) } : {}),
    isPartOf: { '@type': 'Course', name: lesson.course.title, url: absoluteUrl(locale, coursePath(lesson.course.slug)), provider: org },
  };
  return <JsonLd data={data} />;
}
