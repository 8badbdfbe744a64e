import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { pictureSizes } from '@/lib/picture';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld';
import { coursePath, lessonPath } from '@/lib/api/contract/academy';
import { getCourse } from '@/lib/server/academy/cached';
import { pageLocale } from '@/lib/server/http/page';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import LearningIsland from '@/components/academy/LearningIsland';
import { learningTexts } from '@/components/academy/learning-texts';
import { CourseJsonLd } from '@/components/academy/AcademyJsonLd';
import styles from '@/components/academy/Academy.module.css';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Rendered on first request, then served from cache. */
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  return { locale, course: await getCourse(locale, decodeURIComponent(slug)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, course } = await load(params);
  if (!course) return {};
  return createMetadata({
    locale,
    path: coursePath(course.slug),
    title: course.title,
    description: course.summary,
    type: 'article',
    images: [{ url: course.cover.src, width: course.cover.width, height: course.cover.height, alt: course.title }],
  });
}

/** /course/{slug}: a course's cover, summary and lessons; the member's ticks and "resume" come from the island. */
export default async function CoursePage({ params }: Props) {
  const { locale, course } = await load(params);
  if (!course) notFound();
  const [t, tc, texts] = await Promise.all([getTranslations({ locale, namespace: 'academy' }), getTranslations({ locale, namespace: 'common' }), learningTexts(locale)]);
  const here = localizedPath(locale, coursePath(course.slug));
  const hrefs = course.lesson_list.map((lesson) => localizedPath(locale, lessonPath(course.slug, lesson.slug)));
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('title'), path: '/course' },
    { name: course.title, path: coursePath(course.slug) },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <CourseJsonLd course={course} locale={locale} />
      <Breadcrumb
        label={tc('breadcrumb')}
        items={[
          { name: tc('home'), href: '/' },
          { name: t('title'), href: '/course' },
          { name: course.title, lang: course.lang?.title },
        ]}
      />
      <section className={styles.hero}>
        <img className={styles.heroCover} {...pictureSizes(course.cover, [600, 1200], '(max-width: 991px) 100vw, 560px', 'full')} alt="" />
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('meta', { lessons: course.lessons, minutes: course.minutes })}</p>
          <h1 {...langDir(course.lang?.title)}>{course.title}</h1>
          <p className={styles.lead} {...langDir(course.lang?.summary)}>
            {course.summary}
          </p>
          <LearningIsland
            course={course.slug}
            lessonIds={course.lesson_list.map((l) => l.id)}
            lessonHrefs={hrefs}
            lessonTitles={course.lesson_list.map((l) => l.title)}
            loginHref={`${localizedPath(locale, '/login')}?${new URLSearchParams({ redirect: here })}`}
            texts={texts}
          />
        </div>
      </section>
      <h2 className={styles.sectionTitle}>{t('lessons')}</h2>
      <ol className={styles.lessonList}>
        {course.lesson_list.map((lesson, index) => (
          <li key={lesson.id} data-lesson-id={lesson.id}>
            <a href={hrefs[index]}>
              <span className={styles.lessonNumber} aria-hidden="true">
                <span className={styles.numberText}>{index + 1}</span>
                <svg className={styles.check} viewBox="0 0 24 24" width="18" height="18" focusable="false">
                  <path d="M5 12.5 10 17l9-10" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span className={styles.lessonText}>
                <span className={styles.lessonTitle} {...langDir(lesson.lang?.title)}>
                  {lesson.title}
                </span>
                <span className={styles.lessonMeta}>
                  {t('lessonNumber', { number: index + 1 })} · {t('minutes', { minutes: lesson.minutes })}
                  <span className={styles.doneMark}> · {t('done')}</span>
                </span>
              </span>
              <span className="bidi-flip" aria-hidden="true">
                →
              </span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
