'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { isApiCancelled, isApiError } from '@/lib/api/client';
import type { FieldError } from '@/lib/validation/kit';
import { useFieldErrorText } from '@/components/ui/use-field-error-text';
import type { Captcha } from './Captcha';
import type { FormErrors } from './use-form-errors';

/** What a refused login, registration or code request says. */
export interface AuthFailure {
  /** The text for the form's alert (the server's message, or the client's status text). */
  message: string;
  /** Per-field messages (`result.errors`). */
  fieldErrors: Record<string, string> | null;
  /** `result.captcha_required`, or null when the answer did not say. */
  captchaRequired: boolean | null;
}

/** Reads a failed call; null for a cancelled one (nothing to show). */
export function readAuthFailure(error: unknown, fallback: string): AuthFailure | null {
  if (isApiCancelled(error)) return null;
  if (!isApiError(error)) return { message: fallback, fieldErrors: null, captchaRequired: null };
  const result = error.result;
  const required =
    typeof result === 'object' && result !== null && typeof (result as { captcha_required?: unknown }).captcha_required === 'boolean'
      ? (result as { captcha_required: boolean }).captcha_required
      : null;
  return { message: error.message || fallback, fieldErrors: error.fieldErrors, captchaRequired: required };
}

export interface AuthSubmit {
  busy: boolean;
  /** Shows the local errors (and a missing captcha answer when asked); true when the form may be sent. */
  check: (errors: Readonly<Record<string, FieldError>> | null, options?: { captcha?: boolean }) => boolean;
  /** Shows what a refused answer says and asks for the captcha when the server wants one. */
  showFailure: (error: unknown) => void;
  /** check, then send; the form stays busy after success (the page changes), not after a failure. */
  submit: (errors: Readonly<Record<string, FieldError>> | null, send: () => Promise<void>, options?: { captcha?: boolean }) => Promise<void>;
}

/** The submit cycle every member form shares. */
export function useAuthSubmit(form: FormErrors, captcha: Captcha): AuthSubmit {
  const errorText = useFieldErrorText();
  const tApi = useTranslations('api');
  const [busy, setBusy] = useState(false);

  const check: AuthSubmit['check'] = (errors, options) => {
    const found: Record<string, string> = Object.fromEntries(Object.entries(errors ?? {}).map(([field, error]) => [field, errorText(error)]));
    if ((options?.captcha ?? true) && captcha.needed && captcha.answer.trim() === '') {
      found.captcha_code = errorText({ key: 'required' });
    }
    if (Object.keys(found).length > 0) {
      form.show(found);
      return false;
    }
    form.clear();
    return true;
  };

  const showFailure: AuthSubmit['showFailure'] = (error) => {
    const failure = readAuthFailure(error, tApi('operationFailed'));
    if (!failure) return;
    captcha.follow(failure.captchaRequired);
    if (failure.fieldErrors) form.show(failure.fieldErrors);
    else form.setAlert(failure.message);
  };

  const submit: AuthSubmit['submit'] = async (errors, send, options) => {
    if (busy || !check(errors, options)) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setBusy(false);
      showFailure(error);
    }
  };

  return { busy, check, showFailure, submit };
}
