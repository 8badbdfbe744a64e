import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { companyConfig } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import CompanyForm from '@/components/admin/CompanyForm';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }> };

/** /admin/company: the company facts of every page (system config), saved together (editors). */
export default async function CompanyAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/company', CATALOGUE_STAFF_ROLES);
  const [config, t, form] = await Promise.all([companyConfig(), adminTranslator(locale, 'company'), contentFormTexts(locale)]);
  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <div className={styles.headActions}>
          <a className="button button--ghost" href={localizedPath(locale, '/about')} target="_blank" rel="noreferrer">
            {t('view')}
          </a>
        </div>
        <p>{t('intro')}</p>
      </div>
      <CompanyForm
        config={config}
        form={form}
        texts={{
          texts: t('texts'),
          contacts: t('contacts'),
          companyName: t('companyName'),
          companyNameHint: t('companyNameHint'),
          legalName: t('legalName'),
          legalNameHint: t('legalNameHint'),
          tagline: t('tagline'),
          province: t('province'),
          aboutUs: t('aboutUs'),
          aboutUsHint: t('aboutUsHint'),
          whatsapp: t('whatsapp'),
          whatsappHint: t('whatsappHint'),
          email: t('email'),
          linkedin: t('linkedin'),
          instagram: t('instagram'),
          pinterest: t('pinterest'),
          facebook: t('facebook'),
          twitter: t('twitter'),
          linkHint: t('linkHint'),
          linkError: t('linkError'),
        }}
      />
    </>
  );
}
