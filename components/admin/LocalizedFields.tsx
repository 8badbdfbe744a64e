'use client';

import { useId, useState } from 'react';
import { LOCALES, LOCALE_NATIVE_NAMES, RTL_LOCALES, type Locale } from '@/lib/config';
import { isLocale } from '@/i18n/locale';
import styles from './Admin.module.css';
import marks from './translate/Translate.module.css';

export type LocalizedValues = Partial<Record<Locale, string>>;

export interface LocalizedFieldDef {
  name: string;
  label: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The default locale must be filled (the fallback chain ends there). */
  required?: boolean;
  hint?: string;
}

export interface LocalizedFieldsTexts {
  languages: string;
  complete: string;
  partial: string;
  empty: string;
  copyFrom: string;
  copy: string;
  required: string;
}

type Completeness = 'complete' | 'partial' | 'empty';

/** The languages a machine filled and no editor has saved since, with what the tabs say about them. */
export interface MachineMarks {
  locales: readonly Locale[];
  label: string;
  note: string;
}

/**
 * How much of a locale is written: none of its fields, some, or all the ones that count (the
 * required fields when there are any, as the product list counts them; optional extras such as a
 * per-language size do not make a written language "partly written").
 */
export function completeness(fields: readonly { name: string; required?: boolean }[], values: Record<string, LocalizedValues>, locale: Locale): Completeness {
  const written = (f: { name: string }) => (values[f.name]?.[locale] ?? '').trim() !== '';
  if (!fields.some(written)) return 'empty';
  const counted = fields.some((f) => f.required) ? fields.filter((f) => f.required) : fields;
  return counted.every(written) ? 'complete' : 'partial';
}

const MARK: Record<Completeness, string> = { complete: '●', partial: '◐', empty: '○' };
/** Written by a machine, not reviewed: distinct from every state of completeness. */
const MACHINE_MARK = '◇';

/**
 * The texts of a record in the 14 locales: a tab per language with how complete it is, the
 * fields of the chosen one (in its own direction), and "copy from" another language into the
 * fields still empty here (a start for a translator, never an overwrite).
 */
export default function LocalizedFields({
  fields,
  values,
  onChange,
  errorOf,
  texts,
  machine,
}: {
  fields: readonly LocalizedFieldDef[];
  values: Record<string, LocalizedValues>;
  onChange: (name: string, locale: Locale, value: string) => void;
  /** The server's message for `name.locale`, if any. */
  errorOf: (key: string) => string | undefined;
  texts: LocalizedFieldsTexts;
  machine?: MachineMarks;
}) {
  const id = useId();
  const [locale, setLocale] = useState<Locale>(LOCALES[0]);
  const [source, setSource] = useState<Locale>('en');
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const hasError = (l: Locale) => fields.some((f) => errorOf(`${f.name}.${l}`));
  // A machine's text counts as written, with its own mark until an editor saves the language.
  const isMachine = (l: Locale) => machine?.locales.includes(l) === true && completeness(fields, values, l) !== 'empty';

  function copyMissing() {
    for (const f of fields) {
      const from = values[f.name]?.[source] ?? '';
      if (from && !(values[f.name]?.[locale] ?? '').trim()) onChange(f.name, locale, from);
    }
  }

  return (
    <div className={styles.localized}>
      <div className={styles.localeTabs} role="tablist" aria-label={texts.languages}>
        {LOCALES.map((l) => {
          const state = completeness(fields, values, l);
          const said = isMachine(l) ? `${texts[state]}, ${machine!.label}` : texts[state];
          return (
            <button
              key={l}
              type="button"
              role="tab"
              id={`${id}-tab-${l}`}
              aria-selected={l === locale}
              aria-controls={`${id}-panel`}
              className={`${styles.localeTab} ${hasError(l) ? styles.localeTabError : ''} ${isMachine(l) ? marks.machineTab : ''}`}
              data-state={state}
              onClick={() => setLocale(l)}
              title={said}
            >
              <span aria-hidden="true" className={`${styles.localeMark} ${isMachine(l) ? marks.machineMark : ''}`}>
                {isMachine(l) ? MACHINE_MARK : MARK[state]}
              </span>
              <span lang={l}>{LOCALE_NATIVE_NAMES[l]}</span>
              <span className="visually-hidden">({said})</span>
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${locale}`} className={styles.localePanel}>
        {isMachine(locale) ? <p className={marks.machineNote}>{machine!.note}</p> : null}
        <div className={styles.copyRow}>
          <label className={styles.field}>
            <span>{texts.copyFrom}</span>
            <select
              className={styles.input}
              value={source}
              onChange={(e) => {
                const next = e.target.value;
                if (isLocale(next)) setSource(next);
              }}
            >
              {LOCALES.filter((l) => l !== locale).map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NATIVE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button--ghost" onClick={copyMissing}>
            {texts.copy}
          </button>
        </div>
        {fields.map((f) => {
          const key = `${f.name}.${locale}`;
          const error = errorOf(key);
          const value = values[f.name]?.[locale] ?? '';
          const common = {
            id: `${id}-${key}`,
            className: styles.input,
            value,
            lang: locale,
            dir,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-${key}-error` : undefined,
          } as const;
          return (
            <div key={f.name} className={styles.field}>
              <label htmlFor={common.id}>
                <span>
                  {f.label}
                  {f.required && locale === LOCALES[0] ? <span className={styles.muted}> ({texts.required})</span> : null}
                </span>
              </label>
              {f.rows ? (
                <textarea {...common} rows={f.rows} onChange={(e) => onChange(f.name, locale, e.target.value)} />
              ) : (
                <input {...common} onChange={(e) => onChange(f.name, locale, e.target.value)} />
              )}
              {f.hint ? <small className={styles.muted}>{f.hint}</small> : null}
              {error ? (
                <small id={`${id}-${key}-error`} className={styles.problem}>
                  {error}
                </small>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * One text in the 14 locales (a form with a single translated field): its values rather than a
 * record of fields, changed through an updater so a state setter can be passed as it is.
 */
export function LocalizedField({
  field,
  value,
  onChange,
  errorOf,
  texts,
  machine,
}: {
  field: LocalizedFieldDef;
  value: LocalizedValues;
  onChange: (update: (current: LocalizedValues) => LocalizedValues) => void;
  errorOf: (key: string) => string | undefined;
  texts: LocalizedFieldsTexts;
  machine?: MachineMarks;
}) {
  return (
    <LocalizedFields
      fields={[field]}
      values={{ [field.name]: value }}
      onChange={(_name, locale, text) => onChange((current) => ({ ...current, [locale]: text }))}
      errorOf={errorOf}
      texts={texts}
      machine={machine}
    />
  );
}
