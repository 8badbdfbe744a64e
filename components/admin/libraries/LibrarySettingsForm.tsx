'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { Locale, Visibility } from '@/lib/config';
import type { AdminMessages } from '@/i18n/admin';
import LocalizedFields, { type LocalizedValues } from '../LocalizedFields';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './Libraries.module.css';
import { SaveRow } from '../FormOutcome';

export type LibraryTexts = AdminMessages['libraries'];

export interface LevelChoice {
  id: number;
  name: string;
}

/** A visibility select with its level (the level select appears for "members of a level and above"). */
export function VisibilityFields({
  name,
  label,
  visibility,
  level,
  levels,
  onChange,
  errorOf,
  texts,
}: {
  name: string;
  label: string;
  visibility: Visibility;
  level: number | null;
  levels: LevelChoice[];
  onChange: (visibility: Visibility, level: number | null) => void;
  errorOf: (field: string) => string | undefined;
  texts: LibraryTexts;
}) {
  const levelField = name === 'visibility' ? 'min_level_id' : 'download_min_level_id';
  return (
    <div className={own.row}>
      <label className={styles.field}>
        <span>{label}</span>
        <select className={styles.input} name={name} value={visibility} onChange={(e) => onChange(e.target.value as Visibility, level)}>
          {(['public', 'members', 'level'] as const).map((v) => (
            <option key={v} value={v}>
              {texts.visibility[v]}
            </option>
          ))}
        </select>
        {errorOf(name) ? <small className={styles.problem}>{errorOf(name)}</small> : null}
      </label>
      {visibility === 'level' ? (
        <label className={styles.field}>
          <span>{texts.levelLabel}</span>
          <select className={styles.input} name={levelField} value={level ?? ''} onChange={(e) => onChange(visibility, e.target.value ? Number(e.target.value) : null)}>
            <option value="">{texts.levelNone}</option>
            {levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          {levels.length === 0 ? <small className={own.hint}>{texts.noLevels}</small> : null}
          {errorOf(levelField) ? <small className={styles.problem}>{errorOf(levelField)}</small> : null}
        </label>
      ) : null}
    </div>
  );
}

/** A library's name and intro in 14 languages and who sees its entries (PATCH with the version read: 409 when someone saved since). */
export default function LibrarySettingsForm({
  library,
  levels,
  texts,
  form,
}: {
  library: { key: string; name: LocalizedValues; intro: LocalizedValues; visibility: Visibility; min_level_id: number | null; updated_at: string };
  levels: LevelChoice[];
  texts: LibraryTexts;
  form: ContentFormTexts;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [values, setValues] = useState({ name: { ...library.name }, intro: { ...library.intro } });
  const [visibility, setVisibility] = useState<Visibility>(library.visibility);
  const [level, setLevel] = useState<number | null>(library.min_level_id);
  const [base, setBase] = useState(library.updated_at);

  function change(name: string, locale: Locale, value: string) {
    setValues((v) => ({ ...v, [name]: { ...v[name as 'name' | 'intro'], [locale]: value } }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(() =>
      api.patch<{ updated_at: string }>(`/admin/libraries/${library.key}`, {
        data: { ...values, visibility, min_level_id: visibility === 'level' ? level : null, updated_at: base },
        errorMessageMode: 'none',
      }),
    );
    if (saved) setBase(saved.updated_at);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={texts.settings}>
      <LocalizedFields
        fields={[
          { name: 'name', label: texts.name, required: true },
          { name: 'intro', label: texts.introField, rows: 4, hint: texts.introHint },
        ]}
        values={values}
        onChange={change}
        errorOf={fieldError}
        texts={form}
      />
      <VisibilityFields
        name="visibility"
        label={texts.visibilityLabel}
        visibility={visibility}
        level={level}
        levels={levels}
        onChange={(v, l) => {
          setVisibility(v);
          setLevel(l);
        }}
        errorOf={fieldError}
        texts={texts}
      />
      <SaveProblem state={state} texts={form} shownFields={['name', 'intro', 'visibility', 'min_level_id']} />
      <SaveRow state={state} label={form.save} busyLabel={form.saving} saved={{ text: form.saved }} />
    </form>
  );
}
