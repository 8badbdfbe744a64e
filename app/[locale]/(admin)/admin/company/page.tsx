import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { companyConfig } from '@/lib/server/catalogue/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import CompanyForm from '@/components/admin/CompanyForm';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import ViewOnSite from '@/components/admin/ViewOnSite';

type Props = { params: Promise<{ locale: string }> };

// The form's words, by part: its two headings, the company's facts, and its contacts and links.
const HEADINGS = ['texts', 'contacts'] as const;
const FACTS = ['companyName', 'companyNameHint', 'legalName', 'legalNameHint', 'tagline', 'province', 'aboutUs', 'aboutUsHint'] as const;
const CONTACTS = ['whatsapp', 'whatsappHint', 'email', 'linkedin', 'instagram', 'pinterest', 'facebook', 'twitter', 'linkHint', 'linkError'] as const;

/** /admin/company: the company facts of every page (system config), saved together (editors). */
export default async function CompanyAdminPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/company', CATALOGUE_STAFF_ROLES);
  const [config, t, form] = await Promise.all([companyConfig(), adminTranslator(locale, 'company'), contentFormTexts(locale)]);
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={<ViewOnSite href={localizedPath(locale, '/about')}>{t('view')}</ViewOnSite>} />
      <CompanyForm config={config} form={form} texts={keyedTexts([...HEADINGS, ...FACTS, ...CONTACTS], (k) => t(k))} />
    </>
  );
}
