import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { configuredProviderList } from '@/lib/server/members/social/providers';
import ProfileView from '@/components/member/ProfileView';
import styles from '@/components/member/MemberPage.module.css';

type Props = { params: Promise<{ locale: string }> };

// Which WeChat/QQ rows to offer comes from the environment at request time: a cached page would
// keep the providers of the first request after a restart with other settings.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'member.profile' });
  return { title: t('metaTitle') };
}

/**
 * /user/profile (guarded by proxy.ts): the same HTML for everyone; the member's info is fetched in the
 * browser (GET /user), and a dead session there starts the expiry dialog.
 */
export default async function ProfilePage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'member.profile' });
  return (
    <div className={`container ${styles.profilePage}`}>
      <header className={styles.profileHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <ProfileView homeHref={localizedPath(locale, '/')} profileHref={localizedPath(locale, '/user/profile')} providers={configuredProviderList()} />
    </div>
  );
}
