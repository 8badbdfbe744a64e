import { notFound } from 'next/navigation';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { TRUST_STAFF_ROLES, TRUST_TERMS } from '@/lib/api/contract/trust';
import { trustForStaff } from '@/lib/server/trust/pages';
import { guardStaffPage, pageLocale } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import TrustTermsForm from '@/components/admin/trust/TrustTermsForm';
import CertificationManager from '@/components/admin/trust/CertificationManager';
import { contentFormTexts } from '@/components/admin/FaqFormTexts';
import { ListHead } from '@/components/admin/list/AdminList';
import ViewOnSite from '@/components/admin/ViewOnSite';

type Props = { params: Promise<{ locale: string }> };

/** /admin/trust: the terms beside the quote button in 14 languages, and the certifications with their documents (editors). */
export default async function TrustAdminPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/trust', TRUST_STAFF_ROLES);
  const [trust, t, form] = await Promise.all([trustForStaff(), adminTranslator(locale, 'trust'), contentFormTexts(locale)]);
  const labels = keyedTexts(TRUST_TERMS, (k) => t(`terms.${k}`));
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} actions={<ViewOnSite href={localizedPath(locale, '/about')}>{t('view')}</ViewOnSite>} />
      <TrustTermsForm terms={trust.terms} form={form} texts={{ termsTitle: t('termsTitle'), termsHint: t('termsHint'), labels }} />
      <CertificationManager
        list={trust.certifications}
        form={form}
        texts={{
          ...keyedTexts(
            [
              'certificationsTitle',
              'create',
              'createTitle',
              'empty',
              'name',
              'nameHint',
              'number',
              'issuer',
              'validUntil',
              'document',
              'documentHint',
              'upload',
              'uploading',
              'removeDocument',
              'noDocument',
            ],
            (k) => t(k),
          ),
          ...keyedTexts(['editTitle', 'numberLine'], (k) => t.raw(k) as string),
        }}
      />
    </>
  );
}
