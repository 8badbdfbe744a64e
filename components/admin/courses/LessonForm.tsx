'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { AdminLesson, AdminLessonImage } from '@/lib/api/contract/academy';
import LocalizedFields, { type LocalizedFieldsTexts, type LocalizedValues } from '../LocalizedFields';
import ImageUpload, { type UploadedImage } from '../ImageUpload';
import { useAdminSave } from '../use-admin-save';
import admin from '../Admin.module.css';
import styles from './Courses.module.css';
import { SubmitButton } from '../FormOutcome';
import SaveOutcome from './SaveOutcome';

export type LessonFormTexts = Record<
  | 'slug'
  | 'titleField'
  | 'bodyField'
  | 'bodyHint'
  | 'images'
  | 'addImage'
  | 'uploading'
  | 'removeImage'
  | 'altZh'
  | 'altEn'
  | 'video'
  | 'videoHint'
  | 'minutes'
  | 'save'
  | 'saving'
  | 'saved'
  | 'create'
  | 'conflict'
  | 'delete'
  | 'confirmDelete'
  | 'moveUp'
  | 'moveDown'
  | 'doneBy'
  | 'view',
  string
>;

/** One lesson of a course in the editor (or a new one): texts in 14 languages, pictures, video link, reading time; move and delete. */
export default function LessonForm({
  courseId,
  lesson,
  viewHref,
  texts,
  localized,
  onCreated,
}: {
  courseId: number;
  lesson: AdminLesson | null;
  viewHref?: string;
  texts: LessonFormTexts;
  localized: LocalizedFieldsTexts;
  onCreated?: () => void;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [slug, setSlug] = useState(lesson?.slug ?? '');
  const [minutes, setMinutes] = useState(String(lesson?.minutes ?? 5));
  const [video, setVideo] = useState(lesson?.video_url ?? '');
  const [images, setImages] = useState<AdminLessonImage[]>(lesson?.images ?? []);
  const [values, setValues] = useState<Record<string, LocalizedValues>>({ title: lesson?.title ?? {}, body: lesson?.body ?? {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = { slug, minutes, video_url: video, images, ...values };
    if (lesson) {
      await run(() => api.patch<AdminLesson>(`/admin/lessons/${lesson.id}`, { data: { ...data, updated_at: lesson.updated_at }, errorMessageMode: 'none' }));
    } else {
      const created = await run(() => api.post<AdminLesson>(`/admin/courses/${courseId}/lessons`, { data, errorMessageMode: 'none' }));
      if (created) {
        setSlug('');
        setImages([]);
        setVideo('');
        setValues({ title: {}, body: {} });
        onCreated?.();
      }
    }
  }

  async function remove() {
    if (!lesson || !window.confirm(texts.confirmDelete)) return;
    await run(() => api.delete(`/admin/lessons/${lesson.id}`, { errorMessageMode: 'none' }));
  }

  async function move(direction: 'up' | 'down') {
    if (!lesson) return;
    await run(() => api.post(`/admin/lessons/${lesson.id}/move`, { data: { direction }, errorMessageMode: 'none' }));
  }

  const setAlt = (index: number, locale: 'zh-CN' | 'en', value: string) =>
    setImages((list) => list.map((image, i) => (i === index ? { ...image, alt: { ...image.alt, [locale]: value } } : image)));

  return (
    <form className={styles.lessonForm} onSubmit={submit} noValidate data-lesson-form={lesson?.slug ?? 'new'}>
      <div className={styles.row}>
        <label className={admin.field}>
          <span>{texts.slug}</span>
          <input className={admin.input} value={slug} onChange={(e) => setSlug(e.target.value)} dir="ltr" aria-invalid={fieldError('slug') ? true : undefined} />
          {fieldError('slug') ? <small className={admin.problem}>{fieldError('slug')}</small> : null}
        </label>
        <label className={admin.field}>
          <span>{texts.minutes}</span>
          <input className={admin.input} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          {fieldError('minutes') ? <small className={admin.problem}>{fieldError('minutes')}</small> : null}
        </label>
        <label className={`${admin.field} ${styles.grow}`}>
          <span>{texts.video}</span>
          <input className={admin.input} type="url" value={video} onChange={(e) => setVideo(e.target.value)} dir="ltr" placeholder="https://" />
          <small className={admin.muted}>{texts.videoHint}</small>
          {fieldError('video_url') ? <small className={admin.problem}>{fieldError('video_url')}</small> : null}
        </label>
      </div>
      <LocalizedFields
        fields={[
          { name: 'title', label: texts.titleField, required: true },
          { name: 'body', label: texts.bodyField, rows: 10, required: true, hint: texts.bodyHint },
        ]}
        values={values}
        onChange={(name, locale, value) => setValues((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }))}
        errorOf={fieldError}
        texts={localized}
      />
      <div className={styles.images}>
        <span className={styles.label}>{texts.images}</span>
        {images.map((image, index) => (
          <div key={`${image.src}-${index}`} className={styles.imageRow}>
            <img src={image.src} alt="" width={120} height={Math.round((120 * image.height) / image.width)} />
            <label className={admin.field}>
              <span>{texts.altZh}</span>
              <input className={admin.input} lang="zh-CN" value={image.alt['zh-CN'] ?? ''} onChange={(e) => setAlt(index, 'zh-CN', e.target.value)} />
            </label>
            <label className={admin.field}>
              <span>{texts.altEn}</span>
              <input className={admin.input} lang="en" value={image.alt.en ?? ''} onChange={(e) => setAlt(index, 'en', e.target.value)} />
            </label>
            <button type="button" className="button button--ghost" onClick={() => setImages((list) => list.filter((_, i) => i !== index))}>
              {texts.removeImage}
            </button>
            {fieldError(`images.${index}`) ? <small className={admin.problem}>{fieldError(`images.${index}`)}</small> : null}
          </div>
        ))}
        {fieldError('images') ? <small className={admin.problem}>{fieldError('images')}</small> : null}
        <ImageUpload<UploadedImage>
          action="/admin/courses/images"
          label={texts.addImage}
          busyLabel={texts.uploading}
          onUploaded={(image) => setImages((list) => [...list, { ...image, alt: {} }])}
        />
      </div>
      <div className={styles.footer}>
        <SubmitButton state={state} label={lesson ? texts.save : texts.create} busyLabel={texts.saving} />
        {lesson ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => move('up')}>
              {texts.moveUp}
            </button>
            <button type="button" className="button button--ghost" onClick={() => move('down')}>
              {texts.moveDown}
            </button>
            {viewHref ? (
              <a href={viewHref} target="_blank" rel="noreferrer">
                {texts.view}
              </a>
            ) : null}
            <span className={admin.muted}>{texts.doneBy.replace('{count}', String(lesson.done_by))}</span>
            <button type="button" className={styles.danger} onClick={remove}>
              {texts.delete}
            </button>
          </>
        ) : null}
        <SaveOutcome state={state} texts={texts} />
      </div>
    </form>
  );
}
