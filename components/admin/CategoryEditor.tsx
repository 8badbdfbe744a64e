'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { AdminCategory } from '@/lib/api/contract/catalogue-admin';
import { LocalizedField, type LocalizedValues } from './LocalizedFields';
import { EditorActions, SaveProblem, type ContentFormTexts } from './FaqControls';
import { useAdminSave } from './use-admin-save';
import FillMissingLanguages from './translate/FillMissingLanguages';
import { marksOf, type TranslationKit } from './translate/kit';
import styles from './Admin.module.css';

export interface CategoryEditorTexts {
  key: string;
  keyHint: string;
  parent: string;
  noParent: string;
  parentLocked: string;
  name: string;
}

/**
 * A category's key, family and name in the 14 locales: a new one (`item` absent: POST) or an
 * existing one (PATCH with the `updated_at` it was read at; a later save by someone else is a 409).
 */
export default function CategoryEditor({
  item,
  families,
  title,
  texts,
  form,
  onClose,
  translation,
}: {
  item?: AdminCategory;
  /** The families it may belong to (id, name), in order. */
  families: { id: number; name: string }[];
  title: string;
  texts: CategoryEditorTexts;
  form: ContentFormTexts;
  onClose: () => void;
  translation?: TranslationKit;
}) {
  const id = useId();
  const { state, run, fieldError } = useAdminSave();
  const [key, setKey] = useState(item?.key ?? '');
  const [parent, setParent] = useState(item?.parent_id ? String(item.parent_id) : '');
  const [name, setName] = useState<LocalizedValues>({ ...item?.name });
  const [base, setBase] = useState(item?.updated_at ?? '');
  // A newer version than this form's own saves (a fill of the missing languages): start from its names.
  const [seen, setSeen] = useState(item?.updated_at);
  if (item && item.updated_at !== seen) {
    setSeen(item.updated_at);
    if (item.updated_at !== base) {
      setName({ ...item.name });
      setBase(item.updated_at);
    }
  }
  // A family with sub-categories stays a family: its parent cannot be chosen.
  const locked = Boolean(item && item.children > 0);
  const choices = families.filter((f) => f.id !== item?.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { key, parent_id: parent, name };
    if (item) {
      const saved = await run(() => api.patch<AdminCategory>(`/admin/categories/${item.id}`, { data: { ...data, updated_at: base }, errorMessageMode: 'none' }));
      if (saved) setBase(saved.updated_at);
    } else {
      const created = await run(() => api.post<AdminCategory>('/admin/categories', { data, errorMessageMode: 'none' }));
      if (created) onClose();
    }
  }

  const keyError = fieldError('key');
  const parentError = fieldError('parent_id');
  return (
    <form className={`${styles.form} ${styles.faqEditor}`} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={title}>
      <h3 className={styles.faqEditorTitle}>{title}</h3>
      <div className={styles.categoryGrid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-key`}>
            <span>{texts.key}</span>
          </label>
          <input
            id={`${id}-key`}
            className={styles.input}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            dir="ltr"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={keyError ? true : undefined}
            aria-describedby={`${id}-key-hint${keyError ? ` ${id}-key-error` : ''}`}
          />
          <small id={`${id}-key-hint`} className={styles.muted}>
            {texts.keyHint}
          </small>
          {keyError ? (
            <small id={`${id}-key-error`} className={styles.problem}>
              {keyError}
            </small>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-parent`}>
            <span>{texts.parent}</span>
          </label>
          <select
            id={`${id}-parent`}
            className={styles.input}
            value={parent}
            onChange={(e) => setParent(e.target.value)}
            disabled={locked}
            aria-invalid={parentError ? true : undefined}
            aria-describedby={locked || parentError ? `${id}-parent-note` : undefined}
          >
            <option value="">{texts.noParent}</option>
            {choices.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {locked || parentError ? (
            <small id={`${id}-parent-note`} className={parentError ? styles.problem : styles.muted}>
              {parentError ?? texts.parentLocked}
            </small>
          ) : null}
        </div>
      </div>
      {item && translation?.fill ? <FillMissingLanguages kind="category" ids={[item.id]} texts={translation.fill} /> : null}
      <LocalizedField
        field={{ name: 'name', label: texts.name, required: true }}
        value={name}
        onChange={setName}
        errorOf={fieldError}
        texts={form}
        machine={item ? marksOf(translation, item.id) : undefined}
      />
      <SaveProblem state={state} texts={form} shownFields={['key', 'parent_id', 'name']} />
      <EditorActions state={state} editing={Boolean(item)} onClose={onClose} texts={form} />
    </form>
  );
}
