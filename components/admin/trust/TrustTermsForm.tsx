'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { Locale } from '@/lib/config';
import { TRUST_TERMS, type AdminTrustTerms, type TrustTermKey } from '@/lib/api/contract/trust';
import LocalizedFields, { type LocalizedValues } from '../LocalizedFields';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { SaveRow } from '../FormOutcome';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';

export interface TrustTermsTexts {
  termsTitle: string;
  termsHint: string;
  labels: Record<TrustTermKey, string>;
}

/**
 * The four terms in the 14 locales (PUT /admin/trust/terms with the `updated_at` they were read
 * at; a later save by someone else is a 409 with "reload").
 */
export default function TrustTermsForm({ terms, texts, form }: { terms: AdminTrustTerms; texts: TrustTermsTexts; form: ContentFormTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const [values, setValues] = useState<Record<TrustTermKey, LocalizedValues>>(() => ({
    samples: { ...terms.samples },
    payment: { ...terms.payment },
    shipping: { ...terms.shipping },
    regions: { ...terms.regions },
  }));
  const [base, setBase] = useState(terms.updated_at);

  function change(name: string, locale: Locale, value: string) {
    setValues((v) => ({ ...v, [name]: { ...v[name as TrustTermKey], [locale]: value } }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(() => api.put<AdminTrustTerms>('/admin/trust/terms', { data: { ...values, updated_at: base ?? '' }, errorMessageMode: 'none' }));
    if (saved) setBase(saved.updated_at);
  }

  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-labelledby="trust-terms" noValidate>
      <h2 id="trust-terms">{texts.termsTitle}</h2>
      <p className={styles.muted}>{texts.termsHint}</p>
      <LocalizedFields
        fields={TRUST_TERMS.map((name) => ({ name, label: texts.labels[name], rows: 4, required: true }))}
        values={values}
        onChange={change}
        errorOf={fieldError}
        texts={form}
      />
      <SaveProblem state={state} texts={form} shownFields={[...TRUST_TERMS]} />
      <SaveRow state={state} label={form.save} busyLabel={form.saving} saved={{ text: form.saved }} />
    </form>
  );
}
