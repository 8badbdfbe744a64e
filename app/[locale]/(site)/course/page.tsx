import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld';
import { getCourses } from '@/lib/server/academy/cached';
import { pageLocale } from '@/lib/server/http/page';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import CourseCard from '@/components/academy/CourseCard';
import { CourseListJsonLd } from '@/components/academy/AcademyJsonLd';
import styles from '@/components/academy/Academy.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'academy' });
  return createMetadata({ locale, path: '/course', title: t('title'), description: t('metaDescription') });
}

/** /course: the academy's published courses (server-rendered, cached; the same HTML for everyone). */
export default async function CoursesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, tc, courses] = await Promise.all([getTranslations({ locale, namespace: 'academy' }), getTranslations({ locale, namespace: 'common' }), getCourses(locale)]);
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('title'), path: '/course' },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <CourseListJsonLd courses={courses} locale={locale} />
      <Breadcrumb label={tc('breadcrumb')} items={[{ name: tc('home'), href: '/' }, { name: t('title') }]} />
      <header className={styles.intro}>
        <p className={styles.kicker}>{t('kicker')}</p>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {courses.length ? (
        <div className={styles.grid}>
          {courses.map((course, index) => (
            <CourseCard
              key={course.id}
              course={course}
              locale={locale}
              priority={index < 3}
              meta={t('meta', { lessons: course.lessons, minutes: course.minutes })}
              action={t('open')}
            />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </div>
  );
}
