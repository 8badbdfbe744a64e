'use client';

import { useState, type CSSProperties, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { AdminLevel } from '@/lib/api/contract/points';
import { LOCALES, type Locale } from '@/lib/config';
import { toMajorText } from '@/lib/money';
import LocalizedFields, { type LocalizedValues } from '../LocalizedFields';
import { languagesLabel, previewOf, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { AddableList, FormFoot, type OpenForm } from './EditorParts';

export interface LevelTexts {
  add: string;
  addTitle: string;
  empty: string;
  threshold: string;
  thresholdHint: string;
  colour: string;
  name: string;
  benefits: string;
  benefitsHint: string;
  /** "From {amount} paid in 12 months". */
  from: string;
  everyone: string;
  benefitsCount: string;
  deleteTitle: string;
}

const toText = (list: Partial<Record<Locale, string[]>>): LocalizedValues => Object.fromEntries(Object.entries(list).map(([l, items]) => [l, (items ?? []).join('\n')]));

function LevelForm({ level, texts, form, onDone }: { level?: AdminLevel; texts: LevelTexts; form: ContentFormTexts; onDone: () => void }) {
  const { state, run, fieldError } = useAdminSave();
  const [threshold, setThreshold] = useState(level ? toMajorText(level.threshold, 'CNY') : '');
  const [color, setColor] = useState(level?.color ?? '#c9a227');
  const [values, setValues] = useState<Record<string, LocalizedValues>>({ name: { ...level?.name }, benefits: toText(level?.benefits ?? {}) });
  const [base, setBase] = useState(level?.updated_at ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { threshold, color, name: values.name, benefits: values.benefits, ...(level ? { updated_at: base } : {}) };
    const saved = await run(() =>
      level ? api.patch<AdminLevel>(`/admin/levels/${level.id}`, { data, errorMessageMode: 'none' }) : api.post<AdminLevel>('/admin/levels', { data, errorMessageMode: 'none' }),
    );
    if (saved) {
      setBase(saved.updated_at);
      if (!level) onDone();
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <div className={own.grid2}>
        <label className={styles.field}>
          <span>{texts.threshold}</span>
          <input
            className={styles.input}
            inputMode="decimal"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            aria-invalid={fieldError('threshold') ? true : undefined}
            dir="ltr"
          />
          {fieldError('threshold') ? <small className={own.fieldError}>{fieldError('threshold')}</small> : <small className={own.hint}>{texts.thresholdHint}</small>}
        </label>
        <div className={styles.field}>
          <span>{texts.colour}</span>
          <div className={own.colour}>
            <input type="color" value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#000000'} onChange={(e) => setColor(e.target.value)} aria-label={texts.colour} />
            <input className={styles.input} value={color} onChange={(e) => setColor(e.target.value)} dir="ltr" aria-invalid={fieldError('color') ? true : undefined} />
          </div>
          {fieldError('color') ? <small className={own.fieldError}>{fieldError('color')}</small> : null}
        </div>
      </div>
      <LocalizedFields
        fields={[
          { name: 'name', label: texts.name, required: true },
          { name: 'benefits', label: texts.benefits, rows: 5, hint: texts.benefitsHint },
        ]}
        values={values}
        onChange={(name, locale, value) => setValues((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }))}
        errorOf={fieldError}
        texts={form}
      />
      <FormFoot state={state} editing={Boolean(level)} form={form} onClose={onDone} shownFields={['threshold', 'color']} />
    </form>
  );
}

function DeleteLevel({ level, texts, form }: { level: AdminLevel; texts: LevelTexts; form: ContentFormTexts }) {
  const [asking, setAsking] = useState(false);
  const { state, run } = useAdminSave();
  if (!asking)
    return (
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {form.delete}
      </button>
    );
  return (
    <span className={own.handleRow} role="group" aria-label={texts.deleteTitle}>
      <span className={own.hint}>{form.confirmDelete}</span>
      <button
        type="button"
        className={`button ${styles.dangerButton}`}
        disabled={state.kind === 'busy'}
        onClick={() => run(() => api.delete(`/admin/levels/${level.id}`, { errorMessageMode: 'none' }))}
      >
        {form.delete}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
        {form.cancel}
      </button>
      {state.kind === 'failed' ? (
        <span className={own.fieldError} role="alert">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}

/** The member levels (lowest first): threshold, colour, name and benefits in 14 languages; add, edit, delete. */
export default function LevelEditor({ levels, locale, texts, form }: { levels: AdminLevel[]; locale: Locale; texts: LevelTexts; form: ContentFormTexts }) {
  const [open, setOpen] = useState<OpenForm>(null);
  const yuan = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 }).format(minor / 100);
  return (
    <AddableList open={open} setOpen={setOpen} texts={texts} empty={levels.length === 0} newForm={(done) => <LevelForm texts={texts} form={form} onDone={done} />}>
      {levels.map((level) => (
        <li key={level.id} className={own.item} data-testid="admin-level">
          <div className={own.itemHead}>
            <span className={own.swatch} style={{ background: level.color } as CSSProperties} aria-hidden="true" />
            <span className={own.itemMain}>
              <span className={own.itemTitle}>{previewOf(level.name, locale)}</span>
              <span className={own.itemMeta}>
                {level.threshold > 0 ? texts.from.replace('{amount}', yuan(level.threshold)) : texts.everyone} ·{' '}
                {texts.benefitsCount.replace('{count}', String(level.benefits[locale]?.length ?? level.benefits.en?.length ?? 0))} ·{' '}
                {languagesLabel(form.languagesDone, LOCALES.filter((l) => level.name[l]).length)}
              </span>
            </span>
            <span className={own.itemActions}>
              <button type="button" className="button button--ghost" aria-expanded={open === level.id} onClick={() => setOpen(open === level.id ? null : level.id)}>
                {open === level.id ? form.close : form.edit}
              </button>
              <DeleteLevel level={level} texts={texts} form={form} />
            </span>
          </div>
          {open === level.id ? <LevelForm level={level} texts={texts} form={form} onDone={() => setOpen(null)} /> : null}
        </li>
      ))}
    </AddableList>
  );
}
