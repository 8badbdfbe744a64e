'use client';

import type { InputHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/Field.module.css';
import FieldFrame from './FieldFrame';

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
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={`${fieldStyles.input} ${ltr ? fieldStyles.ltr : ''}`}
        dir={ltr ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
    </FieldFrame>
  );
}
