import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { coursePath, lessonPath } from '@/lib/api/contract/academy';
import { myLearningPage } from '@/lib/server/academy/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import CourseCard from '@/components/academy/CourseCard';
import styles from '@/components/academy/Academy.module.css';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.learning' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /user/myLearn: the courses the member started, with progress and "resume"; suggestions to start with. */
export default async function MyLearnPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/myLearn');
  const [t, ta, format, learning] = await Promise.all([
    getTranslations({ locale, namespace: 'member.learning' }),
    getTranslations({ locale, namespace: 'academy' }),
    getFormatter({ locale }),
    myLearningPage(locale),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{learning.courses.length ? t('intro') : t('empty')}</p>
      </header>
      {learning.courses.length ? (
        <ul className={styles.myList}>
          {learning.courses.map((item) => {
            const percent = Math.round((item.done / item.total) * 100);
            return (
              <li key={item.course.id} className={styles.myCourse} data-course={item.course.slug}>
                <img src={item.course.cover.src_small} alt="" width={160} height={100} loading="lazy" />
                <div className={styles.myInfo}>
                  <h2>
                    <a href={localizedPath(locale, coursePath(item.course.slug))} {...langDir(item.course.lang?.title)}>
                      {item.course.title}
                    </a>
                  </h2>
                  <div className={styles.progressRow}>
                    <span>{t('progress', { done: item.done, total: item.total })}</span>
                    <span
                      className={styles.bar}
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={item.total}
                      aria-valuenow={item.done}
                      aria-label={t('progress', { done: item.done, total: item.total })}
                    >
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  </div>
                  <span className={styles.muted}>{t('lastActive', { date: format.dateTime(new Date(item.updated_at), { dateStyle: 'medium' }) })}</span>
                </div>
                <div className={styles.myActions}>
                  {item.completed ? <span className={styles.completedBadge}>✓ {t('completed')}</span> : null}
                  {item.resume ? (
                    <a className={item.completed ? 'button button--ghost' : 'button'} href={localizedPath(locale, lessonPath(item.course.slug, item.resume.slug))} data-resume>
                      {item.completed ? t('review') : t('resume', { title: item.resume.title })}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {learning.suggestions.length ? (
        <section>
          <h2 className={styles.sectionTitle}>{learning.courses.length ? t('more') : t('suggestions')}</h2>
          <div className={styles.grid}>
            {learning.suggestions.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                locale={locale}
                headingLevel={3}
                meta={ta('meta', { lessons: course.lessons, minutes: course.minutes })}
                action={ta('open')}
              />
            ))}
          </div>
        </section>
      ) : null}
      <p>
        <a className="button button--ghost" href={localizedPath(locale, '/course')}>
          {t('browse')}
        </a>
      </p>
    </div>
  );
}
