'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { PROFILE_LIMITS, profileSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import FormFooter from './FormFooter';
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
        <TextField {...save.field('nickname', nickname, setNickname)} label={t('nickname')} maxLength={PROFILE_LIMITS.nickname} autoComplete="nickname" />
        <TextField
          {...save.field('company', company, setCompany)}
          label={t('basics.company')}
          maxLength={PROFILE_LIMITS.company}
          autoComplete="organization"
          hint={t('basics.companyHint')}
        />
      </div>
      <FormFooter alert={save.alert} busy={save.busy} label={t('basics.save')} busyLabel={t('saving')} />
    </form>
  );
}
