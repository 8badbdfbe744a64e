'use client';

import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { AccessToken } from '@/lib/api/contract';
import { loginSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { CaptchaField, useCaptcha } from './Captcha';
import { AccountField, FormAlert, PasswordField, SubmitButton, SwitchLine } from './AuthFields';
import { useAuthSubmit } from './use-auth-submit';
import { useFormErrors } from './use-form-errors';
import styles from './LoginPanel.module.css';

const ORDER = ['account', 'password', 'captcha_code'] as const;
const fieldId = (field: string) => `login-${field}`;

export interface LoginFormProps {
  /** Runs the login transition with the answer (the form stays busy until the page changes). */
  onSuccess: (answer: AccessToken) => Promise<void>;
  /** Shows the registration tab. */
  onSwitch?: () => void;
  /** The "forgot password" page (the account form only). */
  resetHref?: string;
}

/** Account and password (POST /authorizations), with the picture captcha when the server asks for it. */
export default function AccountLoginForm({ onSuccess, onSwitch, resetHref }: LoginFormProps) {
  const t = useTranslations('member.form');
  const tLogin = useTranslations('member.login');
  const captcha = useCaptcha();
  const form = useFormErrors(ORDER, fieldId);
  const { busy, submit } = useAuthSubmit(form, captcha);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ account: setAccount, password: setPassword }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What was typed before the page's script arrived (a slow phone, a page opened from a plain
    // link) is in the fields but not yet in the state: read the fields, and keep what they hold,
    // or the re-render that shows the result would empty them.
    const fields = new FormData(event.currentTarget);
    const typed = { account: String(fields.get('account') ?? account), password: String(fields.get('password') ?? password) };
    if (typed.account !== account) setAccount(typed.account);
    if (typed.password !== password) setPassword(typed.password);
    const checked = validate(loginSchema, typed);
    void submit(checked.ok ? null : checked.errors, async () => {
      const answer = await api.post<AccessToken>('/authorizations', {
        data: { account: typed.account.trim(), password: typed.password, ...captcha.payload() },
        errorMessageMode: 'none',
      });
      await onSuccess(answer);
    });
  };

  return (
    // method="post": a press before the script has arrived must not put the fields in the address.
    <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <FormAlert text={form.alert} />
      <AccountField {...form.field('account', account, setAccount)} />
      <PasswordField {...form.field('password', password, setPassword)} label={t('password')} placeholder={t('passwordPlaceholder')} autoComplete="current-password" />
      {resetHref ? (
        <Link href={resetHref} className={`${styles.linkButton} ${styles.forgot}`}>
          {tLogin('forgot')}
        </Link>
      ) : null}
      <CaptchaField id={fieldId('captcha_code')} captcha={captcha} error={form.errors.captcha_code} onEdit={() => form.clearField('captcha_code')} />
      <SubmitButton busy={busy} label={t('submitLogin')} busyLabel={t('submitting')} />
      <SwitchLine text={tLogin('noAccount')} action={tLogin('toRegister')} onSwitch={onSwitch} />
    </form>
  );
}
