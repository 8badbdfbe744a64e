'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import type { AdminCourse } from '@/lib/api/contract/academy';
import LocalizedFields, { type LocalizedFieldsTexts, type LocalizedValues, type MachineMarks } from '../LocalizedFields';
import ImageUpload, { type UploadedImage } from '../ImageUpload';
import { useAdminSave } from '../use-admin-save';
import admin from '../Admin.module.css';
import styles from './Courses.module.css';
import { SubmitButton } from '../FormOutcome';
import SaveOutcome from './SaveOutcome';

export type CourseFormTexts = Record<
  | 'slug'
  | 'slugHint'
  | 'titleField'
  | 'summaryField'
  | 'cover'
  | 'upload'
  | 'uploading'
  | 'published'
  | 'publishedHint'
  | 'save'
  | 'saving'
  | 'saved'
  | 'create'
  | 'conflict'
  | 'problem',
  string
>;

/** A course's slug, texts in 14 languages, cover and published switch: creates one (then opens it) or saves a change. */
export default function CourseForm({
  course,
  newHref,
  texts,
  localized,
  machine,
}: {
  course: AdminCourse | null;
  /** Where a created course opens: `{id}` is replaced. */
  newHref: string;
  texts: CourseFormTexts;
  localized: LocalizedFieldsTexts;
  /** The languages a machine filled, not reviewed yet. */
  machine?: MachineMarks;
}) {
  const router = useRouter();
  const { state, run, fieldError } = useAdminSave();
  const [slug, setSlug] = useState(course?.slug ?? '');
  const [cover, setCover] = useState(course?.cover ?? '');
  const [published, setPublished] = useState(course?.published ?? false);
  const [values, setValues] = useState<Record<string, LocalizedValues>>({ title: course?.title ?? {}, summary: course?.summary ?? {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = { slug, cover, published, ...values };
    if (course) {
      await run(() => api.patch<AdminCourse>(`/admin/courses/${course.id}`, { data: { ...data, updated_at: course.updated_at }, errorMessageMode: 'none' }));
    } else {
      const created = await run(() => api.post<AdminCourse>('/admin/courses', { data, errorMessageMode: 'none' }), { refresh: false });
      if (created) router.push(newHref.replace('{id}', String(created.id)));
    }
  }

  return (
    <form className={`${admin.panel} ${styles.form}`} onSubmit={submit} noValidate data-course-form>
      <div className={styles.twoCols}>
        <div className={styles.stack}>
          <label className={admin.field}>
            <span>{texts.slug}</span>
            <input className={admin.input} name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} dir="ltr" aria-invalid={fieldError('slug') ? true : undefined} />
            <small className={admin.muted}>{texts.slugHint}</small>
            {fieldError('slug') ? <small className={admin.problem}>{fieldError('slug')}</small> : null}
          </label>
          <label className={styles.switch}>
            <input type="checkbox" name="published" checked={published} onChange={(e) => setPublished(e.target.checked)} />
            <span>
              {texts.published}
              <small className={admin.muted}> — {texts.publishedHint}</small>
            </span>
          </label>
        </div>
        <div className={styles.coverBox}>
          <span className={styles.label}>{texts.cover}</span>
          {cover ? <img src={cover} alt="" className={styles.coverPreview} width={320} height={200} /> : <div className={styles.coverEmpty} />}
          <ImageUpload<UploadedImage> action="/admin/courses/images" label={texts.upload} busyLabel={texts.uploading} onUploaded={(image) => setCover(image.src)} />
          {fieldError('cover') ? <small className={admin.problem}>{fieldError('cover')}</small> : null}
        </div>
      </div>
      <LocalizedFields
        fields={[
          { name: 'title', label: texts.titleField, required: true },
          { name: 'summary', label: texts.summaryField, rows: 3, required: true },
        ]}
        values={values}
        onChange={(name, locale, value) => setValues((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }))}
        errorOf={fieldError}
        texts={localized}
        machine={machine}
      />
      <div className={styles.footer}>
        <SubmitButton state={state} label={course ? texts.save : texts.create} busyLabel={texts.saving} />
        <SaveOutcome state={state} texts={texts} />
      </div>
    </form>
  );
}
