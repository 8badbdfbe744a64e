'use client';

import type { SelectHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/Field.module.css';
import FieldFrame from './FieldFrame';

/** A labelled drop-down (its options are the children) with its error line. */
export default function SelectField({ id, label, error, children, ...select }: { id: string; label: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={fieldStyles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
