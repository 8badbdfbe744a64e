'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { firstPasswordSchema, passwordChangeSchema, type FirstPassword, type PasswordChange } from '@/lib/api/contract/members';
import { validate, type Validation } from '@/lib/validation/kit';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import FormFooter from './FormFooter';
import { send } from './send';
import TextField from './TextField';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's password form: a first password (with an account name) or a change of it. */
export default function PasswordForm({ user, onSaved }: { user: UserInfo; onSaved: (u: UserInfo) => void }) {
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
  const field = (name: keyof typeof values) => save.field(name, values[name], (value) => setValues((v) => ({ ...v, [name]: value })));
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
        <TextField {...field('account')} ltr label={t('account')} autoComplete="username" hint={t('password.accountHint', { min: AUTH.accountMin, max: AUTH.accountMax })} />
      ) : (
        <input type="text" name="username" autoComplete="username" value={user.account ?? ''} readOnly hidden />
      )}
      {!first ? <TextField {...field('current_password')} type="password" label={t('password.current')} autoComplete="current-password" /> : null}
      <div className={styles.grid2}>
        <TextField
          {...field('password')}
          type="password"
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.rule', { min: AUTH.passwordMin, max: AUTH.passwordMax })}
        />
        <TextField {...field('password_confirmation')} type="password" label={t('password.repeat')} autoComplete="new-password" />
      </div>
      <FormFooter alert={save.alert} busy={save.busy} label={first ? t('password.setFirst') : t('password.save')} busyLabel={t('saving')} />
    </form>
  );
}
