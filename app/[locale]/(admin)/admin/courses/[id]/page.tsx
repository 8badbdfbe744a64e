import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { ACADEMY_STAFF_ROLES, coursePath, lessonPath } from '@/lib/api/contract/academy';
import { courseForStaff } from '@/lib/server/academy/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import CourseForm from '@/components/admin/courses/CourseForm';
import LessonForm from '@/components/admin/courses/LessonForm';
import { courseEditorTexts } from '@/components/admin/courses/course-texts';
import ViewOnSite from '@/components/admin/ViewOnSite';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/courses/Courses.module.css';
import HistoryLink from '@/components/admin/revisions/HistoryLink';
import { translationHelpFor } from '@/lib/server/translate/pages';
import FillMissingLanguages from '@/components/admin/translate/FillMissingLanguages';
import { fillTexts, machineMarks } from '@/components/admin/translate/translate-texts';

type Props = { params: Promise<{ locale: string; id: string }> };

/** /admin/courses/{id}: a course's texts, cover and published switch, and its lessons in order (edit, add, move, delete). */
export default async function CourseAdminPage({ params }: Props) {
  const { locale, id: rawId } = await params;
  if (!isAdminLocale(locale)) notFound();
  const id = parseId(rawId);
  await guardStaffPage(locale, `/admin/courses/${rawId}`, ACADEMY_STAFF_ROLES);
  if (id === null) notFound();
  const course = await courseForStaff(id);
  if (!course) notFound();
  const [t, texts, help] = await Promise.all([adminTranslator(locale, 'courses'), courseEditorTexts(locale), translationHelpFor('course', [course.id])]);
  return (
    <>
      <p className={styles.back}>
        <a href={localizedPath(locale, '/admin/courses')}>← {t('back')}</a>
      </p>
      <div className={styles.head}>
        <h1>{course.title[locale] ?? course.title['zh-CN']}</h1>
        <div className={styles.headActions}>
          <HistoryLink locale={locale} kind="course" id={course.id} />
          {help.provider ? <FillMissingLanguages kind="course" ids={[course.id]} texts={await fillTexts(locale, help.provider)} /> : null}
          {course.published ? <ViewOnSite href={localizedPath(locale, coursePath(course.slug))}>{t('viewCourse')}</ViewOnSite> : null}
        </div>
        <p>{t('learnersCount', { count: course.learners })}</p>
      </div>
      <CourseForm
        key={course.updated_at}
        course={course}
        newHref=""
        texts={texts.course}
        localized={texts.localized}
        machine={await machineMarks(locale, help.machine[course.id] ?? [])}
      />
      <h2>{t('lessons')}</h2>
      <div className={own.lessons}>
        {course.lesson_list.map((lesson, index) => (
          <section key={`${lesson.id}-${lesson.updated_at}`}>
            <h3 className={own.lessonHead}>
              <span>{index + 1}.</span> {lesson.title[locale] ?? lesson.title['zh-CN']}
            </h3>
            <LessonForm
              courseId={course.id}
              lesson={lesson}
              viewHref={course.published ? localizedPath(locale, lessonPath(course.slug, lesson.slug)) : undefined}
              texts={texts.lesson}
              localized={texts.localized}
            />
          </section>
        ))}
        {course.lesson_list.length === 0 ? <p className={styles.empty}>{t('noLessons')}</p> : null}
        <section>
          <h3 className={own.lessonHead}>{t('newLesson')}</h3>
          <LessonForm courseId={course.id} lesson={null} texts={texts.lesson} localized={texts.localized} />
        </section>
      </div>
    </>
  );
}
