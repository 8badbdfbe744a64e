import type { ReactNode } from 'react';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import styles from './Profile.module.css';

/**
 * The frame of a member form's field (profile, address, school, help): the label, the control,
 * then its hint and its error line. The control points at `${id}-hint` and `${id}-error` itself,
 * because which of them it names differs from field to field.
 */
export default function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
    </div>
  );
}
