import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { companyConfig, paymentDetails } from '@/lib/server/catalogue/pages';
import { guardStaffPage, pageActorHas } from '@/lib/server/http/page';
import { PAYMENT_FIELDS, PAYMENT_STAFF_ROLES } from '@/lib/api/contract/payment-details';
import PaymentDetailsForm from '@/components/admin/PaymentDetailsForm';
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
  const [config, t, form, tPay, payment] = await Promise.all([
    companyConfig(),
    adminTranslator(locale, 'company'),
    contentFormTexts(locale),
    adminTranslator(locale, 'paymentDetails'),
    // The payment details are an admin's alone: an editor sees the company facts only.
    pageActorHas(PAYMENT_STAFF_ROLES).then((admin) => (admin ? paymentDetails() : null)),
  ]);
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={<ViewOnSite href={localizedPath(locale, '/about')}>{t('view')}</ViewOnSite>} />
      <CompanyForm config={config} form={form} texts={keyedTexts([...HEADINGS, ...FACTS, ...CONTACTS], (k) => t(k))} />
      {payment ? <PaymentDetailsForm details={payment} texts={keyedTexts([...PAYMENT_FIELDS, 'title', 'intro', 'save', 'saving', 'saved'] as const, (k) => tPay(k))} /> : null}
    </>
  );
}
