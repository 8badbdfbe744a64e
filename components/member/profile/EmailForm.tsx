'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { emailCodeSchema, emailSchema, PROFILE_LIMITS } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import Alert from './Alert';
import { send } from './send';
import TextField from './TextField';
import { useCountdown } from './use-countdown';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's e-mail form: the address, then the code mailed to it. */
export default function EmailForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ email: setEmail }));
  const [wait, setWait] = useCountdown();
  const save = useSave((f) => `email-${f}`, t('failed'));

  const ask = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(emailSchema, { email }), async (value) => {
      const reply = await send<{ resend_after: number }>('post', '/user/email/code', value);
      setSentTo(value.email);
      setWait(reply.result.resend_after);
      return reply.message;
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(emailCodeSchema, { email: sentTo, code }), async (value) => {
      const reply = await send<UserInfo>('post', '/user/email', value);
      setSentTo(null);
      setEmail('');
      setCode('');
      onSaved(reply.result);
      return reply.message;
    });
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
            id="email-email"
            name="email"
            type="email"
            ltr
            label={user.email ? t('email.new') : t('email.address')}
            value={email}
            maxLength={PROFILE_LIMITS.email}
            autoComplete="email"
            inputMode="email"
            error={save.errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              save.clearField('email');
            }}
          />
          <Alert text={save.alert} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={save.busy}>
              {save.busy ? t('sending') : t('email.send')}
            </button>
          </div>
        </form>
      ) : (
        <form className={styles.form} method="post" onSubmit={confirm} noValidate>
          <p className={styles.notice} role="status">
            {t('email.sent', { email: sentTo })}
          </p>
          <TextField
            id="email-code"
            name="code"
            ltr
            label={t('code')}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={AUTH.code.length}
            error={save.errors.code ?? save.errors.email}
            onChange={(e) => {
              setCode(e.target.value);
              save.clearField('code');
            }}
          />
          <Alert text={save.alert} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={save.busy}>
              {save.busy ? t('saving') : t('email.confirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={wait > 0 || save.busy}
              onClick={() =>
                void save.run(validate(emailSchema, { email: sentTo }), async (value) => {
                  const reply = await send<{ resend_after: number }>('post', '/user/email/code', value);
                  setWait(reply.result.resend_after);
                  return reply.message;
                })
              }
            >
              {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setSentTo(null);
                setCode('');
                save.setAlert(null);
              }}
            >
              {t('email.other')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
