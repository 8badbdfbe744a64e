'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import AvatarCropper from './AvatarCropper';
import BasicsForm from './BasicsForm';
import EmailForm from './EmailForm';
import PasswordForm from './PasswordForm';
import PhoneForm from './PhoneForm';
import styles from './Profile.module.css';

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
