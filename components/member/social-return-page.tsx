import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import type { SocialProviderName, SocialPurpose } from '@/lib/session/social';
import { localizedPath } from '@/i18n/paths';
import SocialReturn from './SocialReturn';
import styles from './MemberPage.module.css';

type Props = { params: Promise<{ locale: string }> };

/**
 * The four pages WeChat and QQ send the visitor back to (SPEC §2): the same HTML for every visit
 * (the code is read in the browser and spent once), so each is rendered once and cached.
 */
export function socialReturnPage(provider: SocialProviderName, purpose: SocialPurpose) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'member.social' });
    return { title: t(purpose === 'login' ? 'loginTitle' : 'bindTitle', { provider: t(`name.${provider}`) }) };
  }

  async function SocialReturnPage({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    return (
      <div className={`container ${styles.returnPage}`}>
        <SocialReturn
          provider={provider}
          purpose={purpose}
          home={localizedPath(locale, '/')}
          loginHref={localizedPath(locale, '/login')}
          profileHref={localizedPath(locale, '/user/profile')}
        />
      </div>
    );
  }

  return { generateMetadata, Page: SocialReturnPage };
}
