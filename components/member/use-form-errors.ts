'use client';

import { useCallback, useState } from 'react';

/** The errors a member form shows: per field (focus goes to the first) and one form-level alert. */
export interface FormErrors {
  /** Messages of the fields on screen. */
  errors: Record<string, string>;
  /** The form-level failure text. */
  alert: string | null;
  setAlert: (text: string | null) => void;
  /** Shows per-field messages (client or server), moves focus to the first field in error; others go to the alert. */
  show: (found: Record<string, string>) => void;
  /** Drops a field's message as the member edits it. */
  clearField: (field: string) => void;
  clear: () => void;
  /** What a field takes from its name: its id and name, the value, its message, and an edit that drops the message. */
  field: (name: string, value: string, set: (value: string) => void) => { id: string; name: string; value: string; error?: string; onChange: (value: string) => void };
}

export function useFormErrors(order: readonly string[], idOf: (field: string) => string): FormErrors {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const show = useCallback(
    (found: Record<string, string>) => {
      const known: Record<string, string> = {};
      const others: string[] = [];
      for (const [field, message] of Object.entries(found)) {
        if (order.includes(field)) known[field] = message;
        else others.push(message);
      }
      setErrors(known);
      setAlert(others.length > 0 ? others.join(' ') : null);
      const first = order.find((field) => known[field] !== undefined);
      if (first) document.getElementById(idOf(first))?.focus();
    },
    [order, idOf],
  );
  const clearField = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);
  const clear = useCallback(() => {
    setErrors({});
    setAlert(null);
  }, []);
  const field = (name: string, value: string, set: (value: string) => void) => ({
    id: idOf(name),
    name,
    value,
    error: errors[name],
    onChange: (typed: string) => {
      set(typed);
      clearField(name);
    },
  });
  return { errors, alert, setAlert, show, clearField, clear, field };
}
