'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { Locale } from '@/lib/config';
import { configField, LOCALIZED_CONFIG_NAMES, SOCIAL_CONFIG_NAMES, type CompanyConfig } from '@/lib/api/contract/catalogue-admin';
import LocalizedFields, { type LocalizedFieldDef, type LocalizedValues } from './LocalizedFields';
import { SaveProblem, type ContentFormTexts } from './FaqControls';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { SaveRow } from './FormOutcome';

export interface CompanyFormTexts {
  texts: string;
  contacts: string;
  companyName: string;
  companyNameHint: string;
  legalName: string;
  legalNameHint: string;
  tagline: string;
  province: string;
  aboutUs: string;
  aboutUsHint: string;
  whatsapp: string;
  whatsappHint: string;
  email: string;
  linkedin: string;
  instagram: string;
  pinterest: string;
  facebook: string;
  twitter: string;
  linkHint: string;
  /** Shown instead of the generic address message for a profile link. */
  linkError: string;
}

type Single = 'whatsapp' | 'email' | (typeof SOCIAL_CONFIG_NAMES)[number];

/**
 * The company facts on one form: the texts per locale (name, tagline, province, about us) and the
 * contacts and links. Saved together with the latest `updated_at` of what was read: when someone
 * else saved any of them since, the server answers 409 and nothing is overwritten.
 */
export default function CompanyForm({ config, texts, form }: { config: CompanyConfig; texts: CompanyFormTexts; form: ContentFormTexts }) {
  const id = useId();
  const { state, run, fieldError } = useAdminSave();
  const [localized, setLocalized] = useState<Record<string, LocalizedValues>>(() =>
    Object.fromEntries(LOCALIZED_CONFIG_NAMES.map((name) => [configField(name), { ...config.values[name] }])),
  );
  const [single, setSingle] = useState<Record<Single, string>>(() => ({
    whatsapp: config.values.whatsapp,
    email: config.values.email,
    ...(Object.fromEntries(SOCIAL_CONFIG_NAMES.map((n) => [n, config.values[n]])) as Record<(typeof SOCIAL_CONFIG_NAMES)[number], string>),
  }));
  const [base, setBase] = useState(config.updated_at);

  const fields: LocalizedFieldDef[] = [
    { name: 'company_name', label: texts.companyName, required: true, hint: texts.companyNameHint },
    { name: 'legal_name', label: texts.legalName, hint: texts.legalNameHint },
    { name: 'tagline', label: texts.tagline, required: true },
    { name: 'province', label: texts.province, required: true },
    { name: 'about_us', label: texts.aboutUs, required: true, rows: 14, hint: texts.aboutUsHint },
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(() => api.put<CompanyConfig>('/admin/config', { data: { ...localized, ...single, updated_at: base }, errorMessageMode: 'none' }));
    if (saved) setBase(saved.updated_at);
  }

  function input(name: Single, label: string, type: 'tel' | 'email' | 'url', hint?: string) {
    const raw = fieldError(name);
    // The generic message also allows a path of this site; a profile link must be an https address.
    const error = raw && type === 'url' ? texts.linkError : raw;
    const described = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={`${id}-${name}`}>
          <span>{label}</span>
        </label>
        <input
          id={`${id}-${name}`}
          className={styles.input}
          type={type}
          dir="ltr"
          value={single[name]}
          onChange={(e) => setSingle((s) => ({ ...s, [name]: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {hint ? (
          <small id={`${id}-${name}-hint`} className={styles.muted}>
            {hint}
          </small>
        ) : null}
        {error ? (
          <small id={`${id}-${name}-error`} className={styles.problem}>
            {error}
          </small>
        ) : null}
      </div>
    );
  }

  return (
    // noValidate: the server's messages (the same rules) are shown beside each field, in the back office's language.
    <form className={styles.companyForm} onSubmit={submit} aria-busy={state.kind === 'busy'} noValidate>
      <section className={styles.panel} aria-labelledby={`${id}-texts`}>
        <h2 id={`${id}-texts`}>{texts.texts}</h2>
        <LocalizedFields
          fields={fields}
          values={localized}
          onChange={(name, locale: Locale, value) => setLocalized((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }))}
          errorOf={fieldError}
          texts={form}
        />
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-contacts`}>
        <h2 id={`${id}-contacts`}>{texts.contacts}</h2>
        <div className={styles.companyGrid}>
          {input('whatsapp', texts.whatsapp, 'tel', texts.whatsappHint)}
          {input('email', texts.email, 'email')}
          {SOCIAL_CONFIG_NAMES.map((n) => input(n, texts[n], 'url', texts.linkHint))}
        </div>
      </section>
      <div className={styles.companyFooter}>
        <SaveProblem state={state} texts={form} shownFields={[...Object.keys(localized), ...Object.keys(single)]} />
        <SaveRow state={state} label={form.save} busyLabel={form.saving} saved={{ text: form.saved }} />
      </div>
    </form>
  );
}
