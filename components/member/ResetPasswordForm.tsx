'use client';

import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { ResetCodeReceipt } from '@/lib/api/contract';
import { passwordResetSchema, RESET_TARGET_MAX, resetCodeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { useCaptcha } from './Captcha';
import { FormAlert, SubmitButton, TextField } from './AuthFields';
import { CodeButton, useCodeRequest } from './code-request';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthSubmit } from './use-auth-submit';
import { useFormErrors } from './use-form-errors';
import styles from './LoginPanel.module.css';

const ORDER = ['target', 'code', 'password', 'password_confirmation'] as const;
const fieldId = (field: string) => `reset-${field}`;

/**
 * "Forgot password": the account, e-mail or mobile number, a code sent to it (POST
 * /authorizations/password_reset/code, whose answer is the same for everyone), then the new password
 * twice (POST /authorizations/password_reset). Every session ends; the member logs in again.
 */
export default function ResetPasswordForm({ loginHref }: { loginHref: string }) {
  const t = useTranslations('member.form');
  const tReset = useTranslations('member.reset');
  const form = useFormErrors(ORDER, fieldId);
  // The reset calls never ask for a picture: their limits are per target and per address.
  const { busy, check, showFailure, submit } = useAuthSubmit(form, useCaptcha());
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const codeRequest = useCodeRequest(showFailure);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, intoSetters({ target: setTarget, code: setCode }));

  const requestCode = () => {
    if (!codeRequest.ready) return;
    const checked = validate(resetCodeSchema, { target });
    if (!check(checked.ok ? null : checked.errors, { captcha: false })) return;
    void codeRequest.send(
      () => api.post<ResetCodeReceipt>('/authorizations/password_reset/code', { data: { target: target.trim() }, errorMessageMode: 'none' }),
      (receipt) => tReset('sent', { minutes: Math.round(receipt.expires_in / 60) }),
      fieldId('code'),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = { target, code, password, password_confirmation: again };
    const checked = validate(passwordResetSchema, fields);
    void submit(
      checked.ok ? null : checked.errors,
      async () => {
        await api.post<null>('/authorizations/password_reset', { data: { ...fields, target: target.trim() }, errorMessageMode: 'none' });
        setDone(tReset('done'));
      },
      { captcha: false },
    );
  };

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.done} role="status">
          {done}
        </p>
        <Link href={loginHref} className={`button ${styles.submit}`}>
          {tReset('toLogin')}
        </Link>
      </div>
    );
  }

  const codeButton = <CodeButton request={codeRequest} onClick={requestCode} noticeId={fieldId('notice')} />;

  return (
    <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <FormAlert text={form.alert} />
      <TextField
        {...form.field('target', target, setTarget)}
        label={tReset('target')}
        placeholder={tReset('targetPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={RESET_TARGET_MAX}
        ltr
      />
      <TextField
        {...form.field('code', code, (value) => setCode(value.replace(/\D/g, '')))}
        label={t('code')}
        placeholder={t('codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={AUTH.code.length}
        action={codeButton}
        ltr
      />
      <p id={fieldId('notice')} className={styles.notice} role="status">
        {codeRequest.notice}
      </p>
      <NewPasswordFields password={form.field('password', password, setPassword)} again={form.field('password_confirmation', again, setAgain)} label={tReset('newPassword')} />
      <SubmitButton busy={busy} label={tReset('submit')} busyLabel={t('submitting')} />
      <p className={styles.switch}>
        <Link href={loginHref} className={styles.linkButton}>
          {tReset('back')}
        </Link>
      </p>
    </form>
  );
}
