'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave, type AdminSaveRun } from '../use-admin-save';

/**
 * A library's delete button (an entry's, a tag's) that asks first: in its place "are you sure?",
 * delete, cancel and the server's refusal. `onConfirm` does the deleting within the save cycle it is given.
 */
export default function ConfirmDelete({
  label,
  name,
  form,
  onConfirm,
  className,
  style,
  children,
}: {
  label: string;
  name: string;
  form: ContentFormTexts;
  onConfirm: (run: AdminSaveRun) => Promise<unknown>;
  /** The look of the question's row. */
  className?: string;
  style?: CSSProperties;
  /** Shown after the question (what deleting takes with it). */
  children?: ReactNode;
}) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    );
  }
  return (
    <span role="group" aria-label={`${label}: ${name}`} className={className} style={style}>
      <span>{form.confirmDelete}</span>
      <button type="button" className="button" disabled={state.kind === 'busy'} onClick={() => onConfirm(run)}>
        {form.delete}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
        {form.cancel}
      </button>
      <SaveProblem state={state} texts={form} />
      {children}
    </span>
  );
}
