'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { Locale } from '@/lib/config';
import { LocalizedField, type LocalizedValues } from '../LocalizedFields';
import { SaveProblem, previewOf, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import type { LibraryTexts } from './LibrarySettingsForm';
import styles from '../Admin.module.css';
import own from './Libraries.module.css';
import { SaveRow } from '../FormOutcome';
import ConfirmDelete from './ConfirmDelete';

export interface TagRow {
  id: number;
  key: string;
  name: LocalizedValues;
  entries: number;
  /** "3 entries", formatted by the server. */
  countLabel: string;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/** A tag's key and its name in 14 languages: a new one (POST) or an existing one (PATCH). */
function TagForm({ libraryKey, tag, texts, form, onDone }: { libraryKey: string; tag?: TagRow; texts: LibraryTexts; form: ContentFormTexts; onDone: () => void }) {
  const { state, run, fieldError } = useAdminSave();
  const [key, setKey] = useState(tag?.key ?? '');
  const [name, setName] = useState<LocalizedValues>({ ...tag?.name });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { key, name };
    const ok = await run(() =>
      (tag
        ? api.patch(`/admin/libraries/tags/${tag.id}`, { data, errorMessageMode: 'none' })
        : api.post(`/admin/libraries/${libraryKey}/tags`, { data, errorMessageMode: 'none' })
      ).then(() => true),
    );
    if (ok) onDone();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={tag ? fill(texts.editTag, { key: tag.key }) : texts.addTag}>
      <label className={styles.field}>
        <span>{texts.tagKey}</span>
        <input className={styles.input} name="key" value={key} onChange={(e) => setKey(e.target.value)} required maxLength={40} pattern="[a-z0-9]+(-[a-z0-9]+)*" dir="ltr" />
        {fieldError('key') ? <small className={styles.problem}>{fieldError('key')}</small> : null}
      </label>
      <LocalizedField field={{ name: 'name', label: texts.tagName, required: true }} value={name} onChange={setName} errorOf={fieldError} texts={form} />
      <SaveProblem state={state} texts={form} shownFields={['key', 'name']} />
      <SaveRow state={state} label={tag ? form.save : form.create} busyLabel={form.saving}>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {form.cancel}
        </button>
      </SaveRow>
    </form>
  );
}

function DeleteTag({ tag, form }: { tag: TagRow; form: ContentFormTexts }) {
  return (
    <ConfirmDelete
      label={form.delete}
      name={tag.key}
      form={form}
      className={own.tagHead}
      onConfirm={(run) => run(() => api.delete(`/admin/libraries/tags/${tag.id}`, { errorMessageMode: 'none' }))}
    >
      <span className={own.hint}>{tag.countLabel}</span>
    </ConfirmDelete>
  );
}

/** A library's tags: key, name, how many entries carry each; add, edit, delete. */
export default function TagManager({ libraryKey, tags, locale, texts, form }: { libraryKey: string; tags: TagRow[]; locale: Locale; texts: LibraryTexts; form: ContentFormTexts }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      {tags.length ? (
        <ul className={own.tagList}>
          {tags.map((tag) => (
            <li key={tag.id} className={own.tagItem}>
              <div className={own.tagHead}>
                <span className={own.tagKey} dir="ltr">
                  {tag.key}
                </span>
                <strong>{previewOf(tag.name, locale)}</strong>
                <span className={own.hint}>{tag.countLabel}</span>
                <span className={own.spacer}>
                  <button type="button" className="button button--ghost" aria-expanded={editing === tag.id} onClick={() => setEditing(editing === tag.id ? null : tag.id)}>
                    {editing === tag.id ? form.close : form.edit}
                  </button>
                  <DeleteTag tag={tag} form={form} />
                </span>
              </div>
              {editing === tag.id ? <TagForm libraryKey={libraryKey} tag={tag} texts={texts} form={form} onDone={() => setEditing(null)} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{texts.noTags}</p>
      )}
      {adding ? (
        <TagForm libraryKey={libraryKey} texts={texts} form={form} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          + {texts.addTag}
        </button>
      )}
    </>
  );
}
