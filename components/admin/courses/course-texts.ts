import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import type { LocalizedFieldsTexts } from '../LocalizedFields';
import type { CourseFormTexts } from './CourseForm';
import type { LessonFormTexts } from './LessonForm';

/** The course editor's words for its client parts (`{count}` left for them to fill). */
export async function courseEditorTexts(locale: AdminLocale): Promise<{ course: CourseFormTexts; lesson: LessonFormTexts; localized: LocalizedFieldsTexts }> {
  const [t, f] = await Promise.all([adminTranslator(locale, 'courses'), adminTranslator(locale, 'contentForm')]);
  const common = { save: f('save'), saving: f('saving'), saved: f('saved'), create: f('create'), conflict: f('reloadHint') };
  return {
    course: {
      ...common,
      slug: t('slug'),
      slugHint: t('slugHint'),
      titleField: t('titleField'),
      summaryField: t('summaryField'),
      cover: t('cover'),
      upload: t('upload'),
      uploading: t('uploading'),
      published: t('published'),
      publishedHint: t('publishedHint'),
      problem: t('problem'),
    },
    lesson: {
      ...common,
      slug: t('slug'),
      titleField: t('lessonTitle'),
      bodyField: t('bodyField'),
      bodyHint: t('bodyHint'),
      images: t('images'),
      addImage: t('addImage'),
      uploading: t('uploading'),
      removeImage: t('removeImage'),
      altZh: t('altZh'),
      altEn: t('altEn'),
      video: t('video'),
      videoHint: t('videoHint'),
      minutes: t('minutes'),
      delete: f('delete'),
      confirmDelete: t('confirmDeleteLesson'),
      moveUp: f('moveUp'),
      moveDown: f('moveDown'),
      doneBy: t.raw('doneBy') as string,
      view: t('viewLesson'),
    },
    localized: {
      languages: f('languages'),
      complete: f('complete'),
      partial: f('partial'),
      empty: f('empty'),
      copyFrom: f('copyFrom'),
      copy: f('copy'),
      required: f('required'),
    },
  };
}
