'use client';

import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AUTH } from '@/lib/config';
import { characterCount } from '@/lib/validation/kit';
import { AlertIcon } from '@/components/ui/AlertIcon';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import fieldStyles from '@/components/ui/Field.module.css';
import styles from './LoginPanel.module.css';

export { FieldErrorText };

/*
 * The pieces the member forms are built of: labelled fields with their hints and errors, the
 * password visibility toggle, the form-level alert, the submit button and the tab-switch line.
 */

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
  /** Reaching maxLength shows the maximum-length hint ("must be below …") (for free text, not fixed-size codes). */
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
  const describedBy = [error ? `${id}-error` : null, atLimit ? `${id}-limit` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
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

/** The account name of the login and registration forms (typed as the member chose it: no capitals added, left to right). */
export function AccountField(props: Pick<TextFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'error' | 'hint'>) {
  const t = useTranslations('member.form');
  return (
    <TextField {...props} label={t('account')} placeholder={t('accountPlaceholder')} autoComplete="username" autoCapitalize="none" maxLength={AUTH.accountMax} limitHint ltr />
  );
}

/** A password field with a show/hide toggle (the value is never trimmed: lib/validation/members.ts). */
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
            <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
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
      <AlertIcon className={styles.alertIcon} />
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
