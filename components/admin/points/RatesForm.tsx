'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { ExchangeRatesView } from '@/lib/api/contract/points';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { SaveRow } from '../FormOutcome';
import NumberField from './NumberField';

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
          <NumberField
            key={c}
            label={texts.rate.replace('{currency}', c)}
            inputMode="decimal"
            value={values[c]}
            onChange={(rate) => setValues((v) => ({ ...v, [c]: rate }))}
            error={fieldError(`rates.${c}`)}
          />
        ))}
      </div>
      <SaveRow state={state} label={form.save} busyLabel={form.saving} saved={{ text: form.saved, plain: true }} />
      <SaveProblem state={state} texts={form} shownFields={['rates']} />
    </form>
  );
}
