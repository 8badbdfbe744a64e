'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { emailCodeSchema, emailSchema, PROFILE_LIMITS } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { CodeField, useCodeStep } from './code-step';
import FormFooter from './FormFooter';
import TextField from './TextField';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's e-mail form: the address, then the code mailed to it. */
export default function EmailForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ email: setEmail }));
  const step = useCodeStep('/user/email', onSaved);
  const save = useSave((f) => `email-${f}`, t('failed'));

  const ask = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(emailSchema, { email }), async (value) => {
      const message = await step.ask(value);
      setSentTo(value.email);
      return message;
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(emailCodeSchema, { email: sentTo, code: step.code }), (value) =>
      step.confirm(value, () => {
        setSentTo(null);
        setEmail('');
      }),
    );
  };

  return (
    <>
      <p className={styles.current}>
        {user.email ? (
          <>
            <span dir="ltr">{user.email}</span>{' '}
            <span className={user.email_verified ? styles.badgeOk : styles.badgeWarn}>{user.email_verified ? t('email.verified') : t('email.unverified')}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('email.none')}</span>
        )}
      </p>
      <p className={styles.hint}>{t('email.why')}</p>
      {!available ? (
        <p className={styles.muted}>{t('email.unavailable')}</p>
      ) : sentTo === null ? (
        <form ref={formRef} className={styles.form} method="post" onSubmit={ask} noValidate>
          <TextField
            {...save.field('email', email, setEmail)}
            type="email"
            ltr
            label={user.email ? t('email.new') : t('email.address')}
            maxLength={PROFILE_LIMITS.email}
            autoComplete="email"
            inputMode="email"
          />
          <FormFooter alert={save.alert} busy={save.busy} label={t('email.send')} busyLabel={t('sending')} />
        </form>
      ) : (
        <form className={styles.form} method="post" onSubmit={confirm} noValidate>
          <p className={styles.notice} role="status">
            {t('email.sent', { email: sentTo })}
          </p>
          <CodeField {...save.field('code', step.code, step.setCode)} error={save.errors.code ?? save.errors.email} />
          <FormFooter alert={save.alert} busy={save.busy} label={t('email.confirm')} busyLabel={t('saving')}>
            <button
              type="button"
              className="button button--ghost"
              disabled={step.wait > 0 || save.busy}
              onClick={() => void save.run(validate(emailSchema, { email: sentTo }), step.ask)}
            >
              {step.wait > 0 ? t('resendIn', { seconds: step.wait }) : t('resend')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setSentTo(null);
                step.setCode('');
                save.setAlert(null);
              }}
            >
              {t('email.other')}
            </button>
          </FormFooter>
        </form>
      )}
    </>
  );
}
