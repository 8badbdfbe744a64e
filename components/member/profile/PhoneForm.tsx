'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { newPhoneSchema, phoneChangeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import Alert from './Alert';
import { send } from './send';
import TextField from './TextField';
import { useCountdown } from './use-countdown';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's mobile number form: the new number, then the code sent to it by SMS. */
export default function PhoneForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ phone: setPhone }));
  const [wait, setWait] = useCountdown();
  const save = useSave((f) => `phone-${f}`, t('failed'));
  const askCode = () =>
    save.run(validate(newPhoneSchema, { phone }), async (value) => {
      const reply = await send<{ resend_after: number }>('post', '/user/phone/code', value);
      setSent(true);
      setWait(reply.result.resend_after);
      return reply.message;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sent) return void askCode();
    void save.run(validate(phoneChangeSchema, { phone, code }), async (value) => {
      const reply = await send<UserInfo>('post', '/user/phone', value);
      setSent(false);
      setPhone('');
      setCode('');
      onSaved(reply.result);
      return reply.message;
    });
  };
  return (
    <>
      <p className={styles.current}>{user.phone ? <span dir="ltr">{user.phone}</span> : <span className={styles.muted}>{t('notSet')}</span>}</p>
      {!available ? (
        <p className={styles.muted}>{t('phoneEdit.unavailable')}</p>
      ) : (
        <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate>
          <div className={styles.codeRow}>
            <TextField
              id="phone-phone"
              name="phone"
              type="tel"
              ltr
              label={user.phone ? t('phoneEdit.new') : t('phone')}
              value={phone}
              inputMode="tel"
              autoComplete="tel"
              hint={t('phoneEdit.hint')}
              error={save.errors.phone}
              onChange={(e) => {
                setPhone(e.target.value);
                save.clearField('phone');
              }}
            />
            <button type="button" className={`button button--ghost ${styles.codeButton}`} disabled={wait > 0 || save.busy} onClick={() => void askCode()}>
              {wait > 0 ? t('resendIn', { seconds: wait }) : sent ? t('resend') : t('phoneEdit.send')}
            </button>
          </div>
          {sent ? (
            <TextField
              id="phone-code"
              name="code"
              ltr
              label={t('code')}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={AUTH.code.length}
              error={save.errors.code}
              onChange={(e) => {
                setCode(e.target.value);
                save.clearField('code');
              }}
            />
          ) : null}
          <Alert text={save.alert} />
          {sent ? (
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={save.busy}>
                {save.busy ? t('saving') : t('phoneEdit.save')}
              </button>
            </div>
          ) : null}
        </form>
      )}
    </>
  );
}
