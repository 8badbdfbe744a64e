import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myProfile } from '@/lib/server/members/pages';
import ProfileView from '@/components/member/ProfileView';
import ProfileSettings from '@/components/member/profile/ProfileSettings';
import styles from '@/components/member/MemberPage.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

// Reads the session cookie on every request (the layout's empty generateStaticParams would otherwise
// treat the page as cacheable and fail on cookies()).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.profile' });
  return { title: t('metaTitle') };
}

/**
 * /user/profile: the member's info rendered on the server (the gate reads the session in the
 * data layer; a dead one goes to the login page), kept fresh in the browser by SWR, and the edit
 * forms (picture, name and company, e-mail, phone, password). Per request: it reads the cookie,
 * and the WeChat/QQ rows, the e-mail and SMS forms follow the environment.
 */
export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/profile');
  const [t, { info, providers, smsAvailable, mailAvailable }] = await Promise.all([getTranslations({ locale, namespace: 'member.profile' }), myProfile()]);
  return (
    <MemberMessages locale={locale} page="/user/profile">
      <div className={`container ${styles.profilePage}`}>
        <header className={styles.profileHead}>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <ProfileView initialUser={info} homeHref={localizedPath(locale, '/')} profileHref={localizedPath(locale, '/user/profile')} providers={providers} showLogout={false} />
        <ProfileSettings initialUser={info} smsAvailable={smsAvailable} mailAvailable={mailAvailable} />
      </div>
    </MemberMessages>
  );
}
