import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SocialProviderName, SocialPurpose } from '@/lib/session/social';
import { localizedPath } from '@/i18n/paths';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import MemberMessages from './MemberMessages';
import SocialReturn from './SocialReturn';
import styles from './MemberPage.module.css';

type Props = { params: Promise<{ locale: string }> };

/**
 * The four pages WeChat and QQ send the visitor back to (/weChatLogin, /qqLogin, the two bind pages): the code is read in the browser
 * and spent once. The login pages are the same HTML for every visit (rendered once and cached);
 * the binding pages are member pages, gated on the server per request.
 */
export function socialReturnPage(provider: SocialProviderName, purpose: SocialPurpose) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.social' });
    return { title: t(purpose === 'login' ? 'loginTitle' : 'bindTitle', { provider: t(`name.${provider}`) }) };
  }

  async function SocialReturnPage({ params }: Props) {
    const locale = await pageLocale(params);
    // A binding is for the member of a live session: the gate sends anyone else to the login page.
    if (purpose === 'bind') await guardMemberPage(locale, provider === 'wechat' ? '/user/profile/wechatBind?app=wechat' : '/user/profile/qqBind');
    return (
      <MemberMessages locale={locale} page="socialReturn">
        <div className={`container ${styles.returnPage}`}>
          <SocialReturn
            provider={provider}
            purpose={purpose}
            home={localizedPath(locale, '/')}
            loginHref={localizedPath(locale, '/login')}
            profileHref={localizedPath(locale, '/user/profile')}
          />
        </div>
      </MemberMessages>
    );
  }

  return { generateMetadata, Page: SocialReturnPage };
}
