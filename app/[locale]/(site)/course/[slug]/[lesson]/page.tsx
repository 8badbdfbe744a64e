import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld';
import { coursePath, lessonPath } from '@/lib/api/contract/academy';
import { getLesson } from '@/lib/server/academy/cached';
import { pageLocale } from '@/lib/server/http/page';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import LearningIsland from '@/components/academy/LearningIsland';
import LongText from '@/components/ui/LongText';
import { learningTexts } from '@/components/academy/learning-texts';
import { LessonJsonLd } from '@/components/academy/AcademyJsonLd';
import styles from '@/components/academy/Academy.module.css';

type Props = { params: Promise<{ locale: string; slug: string; lesson: string }> };

/** Rendered on first request, then served from cache. */
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { slug, lesson } = await params;
  return { locale, lesson: await getLesson(locale, decodeURIComponent(slug), decodeURIComponent(lesson)) };
}

function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').replace(/^- /, '').trim();
  return [...flat].length <= max
    ? flat
    : `${[...flat]
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lesson } = await load(params);
  if (!lesson) return {};
  return createMetadata({
    locale,
    path: lessonPath(lesson.course.slug, lesson.slug),
    title: `${lesson.title} · ${lesson.course.title}`,
    description: excerpt(lesson.body[0] ?? lesson.course.summary),
    type: 'article',
    images: (lesson.images.length ? lesson.images : [{ ...lesson.course.cover, alt: lesson.course.title }]).map((image) => ({
      url: image.src,
      width: image.width,
      height: image.height,
      alt: image.alt,
    })),
  });
}

/** /course/{slug}/{lesson}: a lesson's text, pictures and video link, with the course's lessons beside it. */
export default async function LessonPage({ params }: Props) {
  const { locale, lesson } = await load(params);
  if (!lesson) notFound();
  const course = lesson.course;
  const [t, tc, texts] = await Promise.all([getTranslations({ locale, namespace: 'academy' }), getTranslations({ locale, namespace: 'common' }), learningTexts(locale)]);
  const here = localizedPath(locale, lessonPath(course.slug, lesson.slug));
  const hrefs = course.lesson_list.map((l) => localizedPath(locale, lessonPath(course.slug, l.slug)));
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('title'), path: '/course' },
    { name: course.title, path: coursePath(course.slug) },
    { name: lesson.title, path: lessonPath(course.slug, lesson.slug) },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <LessonJsonLd lesson={lesson} locale={locale} />
      <Breadcrumb
        label={tc('breadcrumb')}
        items={[
          { name: tc('home'), href: '/' },
          { name: t('title'), href: '/course' },
          { name: course.title, href: coursePath(course.slug), lang: course.lang?.title },
          { name: lesson.title, lang: lesson.lang?.title },
        ]}
      />
      <div className={styles.lessonLayout}>
        <article className={styles.lesson}>
          <p className={styles.kicker}>
            {t('lessonOf', { number: lesson.position, total: course.lessons })} · {t('minutes', { minutes: lesson.minutes })}
          </p>
          <h1 {...langDir(lesson.lang?.title)}>{lesson.title}</h1>
          <div {...langDir(lesson.lang?.body)}>
            <LongText text={lesson.body.join('\n\n')} headingLevel={2} className={styles.body} />
          </div>
          {lesson.images.map((image) => (
            <figure key={image.src} className={styles.figure}>
              <img
                src={image.src}
                srcSet={`${image.src_small} ${Math.round(image.width / 2)}w, ${image.src} ${image.width}w`}
                sizes="(max-width: 767px) 100vw, 720px"
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
            </figure>
          ))}
          {lesson.video_url ? (
            <p className={styles.video}>
              <a href={lesson.video_url} rel="noopener noreferrer nofollow" target="_blank">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
                </svg>
                {t('video')}
              </a>
              <span className={styles.muted}>{t('videoNote')}</span>
            </p>
          ) : null}
          <LearningIsland
            course={course.slug}
            lessonId={lesson.id}
            lessonIds={course.lesson_list.map((l) => l.id)}
            lessonHrefs={hrefs}
            lessonTitles={course.lesson_list.map((l) => l.title)}
            loginHref={`${localizedPath(locale, '/login')}?${new URLSearchParams({ redirect: here })}`}
            texts={texts}
          />
          <nav className={styles.pager} aria-label={t('lessons')}>
            {lesson.previous ? (
              <a href={localizedPath(locale, lessonPath(course.slug, lesson.previous.slug))} rel="prev">
                <small>
                  <span className="bidi-flip" aria-hidden="true">
                    ←
                  </span>{' '}
                  {t('previous')}
                </small>
                <span {...langDir(lesson.previous.lang?.title)}>{lesson.previous.title}</span>
              </a>
            ) : (
              <span />
            )}
            {lesson.next ? (
              <a href={localizedPath(locale, lessonPath(course.slug, lesson.next.slug))} rel="next" className={styles.pagerNext}>
                <small>
                  {t('next')}{' '}
                  <span className="bidi-flip" aria-hidden="true">
                    →
                  </span>
                </small>
                <span {...langDir(lesson.next.lang?.title)}>{lesson.next.title}</span>
              </a>
            ) : (
              <a href={localizedPath(locale, coursePath(course.slug))} className={styles.pagerNext}>
                <small>{t('lastLesson')}</small>
                <span>{t('backToCourse')}</span>
              </a>
            )}
          </nav>
        </article>
        <aside className={styles.side}>
          <h2>
            <a href={localizedPath(locale, coursePath(course.slug))} {...langDir(course.lang?.title)}>
              {course.title}
            </a>
          </h2>
          <ol className={styles.sideList}>
            {course.lesson_list.map((l, index) => (
              <li key={l.id} data-lesson-id={l.id} aria-current={l.id === lesson.id ? 'page' : undefined}>
                <a href={hrefs[index]}>
                  <span className={styles.lessonNumber} aria-hidden="true">
                    <span className={styles.numberText}>{index + 1}</span>
                    <svg className={styles.check} viewBox="0 0 24 24" width="16" height="16" focusable="false">
                      <path d="M5 12.5 10 17l9-10" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </span>
                  <span {...langDir(l.lang?.title)}>{l.title}</span>
                  <span className={styles.doneMark + ' visually-hidden'}>{t('done')}</span>
                </a>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
