import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { coursePath, type CourseSummary } from '@/lib/api/contract/academy';
import { pictureSizes } from '@/lib/picture';
import styles from './Academy.module.css';

/** A course on /course and in /user/myLearn's suggestions: cover, title, summary, lessons and time. */
export default function CourseCard({
  course,
  locale,
  meta,
  action,
  priority = false,
  headingLevel = 2,
}: {
  course: CourseSummary;
  locale: Locale;
  /** "4 lessons · 22 min", already translated. */
  meta: string;
  /** The card's call to action ("Start the course"). */
  action: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const href = localizedPath(locale, coursePath(course.slug));
  return (
    <article className={styles.card}>
      <a href={href} className={styles.cardCover} tabIndex={-1} aria-hidden="true">
        <img {...pictureSizes(course.cover, [600, 1200], '(max-width: 767px) 100vw, 380px')} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" />
      </a>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>{meta}</p>
        <Heading className={styles.cardTitle}>
          <a href={href} {...langDir(course.lang?.title)}>
            {course.title}
          </a>
        </Heading>
        <p className={styles.cardSummary} {...langDir(course.lang?.summary)}>
          {course.summary}
        </p>
        <span className={styles.cardMore} aria-hidden="true">
          {action} <span className="bidi-flip">→</span>
        </span>
      </div>
    </article>
  );
}
