'use client';

import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { CaptchaChallenge } from '@/lib/api/contract';
import { characterCount, type AuthFieldError } from '@/lib/validation/members';
import { AUTH } from '@/lib/config';
import { sessionStore } from '@/lib/session/store';
import { useSession } from '@/lib/session/use-session';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './LoginPanel.module.css';

export { FieldErrorText };

/*
 * What the three login forms share: labelled fields with their hints and errors, the password
 * visibility toggle, the form-level alert, the picture captcha and the reading of a refused answer.
 */

/** Translates the shared validation's errors (lib/auth/validate.ts) with the `server` messages. */
export function useFieldErrorText(): (error: AuthFieldError) => string {
  const t = useTranslations('server');
  return useCallback(
    (error: AuthFieldError) => (error.key === 'required' ? t('field.required') : t(`auth.field.${error.key}`, error.values ?? {})),
    [t],
  );
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The most characters the field takes. */
  maxLength?: number;
  /** Reaching maxLength shows SPEC §5's maximum-length hint (for free text, not fixed-size codes). */
  limitHint?: boolean;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Numbers, codes and account names read left to right in every locale. */
  ltr?: boolean;
  autoCapitalize?: string;
  /** A control inside the field's box, after the input (show password, get code). */
  action?: ReactNode;
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  limitHint = false,
  hint,
  error,
  required = true,
  ltr = false,
  autoCapitalize,
  action,
}: TextFieldProps) {
  const t = useTranslations('member.form');
  const atLimit = limitHint && maxLength !== undefined && characterCount(value) >= maxLength;
  const describedBy = [error ? `${id}-error` : null, atLimit ? `${id}-limit` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${action ? styles.withAction : ''}`}>
        <input
          id={id}
          name={name}
          type={type}
          className={`${fieldStyles.input} ${styles.input} ${ltr ? fieldStyles.ltr : ''}`}
          dir={ltr ? 'ltr' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={false}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {action}
      </div>
      {error ? <FieldErrorText id={`${id}-error`} text={error} /> : null}
      {atLimit ? (
        <p id={`${id}-limit`} className={styles.limit}>
          {t('maxLength', { limit: maxLength + 1 })}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle (the value is never trimmed: lib/auth/validate.ts). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action' | 'ltr' | 'maxLength' | 'limitHint'>) {
  const t = useTranslations('member.form');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={AUTH.passwordMax}
      limitHint
      ltr
      action={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}

/** The form's failure (a refused login, a rate limit, a network error), announced as it appears. */
export function FormAlert({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.alertIcon} viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d="M10 5v6M10 14.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p>{text}</p>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

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
  return { errors, alert, setAlert, show, clearField, clear };
}

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

export interface Captcha {
  /** The server asked for a picture answer. */
  needed: boolean;
  key: string | null;
  image: string | null;
  answer: string;
  setAnswer: (value: string) => void;
  loading: boolean;
  /** Why the picture could not be loaded. */
  failure: string | null;
  refresh: () => void;
  /** Follows an answer's `captcha_required`: true asks for a new picture (each one takes one guess), false hides it. */
  follow: (required: boolean | null) => void;
  /** The fields to send: the key and the answer, or nothing. */
  payload: () => { captcha_key?: string; captcha_code?: string };
}

/**
 * The picture captcha of one form. The challenge (key and picture) lives in the session store
 * (SPEC §3); it is dropped when the form goes away, so another tab never sends a stale key.
 */
export function useCaptcha(): Captcha {
  const key = useSession((state) => state.captchaKey);
  const image = useSession((state) => state.captchaImage);
  const [needed, setNeeded] = useState(false);
  const [answer, setAnswer] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslations('member.form');
  const request = useRef(0);

  const refresh = useCallback(() => {
    request.current += 1;
    const mine = request.current;
    setAnswer('');
    setFailure(null);
    setLoading(true);
    sessionStore.setCaptcha(null);
    api
      .get<CaptchaChallenge>('/captcha', { errorMessageMode: 'none' })
      .then((challenge) => {
        if (mine !== request.current) return;
        sessionStore.setCaptcha(challenge);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (mine !== request.current || isApiCancelled(error)) return;
        setLoading(false);
        setFailure(error instanceof Error && error.message ? `${t('captchaFailed')} ${error.message}` : t('captchaFailed'));
      });
  }, [t]);

  const follow = useCallback(
    (required: boolean | null) => {
      if (required === false) {
        request.current += 1;
        setNeeded(false);
        setAnswer('');
        setFailure(null);
        setLoading(false);
        sessionStore.setCaptcha(null);
        return;
      }
      // Unsaid (a rate limit, a field error): a picture on screen may have been used up, so show a new one.
      if (required === true || needed) {
        setNeeded(true);
        refresh();
      }
    },
    [needed, refresh],
  );

  useEffect(
    () => () => {
      request.current += 1;
      sessionStore.setCaptcha(null);
    },
    [],
  );

  const payload = useCallback(
    () => (needed && key ? { captcha_key: key, captcha_code: answer.trim() } : {}),
    [needed, key, answer],
  );

  return { needed, key, image, answer, setAnswer, loading, failure, refresh, follow, payload };
}

/** The captcha's picture (a button: a new one on click) and its answer field. */
export function CaptchaField({ id, captcha, error, onEdit }: { id: string; captcha: Captcha; error?: string; onEdit?: () => void }) {
  const t = useTranslations('member.form');
  if (!captcha.needed) return null;
  return (
    <div className={styles.captchaRow}>
      <TextField
        id={id}
        name="captcha_code"
        label={t('captcha')}
        value={captcha.answer}
        onChange={(value) => {
          captcha.setAnswer(value);
          onEdit?.();
        }}
        placeholder={t('captchaPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={AUTH.captcha.length}
        error={error ?? captcha.failure ?? undefined}
        ltr
      />
      <button type="button" className={styles.captchaImage} onClick={captcha.refresh} aria-label={t('captchaImage')}>
        {captcha.image ? (
          // A data: URL drawn by the server: next/image has nothing to optimise here.
          <img src={captcha.image} alt="" />
        ) : (
          <span className={styles.captchaPlaceholder}>{captcha.loading ? t('captchaLoading') : t('captchaRefresh')}</span>
        )}
      </button>
    </div>
  );
}

/** The "no account yet? Register now" line under a form: a button that switches tabs. */
export function SwitchLine({ text, action, onSwitch }: { text: string; action: string; onSwitch?: () => void }) {
  if (!onSwitch) return null;
  return (
    <p className={styles.switch}>
      {text}{' '}
      <button type="button" className={styles.linkButton} onClick={onSwitch}>
        {action}
      </button>
    </p>
  );
}

export interface AuthSubmit {
  busy: boolean;
  /** Shows the local errors (and a missing captcha answer when asked); true when the form may be sent. */
  check: (errors: Readonly<Record<string, AuthFieldError>> | null, options?: { captcha?: boolean }) => boolean;
  /** Shows what a refused answer says and asks for the captcha when the server wants one. */
  showFailure: (error: unknown) => void;
  /** check, then send; the form stays busy after success (the page changes), not after a failure. */
  submit: (
    errors: Readonly<Record<string, AuthFieldError>> | null,
    send: () => Promise<void>,
    options?: { captcha?: boolean },
  ) => Promise<void>;
}

/** The submit cycle every member form shares. */
export function useAuthSubmit(form: FormErrors, captcha: Captcha): AuthSubmit {
  const errorText = useFieldErrorText();
  const tApi = useTranslations('api');
  const [busy, setBusy] = useState(false);

  const check: AuthSubmit['check'] = (errors, options) => {
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(errors ?? {}).map(([field, error]) => [field, errorText(error)]),
    );
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
