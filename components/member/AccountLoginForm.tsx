'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { AccessToken } from '@/lib/api/contract';
import { validateLogin } from '@/lib/auth/validate';
import { AUTH } from '@/lib/config';
import {
  CaptchaField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  readAuthFailure,
  useCaptcha,
  useFieldErrorText,
  useFormErrors,
} from './auth-fields';
import styles from './LoginPanel.module.css';

const ORDER = ['account', 'password', 'captcha_code'] as const;
const fieldId = (field: string) => `login-${field}`;

export interface LoginFormProps {
  /** Runs the login transition with the answer (the form stays busy until the page changes). */
  onSuccess: (answer: AccessToken) => Promise<void>;
  /** Shows the registration tab. */
  onSwitch?: () => void;
}

/** Account and password (POST /authorizations), with the picture captcha when the server asks for it. */
export default function AccountLoginForm({ onSuccess, onSwitch }: LoginFormProps) {
  const t = useTranslations('member.form');
  const tLogin = useTranslations('member.login');
  const tApi = useTranslations('api');
  const errorText = useFieldErrorText();
  const captcha = useCaptcha();
  const form = useFormErrors(ORDER, fieldId);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateLogin({ account, password });
    const found: Record<string, string> = checked.ok
      ? {}
      : Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, errorText(error)]));
    if (captcha.needed && captcha.answer.trim() === '') found.captcha_code = errorText({ key: 'required' });
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    form.clear();
    setBusy(true);
    try {
      const answer = await api.post<AccessToken>('/authorizations', {
        data: { account: account.trim(), password, ...captcha.payload() },
        errorMessageMode: 'none',
      });
      await onSuccess(answer);
    } catch (error) {
      setBusy(false);
      const failure = readAuthFailure(error, tApi('operationFailed'));
      if (!failure) return;
      captcha.follow(failure.captchaRequired);
      if (failure.fieldErrors) form.show(failure.fieldErrors);
      else form.setAlert(failure.message);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert text={form.alert} />
      <TextField
        id={fieldId('account')}
        name="account"
        label={t('account')}
        value={account}
        onChange={(value) => {
          setAccount(value);
          form.clearField('account');
        }}
        placeholder={t('accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={AUTH.accountMax}
        limitHint
        error={form.errors.account}
        ltr
      />
      <PasswordField
        id={fieldId('password')}
        name="password"
        label={t('password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.clearField('password');
        }}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        error={form.errors.password}
      />
      <CaptchaField
        id={fieldId('captcha_code')}
        captcha={captcha}
        error={form.errors.captcha_code}
        onEdit={() => form.clearField('captcha_code')}
      />
      <SubmitButton busy={busy} label={t('submitLogin')} busyLabel={t('submitting')} />
      {onSwitch ? (
        <p className={styles.switch}>
          {tLogin('noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={onSwitch}>
            {tLogin('toRegister')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
