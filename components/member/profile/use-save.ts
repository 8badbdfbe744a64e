'use client';

import { useState } from 'react';
import { isApiCancelled, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import type { Validation } from '@/lib/validation/kit';
import { useFieldErrorText } from '@/components/ui/use-field-error-text';

/**
 * One save cycle of a profile or address form: the shared rules first (the same as the server's),
 * then the call; field messages under their fields (focus to the first), anything else in the
 * form's alert, a success toast with the server's message.
 */
export function useSave(idOf: (field: string) => string, fallback: string) {
  const errorText = useFieldErrorText();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(idOf(first))?.focus();
  };

  async function run<T>(checked: Validation<T>, send: (value: T) => Promise<string | void>): Promise<boolean> {
    setAlert(null);
    if (!checked.ok) {
      showErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, errorText(error)])));
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      const message = await send(checked.value);
      if (message) getApiFeedback().toast(message, { kind: 'success' });
      return true;
    } catch (error) {
      if (isApiCancelled(error)) return false;
      const fields = isApiError(error) ? error.fieldErrors : null;
      if (fields && Object.keys(fields).length > 0) {
        const present = Object.fromEntries(Object.entries(fields).filter(([field]) => document.getElementById(idOf(field))));
        showErrors(present);
        const rest = Object.entries(fields)
          .filter(([field]) => !(field in present))
          .map(([, text]) => text);
        if (rest.length > 0) setAlert(rest.join(' '));
      } else setAlert(isApiError(error) && error.message ? error.message : fallback);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const clearField = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  /**
   * What a text control takes from its field's name: the id the errors focus, the name sent, the
   * value, its error, and an edit that drops that error (every member form wires its fields so).
   */
  const field = (name: string, value: string, set: (value: string) => void) => ({
    id: idOf(name),
    name,
    value,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      clearField(name);
    },
  });

  return { busy, errors, alert, run, clearField, setAlert, field };
}
