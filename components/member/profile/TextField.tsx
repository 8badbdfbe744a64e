'use client';

import type { InputHTMLAttributes } from 'react';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './Profile.module.css';

/** A labelled input with its error line (aria-invalid, aria-describedby) and an optional hint. */
export default function TextField({
  id,
  label,
  error,
  hint,
  ltr,
  ...input
}: { id: string; label: string; error?: string; hint?: string; ltr?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={`${fieldStyles.input} ${ltr ? fieldStyles.ltr : ''}`}
        dir={ltr ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
    </div>
  );
}
