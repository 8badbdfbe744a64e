import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ACADEMY_STAFF_ROLES } from '@/lib/api/contract/academy';
import { coursesForStaff } from '@/lib/server/academy/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import CourseForm from '@/components/admin/courses/CourseForm';
import CourseRowActions from '@/components/admin/courses/CourseRowActions';
import { courseEditorTexts } from '@/components/admin/courses/course-texts';
import { ListHead } from '@/components/admin/list/AdminList';
import ViewOnSite from '@/components/admin/ViewOnSite';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/courses/Courses.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/courses: the academy's courses in the public order (drafts too), with lessons and learners; a new course (editors). */
export default async function CoursesAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/courses', ACADEMY_STAFF_ROLES);
  const [list, t, f, texts] = await Promise.all([coursesForStaff(), adminTranslator(locale, 'courses'), adminTranslator(locale, 'contentForm'), courseEditorTexts(locale)]);
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={<ViewOnSite href={localizedPath(locale, '/course')}>{t('view')}</ViewOnSite>} />
      {list.length ? (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-courses>
            <thead>
              <tr>
                <th scope="col">{t('cover')}</th>
                <th scope="col">{t('course')}</th>
                <th scope="col">{t('lessons')}</th>
                <th scope="col">{t('learners')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((course) => (
                <tr key={course.id}>
                  <td>
                    <img className={own.thumb} src={course.cover.replace(/\.webp$/, '-sm.webp')} alt="" width={96} height={60} />
                  </td>
                  <td>
                    <a href={localizedPath(locale, `/admin/courses/${course.id}`)}>{course.title[locale] ?? course.title['zh-CN']}</a>
                    <br />
                    <small className={styles.muted} dir="ltr">
                      /course/{course.slug}
                    </small>
                  </td>
                  <td>{course.lessons}</td>
                  <td>{course.learners}</td>
                  <td>{course.published ? <span className={own.live}>{t('live')}</span> : <span className={own.draft}>{t('draft')}</span>}</td>
                  <td>
                    <CourseRowActions
                      id={course.id}
                      texts={{
                        moveUp: f('moveUp'),
                        moveDown: f('moveDown'),
                        delete: f('delete'),
                        confirmDelete: t('confirmDelete', { lessons: course.lessons, learners: course.learners }),
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <h2>{t('newCourse')}</h2>
      <CourseForm course={null} newHref={localizedPath(locale, '/admin/courses/{id}')} texts={texts.course} localized={texts.localized} />
    </>
  );
}
