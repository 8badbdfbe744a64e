'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { newPhoneSchema, phoneChangeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import Alert from './Alert';
import { CodeField, useCodeStep } from './code-step';
import FormFooter from './FormFooter';
import TextField from './TextField';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's mobile number form: the new number, then the code sent to it by SMS. */
export default function PhoneForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ phone: setPhone }));
  const step = useCodeStep('/user/phone', onSaved);
  const save = useSave((f) => `phone-${f}`, t('failed'));
  const askCode = () =>
    save.run(validate(newPhoneSchema, { phone }), async (value) => {
      const message = await step.ask(value);
      setSent(true);
      return message;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sent) return void askCode();
    void save.run(validate(phoneChangeSchema, { phone, code: step.code }), (value) =>
      step.confirm(value, () => {
        setSent(false);
        setPhone('');
      }),
    );
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
              {...save.field('phone', phone, setPhone)}
              type="tel"
              ltr
              label={user.phone ? t('phoneEdit.new') : t('phone')}
              inputMode="tel"
              autoComplete="tel"
              hint={t('phoneEdit.hint')}
            />
            <button type="button" className={`button button--ghost ${styles.codeButton}`} disabled={step.wait > 0 || save.busy} onClick={() => void askCode()}>
              {step.wait > 0 ? t('resendIn', { seconds: step.wait }) : sent ? t('resend') : t('phoneEdit.send')}
            </button>
          </div>
          {sent ? <CodeField {...save.field('code', step.code, step.setCode)} /> : null}
          {/* The save button comes with the code field; until then the alert stands alone. */}
          {sent ? <FormFooter alert={save.alert} busy={save.busy} label={t('phoneEdit.save')} busyLabel={t('saving')} /> : <Alert text={save.alert} />}
        </form>
      )}
    </>
  );
}
