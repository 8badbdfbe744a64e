'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { AccessToken } from '@/lib/api/contract';
import { registerSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { Dialog } from '@/components/ui/Dialog';
import { CaptchaField, useCaptcha } from './Captcha';
import { AccountField, FieldErrorText, FormAlert, SubmitButton, SwitchLine } from './AuthFields';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthSubmit } from './use-auth-submit';
import { useFormErrors } from './use-form-errors';
import type { LoginFormProps } from './AccountLoginForm';
import styles from './LoginPanel.module.css';

const ORDER = ['account', 'password', 'password_confirmation', 'agree_policy', 'captcha_code'] as const;
const fieldId = (field: string) => `register-${field}`;
const SESSION_DAYS = Math.round(AUTH.sessionTtlSeconds / 86_400);

/** Registration (POST /authorizations/register): a new member, logged in at once. */
export default function RegisterForm({ onSuccess, onSwitch }: LoginFormProps) {
  const t = useTranslations('member.form');
  const tLogin = useTranslations('member.login');
  const tPolicy = useTranslations('member.policy');
  const tServer = useTranslations('server');
  const captcha = useCaptcha();
  const form = useFormErrors(ORDER, fieldId);
  const { busy, submit } = useAuthSubmit(form, captcha);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, (typed) => {
    intoSetters({ account: setAccount, password: setPassword, password_confirmation: setAgain })(typed);
    if (typed.checked.agree_policy !== undefined) setAgreed(typed.checked.agree_policy);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(registerSchema, { account, password, password_confirmation: again, agree_policy: agreed });
    void submit(checked.ok ? null : checked.errors, async () => {
      const answer = await api.post<AccessToken>('/authorizations/register', {
        data: { account: account.trim(), password, password_confirmation: again, agree_policy: true, ...captcha.payload() },
        errorMessageMode: 'none',
      });
      await onSuccess(answer);
    });
  };

  const policyError = form.errors.agree_policy;

  return (
    // method="post": a press before the script has arrived must not put the fields in the address.
    <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <p className={styles.why}>{tLogin('registerWhy')}</p>
      <FormAlert text={form.alert} />
      <AccountField {...form.field('account', account, setAccount)} hint={tServer('field.account', { min: AUTH.accountMin, max: AUTH.accountMax })} />
      <NewPasswordFields password={form.field('password', password, setPassword)} again={form.field('password_confirmation', again, setAgain)} label={t('password')} />
      <div className={styles.check}>
        <div className={styles.checkRow}>
          <input
            id={fieldId('agree_policy')}
            name="agree_policy"
            type="checkbox"
            className={styles.checkbox}
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              form.clearField('agree_policy');
            }}
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? `${fieldId('agree_policy')}-error` : undefined}
          />
          <label htmlFor={fieldId('agree_policy')} className={styles.checkLabel}>
            {t.rich('agree', {
              policy: (chunks) => (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    // The button sits in the checkbox's label: reading the policy must not tick the box.
                    event.preventDefault();
                    setPolicyOpen(true);
                  }}
                >
                  {chunks}
                </button>
              ),
            })}
          </label>
        </div>
        {policyError ? <FieldErrorText id={`${fieldId('agree_policy')}-error`} text={policyError} /> : null}
      </div>
      <CaptchaField id={fieldId('captcha_code')} captcha={captcha} error={form.errors.captcha_code} onEdit={() => form.clearField('captcha_code')} />
      <SubmitButton busy={busy} label={t('submitRegister')} busyLabel={t('submitting')} />
      <SwitchLine text={tLogin('haveAccount')} action={tLogin('toLogin')} onSwitch={onSwitch} />
      <Dialog open={policyOpen} title={tPolicy('title')} confirmLabel={tPolicy('close')} onConfirm={() => setPolicyOpen(false)} onCancel={() => setPolicyOpen(false)}>
        <div className={styles.policy}>
          <p>{tPolicy('stored')}</p>
          <p>{tPolicy('session', { days: SESSION_DAYS })}</p>
          <p>{tPolicy('use')}</p>
          <p>{tPolicy('contact')}</p>
        </div>
      </Dialog>
    </form>
  );
}
