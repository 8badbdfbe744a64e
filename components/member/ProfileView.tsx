'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { formatDateTime } from '@/lib/format-date';
import { useUserInfo } from '@/lib/session/use-session';
import Loader from '@/components/ui/Loader';
import LogoutButton from './LogoutButton';
import MemberAvatar from './MemberAvatar';
import SocialLinks from './SocialLinks';
import type { SocialProviderName } from '@/lib/session/social';
import styles from './ProfileView.module.css';

/**
 * The member's info (rendered on the server, kept fresh by useUserInfo): loading, failure with a retry, or the profile card
 * with the linked WeChat/QQ accounts and the logout button. A 401 has the layout's expiry dialog on
 * top; this only says so underneath.
 */
export default function ProfileView({
  homeHref,
  profileHref,
  providers = [],
  initialUser,
  showLogout = true,
}: {
  /** The member as the server rendered the page with (GET /user's record). */
  initialUser?: UserInfo;
  homeHref: string;
  profileHref: string;
  /** The configured social providers (their link rows and bind buttons). */
  providers?: readonly SocialProviderName[];
  /** False inside the member frame, whose menu has the logout button. */
  showLogout?: boolean;
}) {
  const t = useTranslations('member.profile');
  const format = useFormatter();
  const { user, error, expired, refresh } = useUserInfo({ initial: initialUser });

  if (!user) {
    if (expired) {
      return (
        <div className={styles.state}>
          <p className={styles.stateText}>{t('expired')}</p>
        </div>
      );
    }
    if (error) {
      return (
        <div className={styles.state} role="alert">
          <p className={styles.stateText}>{t('error')}</p>
          <p className={styles.stateDetail}>{error.message}</p>
          <button type="button" className="button" onClick={refresh}>
            {t('retry')}
          </button>
        </div>
      );
    }
    return (
      <div className={styles.state}>
        <Loader text={t('loading')} />
      </div>
    );
  }

  const name = user.nickname || user.account || user.phone || String(user.id);
  const notSet = <span className={styles.notSet}>{t('notSet')}</span>;
  const memberSince = new Date(user.created_at);

  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <MemberAvatar name={name} src={user.avatar} size={88} label={t('avatar', { name })} />
        <div className={styles.who}>
          <h2 id="profile-name" className={styles.name}>
            {name}
          </h2>
          {user.account && user.account !== name ? (
            <p className={styles.handle} dir="ltr">
              @{user.account}
            </p>
          ) : null}
        </div>
      </div>
      <h3 className="visually-hidden">{t('details')}</h3>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('account')}</dt>
          <dd dir={user.account ? 'ltr' : undefined}>{user.account ?? notSet}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('nickname')}</dt>
          <dd>{user.nickname || notSet}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('phone')}</dt>
          <dd dir={user.phone ? 'ltr' : undefined}>{user.phone ?? notSet}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('points')}</dt>
          <dd className={styles.number}>{format.number(user.points)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('memberSince')}</dt>
          <dd className={styles.number}>{Number.isNaN(memberSince.getTime()) ? notSet : <time dateTime={user.created_at}>{formatDateTime(memberSince)}</time>}</dd>
        </div>
      </dl>
      <SocialLinks providers={providers} links={user.social} profileHref={profileHref} />
      {showLogout ? (
        <div className={styles.actions}>
          <LogoutButton homeHref={homeHref} />
        </div>
      ) : null}
    </section>
  );
}
