'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { ReplyEnvelope, UserInfo } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import {
  emailCodeSchema,
  emailSchema,
  firstPasswordSchema,
  newPhoneSchema,
  passwordChangeSchema,
  phoneChangeSchema,
  PROFILE_LIMITS,
  profileSchema,
  type FirstPassword,
  type PasswordChange,
} from '@/lib/api/contract/members';
import { validate, type Validation } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import AvatarCropper from './AvatarCropper';
import TextField from './TextField';
import { useSave } from './use-save';
import styles from './Profile.module.css';

type Reply<T> = ReplyEnvelope<T>;
const send = <T,>(method: 'post' | 'patch', url: string, data: unknown) => api[method]<T>(url, { data, errorMessageMode: 'none', isTransformResponse: false }) as Promise<Reply<T>>;

function Alert({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.alert} role="alert">
      {text}
    </p>
  ) : null;
}

/** A countdown before another code may be asked for. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The profile's edit forms, one card each: picture and name (with company), e-mail (proved with a
 * code mailed to it), mobile number (a code by SMS to the new one) and password. Each form checks
 * the shared rules before sending; the server checks them again and answers per field. A saved
 * change refreshes the page (and the member menu beside it).
 */
export default function ProfileSettings({ initialUser, smsAvailable, mailAvailable }: { initialUser: UserInfo; smsAvailable: boolean; mailAvailable: boolean }) {
  const t = useTranslations('member.profile');
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const saved = (next: UserInfo) => {
    setUser((current) => ({ ...current, ...next }));
    router.refresh();
  };
  const name = user.nickname || user.account || String(user.id);

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="profile-basics">
        <h2 id="profile-basics" className={styles.cardTitle}>
          {t('basics.title')}
        </h2>
        <AvatarCropper name={name} avatar={user.avatar} onSaved={saved} />
        <BasicsForm user={user} onSaved={saved} />
      </section>
      <section className={styles.card} aria-labelledby="profile-email">
        <h2 id="profile-email" className={styles.cardTitle}>
          {t('email.title')}
        </h2>
        <EmailForm user={user} available={mailAvailable} onSaved={saved} />
      </section>
      <section className={styles.card} aria-labelledby="profile-phone">
        <h2 id="profile-phone" className={styles.cardTitle}>
          {t('phoneEdit.title')}
        </h2>
        <PhoneForm user={user} available={smsAvailable} onSaved={saved} />
      </section>
      <section className={styles.card} aria-labelledby="profile-password">
        <h2 id="profile-password" className={styles.cardTitle}>
          {t('password.title')}
        </h2>
        <PasswordForm user={user} onSaved={saved} />
      </section>
    </div>
  );
}

function BasicsForm({ user, onSaved }: { user: UserInfo; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const [nickname, setNickname] = useState(user.nickname);
  const [company, setCompany] = useState(user.company ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, intoSetters({ nickname: setNickname, company: setCompany }));
  const save = useSave((f) => `profile-${f}`, t('failed'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(profileSchema, { nickname, company }), async (value) => {
      const reply = await send<UserInfo>('patch', '/user', value);
      onSaved(reply.result);
      return reply.message;
    });
  };
  return (
    <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate>
      <div className={styles.grid2}>
        <TextField
          id="profile-nickname"
          name="nickname"
          label={t('nickname')}
          value={nickname}
          maxLength={PROFILE_LIMITS.nickname}
          autoComplete="nickname"
          error={save.errors.nickname}
          onChange={(e) => {
            setNickname(e.target.value);
            save.clearField('nickname');
          }}
        />
        <TextField
          id="profile-company"
          name="company"
          label={t('basics.company')}
          value={company}
          maxLength={PROFILE_LIMITS.company}
          autoComplete="organization"
          hint={t('basics.companyHint')}
          error={save.errors.company}
          onChange={(e) => {
            setCompany(e.target.value);
            save.clearField('company');
          }}
        />
      </div>
      <Alert text={save.alert} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.busy}>
          {save.busy ? t('saving') : t('basics.save')}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
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

function PhoneForm({ user, available, onSaved }: { user: UserInfo; available: boolean; onSaved: (u: UserInfo) => void }) {
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

function PasswordForm({ user, onSaved }: { user: UserInfo; onSaved: (u: UserInfo) => void }) {
  const t = useTranslations('member.profile');
  const first = user.has_password === false;
  const [values, setValues] = useState({ account: '', current_password: '', password: '', password_confirmation: '' });
  const save = useSave((f) => `password-${f}`, t('failed'));
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, ({ values: typed }) => {
    setValues((v) => ({
      account: typed.account ?? v.account,
      current_password: typed.current_password ?? v.current_password,
      password: typed.password ?? v.password,
      password_confirmation: typed.password_confirmation ?? v.password_confirmation,
    }));
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    save.clearField(field);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked: Validation<PasswordChange | FirstPassword> = first ? validate(firstPasswordSchema, values) : validate(passwordChangeSchema, values);
    // The form as typed: the server checks the repeated password too.
    const body = first
      ? { account: values.account, password: values.password, password_confirmation: values.password_confirmation }
      : { current_password: values.current_password, password: values.password, password_confirmation: values.password_confirmation };
    void save.run(checked, async () => {
      const reply = await send<{ ended_sessions: number }>('post', '/user/password', body);
      setValues({ account: '', current_password: '', password: '', password_confirmation: '' });
      onSaved({ ...user, has_password: true, account: user.account ?? (first && values.account ? values.account.toLowerCase() : null) });
      return reply.message;
    });
  };
  return (
    // method="post": a press before the script has arrived must not put the passwords in the address.
    <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate>
      <p className={styles.hint}>{first ? t('password.firstHint') : t('password.hint')}</p>
      {first && !user.account ? (
        <TextField
          id="password-account"
          name="account"
          ltr
          label={t('account')}
          value={values.account}
          autoComplete="username"
          hint={t('password.accountHint', { min: AUTH.accountMin, max: AUTH.accountMax })}
          error={save.errors.account}
          onChange={set('account')}
        />
      ) : (
        <input type="text" name="username" autoComplete="username" value={user.account ?? ''} readOnly hidden />
      )}
      {!first ? (
        <TextField
          id="password-current_password"
          name="current_password"
          type="password"
          label={t('password.current')}
          value={values.current_password}
          autoComplete="current-password"
          error={save.errors.current_password}
          onChange={set('current_password')}
        />
      ) : null}
      <div className={styles.grid2}>
        <TextField
          id="password-password"
          name="password"
          type="password"
          label={t('password.new')}
          value={values.password}
          autoComplete="new-password"
          hint={t('password.rule', { min: AUTH.passwordMin, max: AUTH.passwordMax })}
          error={save.errors.password}
          onChange={set('password')}
        />
        <TextField
          id="password-password_confirmation"
          name="password_confirmation"
          type="password"
          label={t('password.repeat')}
          value={values.password_confirmation}
          autoComplete="new-password"
          error={save.errors.password_confirmation}
          onChange={set('password_confirmation')}
        />
      </div>
      <Alert text={save.alert} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.busy}>
          {save.busy ? t('saving') : first ? t('password.setFirst') : t('password.save')}
        </button>
      </div>
    </form>
  );
}
