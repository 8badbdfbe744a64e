'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { ExchangeRatesView } from '@/lib/api/contract/points';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';

/** Yuan per one unit of each order currency (CNY is always 1): what converts payments for levels and points. */
export default function RatesForm({ currencies, rates, texts, form }: { currencies: string[]; rates: Record<string, number>; texts: { rate: string }; form: ContentFormTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(currencies.map((c) => [c, String(rates[c] ?? '')])));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => api.put<ExchangeRatesView>('/admin/exchange-rates', { data: { rates: values }, errorMessageMode: 'none' }));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <div className={own.rates}>
        {currencies.map((c) => (
          <label key={c} className={styles.field}>
            <span>{texts.rate.replace('{currency}', c)}</span>
            <input
              className={styles.input}
              inputMode="decimal"
              value={values[c]}
              onChange={(e) => setValues((v) => ({ ...v, [c]: e.target.value }))}
              aria-invalid={fieldError(`rates.${c}`) ? true : undefined}
              dir="ltr"
            />
            {fieldError(`rates.${c}`) ? <small className={own.fieldError}>{fieldError(`rates.${c}`)}</small> : null}
          </label>
        ))}
      </div>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? form.saving : form.save}
        </button>
        <span role="status">{state.kind === 'saved' ? <span className={styles.ok}>{form.saved}</span> : null}</span>
      </div>
      <SaveProblem state={state} texts={form} shownFields={['rates']} />
    </form>
  );
}
