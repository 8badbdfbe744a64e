'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { AccessToken, PhoneCodeReceipt } from '@/lib/api/contract';
import { maskPhone, phoneLoginSchema, phoneSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { CaptchaField, useCaptcha } from './Captcha';
import { FormAlert, SubmitButton, TextField } from './AuthFields';
import { CodeButton, useCodeRequest } from './code-request';
import { useAuthSubmit } from './use-auth-submit';
import { useFormErrors } from './use-form-errors';
import type { LoginFormProps } from './AccountLoginForm';
import styles from './LoginPanel.module.css';

const ORDER = ['phone', 'captcha_code', 'code'] as const;
const fieldId = (field: string) => `phone-${field}`;
/** Room for a full international number written with spaces or dashes. */
const PHONE_INPUT_MAX = AUTH.phoneDigitsMax * 2;

/**
 * Mobile number and a texted code (POST /authorizations/phone_code, then /phone_login). The code
 * button counts down the server's `resend_after`; code requests may ask for the picture captcha.
 */
export default function PhoneLoginForm({ onSuccess }: LoginFormProps) {
  const t = useTranslations('member.form');
  const tLogin = useTranslations('member.login');
  const captcha = useCaptcha();
  const form = useFormErrors(ORDER, fieldId);
  const { busy, check, showFailure, submit } = useAuthSubmit(form, captcha);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ phone: setPhone, code: setCode }));
  const codeRequest = useCodeRequest(showFailure);

  const requestCode = () => {
    if (!codeRequest.ready) return;
    const checked = validate(phoneSchema, { phone });
    // (check already refused an invalid phone; the second test narrows the type)
    if (!check(checked.ok ? null : checked.errors) || !checked.ok) return;
    void codeRequest.send(
      async () => {
        const receipt = await api.post<PhoneCodeReceipt>('/authorizations/phone_code', {
          data: { phone: phone.trim(), ...captcha.payload() },
          errorMessageMode: 'none',
        });
        captcha.follow(false);
        return receipt;
      },
      (receipt) => t('codeSent', { phone: maskPhone(checked.value.phone), minutes: Math.round(receipt.expires_in / 60) }),
      fieldId('code'),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(phoneLoginSchema, { phone, code });
    // Logging in with a code asks for no captcha; only code requests may.
    void submit(
      checked.ok ? null : checked.errors,
      async () => {
        if (!checked.ok) return;
        const answer = await api.post<AccessToken>('/authorizations/phone_login', {
          data: { phone: phone.trim(), code: checked.value.code },
          errorMessageMode: 'none',
        });
        await onSuccess(answer);
      },
      { captcha: false },
    );
  };

  const codeButton = <CodeButton request={codeRequest} onClick={requestCode} noticeId={fieldId('notice')} />;

  return (
    // method="post": a press before the script has arrived must not put the fields in the address.
    <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate>
      <FormAlert text={form.alert} />
      <TextField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        label={t('phone')}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          form.clearField('phone');
        }}
        placeholder={t('phonePlaceholder')}
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_INPUT_MAX}
        hint={tLogin('phoneNote')}
        error={form.errors.phone}
        ltr
      />
      <CaptchaField id={fieldId('captcha_code')} captcha={captcha} error={form.errors.captcha_code} onEdit={() => form.clearField('captcha_code')} />
      <TextField
        id={fieldId('code')}
        name="code"
        label={t('code')}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, ''));
          form.clearField('code');
        }}
        placeholder={t('codePlaceholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={AUTH.code.length}
        error={form.errors.code}
        action={codeButton}
        ltr
      />
      <p id={fieldId('notice')} className={styles.notice} role="status">
        {codeRequest.notice}
      </p>
      <SubmitButton busy={busy} label={t('submitLogin')} busyLabel={t('submitting')} />
    </form>
  );
}
