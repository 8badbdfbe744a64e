import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { pageLocale } from '@/lib/server/http/page';
import ResetPasswordForm from '@/components/member/ResetPasswordForm';
import MemberMessages from '@/components/member/MemberMessages';
import styles from '@/components/member/MemberPage.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.reset' });
  return { title: t('metaTitle') };
}

/** /resetPassword: "forgot password", linked from the login page's account form; in the login page's card. */
export default async function ResetPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'member.reset' });
  return (
    <MemberMessages locale={locale} page="/resetPassword">
      <div className={`container ${styles.resetPage}`}>
        <div className={styles.loginCard}>
          <header className={styles.loginHead}>
            <h1>{t('title')}</h1>
            <p>{t('intro')}</p>
          </header>
          <ResetPasswordForm loginHref={localizedPath(locale, '/login')} />
        </div>
      </div>
    </MemberMessages>
  );
}
