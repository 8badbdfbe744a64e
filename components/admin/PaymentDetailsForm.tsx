'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { PAYMENT_FIELDS, PAYMENT_LIMITS, type PaymentDetails, type PaymentField } from '@/lib/api/contract/payment-details';
import { useAdminSave } from './use-admin-save';
import { FormProblem, SaveRow } from './FormOutcome';
import styles from './Admin.module.css';

export type PaymentFormTexts = Record<PaymentField | 'title' | 'intro' | 'save' | 'saving' | 'saved', string>;

/** The fields read left to right (account numbers, codes); the others follow their own text. */
const LTR: readonly PaymentField[] = ['account', 'swift'];
const LONG: readonly PaymentField[] = ['bank_address', 'terms'];

/**
 * The business's payment details for proforma invoices (admins): beneficiary, bank, account or IBAN,
 * SWIFT/BIC, the bank's address and the payment terms. Saved together with the `updated_at` read
 * (409 when someone else saved since); the server's messages show at each field.
 */
export default function PaymentDetailsForm({ details, texts }: { details: PaymentDetails; texts: PaymentFormTexts }) {
  const id = useId();
  const { state, run, fieldError } = useAdminSave();
  const [values, setValues] = useState(details.values);
  const [base, setBase] = useState(details.updated_at);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(() => api.put<PaymentDetails>('/admin/config/payment', { data: { ...values, updated_at: base ?? '' }, errorMessageMode: 'none' }));
    if (saved) setBase(saved.updated_at);
  }

  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={state.kind === 'busy'} noValidate>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p className={styles.muted}>{texts.intro}</p>
      <div className={styles.companyGrid}>
        {PAYMENT_FIELDS.map((name) => {
          const error = fieldError(name);
          const props = {
            id: `${id}-${name}`,
            name,
            className: styles.input,
            value: values[name],
            maxLength: PAYMENT_LIMITS[name],
            dir: LTR.includes(name) ? 'ltr' : 'auto',
            'aria-invalid': error ? true : undefined,
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
          };
          return (
            <label key={name} className={styles.field} htmlFor={props.id}>
              <span>{texts[name]}</span>
              {LONG.includes(name) ? <textarea rows={3} {...props} /> : <input {...props} />}
              {error ? <small className={styles.problem}>{error}</small> : null}
            </label>
          );
        })}
      </div>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
