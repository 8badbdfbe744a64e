'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { PROFILE_LIMITS, profileSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import Alert from './Alert';
import { send } from './send';
import TextField from './TextField';
import { useSave } from './use-save';
import styles from './Profile.module.css';

/** The profile's name and company form. */
export default function BasicsForm({ user, onSaved }: { user: UserInfo; onSaved: (u: UserInfo) => void }) {
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
