import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AUTH } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { siteUrl } from '@/lib/site-url';
import { loginDestination } from '@/lib/session/destination';
import { pageLocale } from '@/lib/server/http/page';
import { landingFor, signedIn, signInOptions } from '@/lib/server/members/pages';
import LoginPanel from '@/components/member/LoginPanel';
import SocialLoginButtons from '@/components/member/SocialButtons';
import styles from '@/components/member/MemberPage.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ redirect?: string | string[] }>;
};

// Reads the session cookie on every request (the layout's empty generateStaticParams would otherwise
// treat the page as cacheable and fail on cookies()).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.login' });
  return { title: t('metaTitle') };
}

/**
 * /login?redirect=…: a member whose cookie names a live session goes straight to the target; everyone
 * else gets the tabs (account, mobile code, registration) and the WeChat/QQ buttons of the configured
 * providers. Per request: it reads the cookie.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).redirect;
  const asked = Array.isArray(raw) ? raw[0] : raw;
  const home = localizedPath(locale, '/');
  const destination = loginDestination(asked, home, siteUrl());
  // The gate of every member page decides here too: a live session goes straight to the target
  // (staff, when no page was asked for, to the back office).
  const who = await signedIn();
  if (who) redirect(destination === home ? (landingFor(who.staffRoles, locale) ?? home) : destination);

  const t = await getTranslations({ locale, namespace: 'member.login' });
  const days = Math.round(AUTH.sessionTtlSeconds / 86_400);
  // Only configured providers get a button (the same answer as GET /authorizations/social/providers),
  // and the mobile-code tab only when codes can be sent.
  const { providers, phoneLogin } = signInOptions();
  return (
    <MemberMessages locale={locale} page="/login">
      <div className={`container ${styles.loginPage}`}>
        <aside className={styles.loginAside} aria-labelledby="login-aside">
          <svg className={styles.asideMark} viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M9 12h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Zm4-3h6v3h-6z"
              fill="none"
              style={{ stroke: 'var(--color-primary-dark)' }}
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <h2 id="login-aside" className={styles.asideTitle}>
            {t('asideTitle')}
          </h2>
          <p className={styles.asideText}>{t('asideText', { days })}</p>
        </aside>
        <div className={styles.loginCard}>
          <header className={styles.loginHead}>
            <h1>{t('title')}</h1>
            <p>{destination !== home ? t('continueNote') : t('intro')}</p>
          </header>
          <LoginPanel
            destination={destination}
            home={home}
            phoneLogin={phoneLogin}
            resetHref={localizedPath(locale, '/resetPassword')}
            social={providers.length > 0 ? <SocialLoginButtons providers={providers} destination={destination} /> : null}
          />
        </div>
      </div>
    </MemberMessages>
  );
}
